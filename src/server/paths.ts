import { fileURLToPath } from 'node:url';

/** The repository's root: two folders up from src/server/ and from the compiled dist/server/ alike. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
