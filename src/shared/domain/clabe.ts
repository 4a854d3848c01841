/**
 * CLABE (Clave Bancaria Estandarizada, Banxico): 18 digits, the last a check digit. Each of the first 17
 * digits is multiplied by the weights 3, 7, 1 (repeating), each product taken modulo 10; the check digit is
 * (10 − (sum mod 10)) mod 10. One validator for the form and the server (issue 27 item 4).
 */
export const CLABE_LONGITUD = 18;

const PESOS = [3, 7, 1] as const;

export type ClabeProblema = 'formato' | 'digito';

/** The check digit the first 17 digits call for. */
export function digitoControlClabe(primeros17: string): number {
  let suma = 0;
  for (let i = 0; i < 17; i++) suma += (Number(primeros17[i]) * PESOS[i % 3]!) % 10;
  return (10 - (suma % 10)) % 10;
}

/** Spaces and dashes people type between groups are dropped; anything else stays for the check to refuse. */
export function normalizarClabe(valor: string): string {
  return valor.replace(/[\s-]+/g, '');
}

/** null when the CLABE is valid; otherwise what is wrong with it. */
export function problemaClabe(valor: string): ClabeProblema | null {
  const v = normalizarClabe(valor);
  if (!/^\d{18}$/.test(v)) return 'formato';
  return digitoControlClabe(v.slice(0, 17)) === Number(v[17]) ? null : 'digito';
}

export const CLABE_MENSAJES: Record<ClabeProblema, string> = {
  formato: 'La CLABE debe tener 18 dígitos',
  digito: 'La CLABE no es válida: revisa los 18 dígitos (el último dígito de control no coincide)',
};
