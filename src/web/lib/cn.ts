import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx): strings, conditionals, arrays. It merges nothing (decision 037): a caller
 * that wants another look asks the component for a variant instead of passing a class that fights one
 * of its own, and class-conflicts.unit.test.ts fails on a class list holding two utilities of one group.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
