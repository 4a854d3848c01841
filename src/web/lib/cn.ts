import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names and lets later Tailwind utilities win over earlier ones (mergeClasses). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
