/** Methods that change nothing: the caches' "after a write" rules skip them. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string): boolean => READ_METHODS.has(method);
