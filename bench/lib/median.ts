/**
 * The median of a bench's runs or pairs: the middle value, or the mean of the two middle ones for an even
 * count (decision 106), so six pairs read the same in bench:ab, bench:staff and bench:as-html.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
