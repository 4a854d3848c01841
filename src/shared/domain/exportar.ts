// The CSV exports' paths without their query schemas (zod and three screens' schemas): the staff screens'
// first loads need only the links (decision 085); schemas/exportar.ts re-exports them.
export const EXPORT_PATHS = {
  colaboraciones: '/api/exportar/colaboraciones',
  colaboradoras: '/api/exportar/colaboradoras',
  entregas: '/api/exportar/entregas',
} as const;
