import { fileURLToPath } from 'node:url';

/** A path from the repository's root (this file is tools/vite/root.ts). */
export const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p.replace(/^\.\//, '')}`, import.meta.url));
