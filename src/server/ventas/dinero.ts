/**
 * Money from the store arrives as decimal strings ('123.45'); it becomes integer cents by string
 * arithmetic, never through a float. A third decimal (rare, some currencies' rounding) rounds half up.
 */
export function aCentavos(valor: string | number | null | undefined): number {
  if (valor === null || valor === undefined || valor === '') return 0;
  const s = String(valor).trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new Error(`importe no válido: ${s.slice(0, 40)}`);
  const negativo = m[1] === '-';
  const enteros = BigInt(m[2]!);
  const dec = (m[3] ?? '').padEnd(3, '0');
  let cents = enteros * 100n + BigInt(dec.slice(0, 2));
  if (Number(dec[2]) >= 5) cents += 1n;
  const n = Number(cents);
  if (!Number.isSafeInteger(n)) throw new Error('importe demasiado grande');
  return negativo ? -n : n;
}

/** amount × basis points ÷ 10,000, rounded half away from zero, in integers. */
export function comisionDe(importeCents: number, bp: number): number {
  const producto = BigInt(importeCents) * BigInt(bp);
  const signo = producto < 0n ? -1n : 1n;
  const abs = producto * signo;
  const q = abs / 10_000n;
  const r = abs % 10_000n;
  return Number((r * 2n >= 10_000n ? q + 1n : q) * signo);
}
