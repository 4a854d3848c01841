import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

/** Every whitespace-separated token of every string literal in src/web that tailwind-merge takes for a Tailwind class. */
function vocabulary(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'merge-classes.ts') files.push(p);
    }
  };
  walk(root);
  const tokens = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const t of (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (t && !t.includes('${')) tokens.add(t);
    }
  }
  return [...tokens].filter((t) => twMerge(`${t} ${t}`) === t).sort();
}

describe('mergeClasses (decision 015)', () => {
  it('merges like tailwind-merge for every pair of utilities the app writes', () => {
    // Variants (hover:, sm:, [&_svg]:) only scope a utility; the pairs are of the utilities themselves.
    const bases = [...new Set(vocabulary().map((t) => t.slice(t.search(/[^:]*$/))))];
    expect(bases.length).toBeGreaterThan(200);
    const differences: string[] = [];
    for (const a of bases) {
      for (const b of bases) {
        const input = `${a} ${b}`;
        const expected = twMerge(input);
        const actual = mergeClasses(input);
        if (actual !== expected) differences.push(`'${input}': tailwind-merge '${expected}', mergeClasses '${actual}'`);
      }
    }
    expect(differences.slice(0, 30)).toEqual([]);
  }, 120_000);

  it('keeps the overrides the components rely on', () => {
    expect(mergeClasses('h-8 rounded-md px-3 text-xs h-9 gap-1 px-2.5')).toBe('rounded-md text-xs h-9 gap-1 px-2.5');
    expect(mergeClasses('px-5 pb-5 sm:px-6 sm:pb-6 flex items-center gap-4 pt-6')).toBe('px-5 pb-5 sm:px-6 sm:pb-6 flex items-center gap-4 pt-6');
    expect(mergeClasses('p-4 px-2 p-0')).toBe('p-0');
    expect(mergeClasses('text-sm text-primary text-xs')).toBe('text-primary text-xs');
    expect(mergeClasses('hover:focus:bg-accent focus:hover:bg-muted')).toBe('focus:hover:bg-muted');
    expect(mergeClasses('bg-primary/90 bg-card')).toBe('bg-card');
    expect(mergeClasses('font-sans my-class font-semibold my-class')).toBe('font-sans my-class font-semibold my-class');
    expect(mergeClasses('sm:px-3 md:px-4 sm:px-6')).toBe('md:px-4 sm:px-6');
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-3 focus-visible:outline-2 focus-visible:-outline-offset-2')).toBe('[&_svg]:size-3 focus-visible:outline-2 focus-visible:-outline-offset-2');
    expect(mergeClasses('px-2! px-4 px-3!')).toBe('px-4 px-3!');
  });
});
