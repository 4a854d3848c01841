/**
 * Text the database cannot store, or can store only as mojibake: a NUL character (PostgreSQL refuses
 * it in text columns) or a lone UTF-16 surrogate (no UTF-8 encoding exists for it). The API refuses
 * such strings with 400 TEXT_NOT_STORABLE before any handler runs (decision 060).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Whether every string in a parsed JSON value (object keys included) is storable. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
