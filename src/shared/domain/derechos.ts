// The usage rights' channels and their labels without zod: the staff screens' first loads show them
// (components/derechos-uso.tsx); schemas/derechos.ts re-exports them (decision 085).
export const CANALES = ['organico', 'anuncios', 'web'] as const;
export type Canal = (typeof CANALES)[number];
export const CANAL_LABELS: Record<Canal, string> = {
  organico: 'Redes sociales (orgánico)',
  anuncios: 'Anuncios pagados',
  web: 'Sitio web y tienda',
};
