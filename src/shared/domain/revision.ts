// The review's filters and limits without zod: /entregas' first load reads them, and schemas/revision.ts
// (which builds its schemas at import) re-exports them for the server (decision 085).

/** The longest comment an admin may leave on one delivery. */
export const FEEDBACK_COMENTARIO_MAX = 1000;

/** The longest note an admin may send with 'Solicitar cambios'. */
export const NOTA_CAMBIOS_MAX = 1000;

/**
 * The review's state filter (issue 16): what waits for a decision first (En Revisión, the default), then
 * the rest. 'todas' is every collaboration with a creator (the spec's grid, and the API's default; the
 * screen asks for En Revisión first).
 */
export const REVISION_FILTROS = ['revision', 'produccion', 'logistica', 'entregado', 'todas'] as const;
export type RevisionFiltro = (typeof REVISION_FILTROS)[number];
export const REVISION_FILTRO_LABELS: Record<RevisionFiltro, string> = {
  revision: 'En Revisión',
  produccion: 'Producción',
  logistica: 'Logística',
  entregado: 'Entregado',
  todas: 'Todas',
};
