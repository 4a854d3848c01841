// Gestión's list page size without zod: its first load asks for it (decision 085); schemas/colaboracion.ts
// re-exports it and bounds the query with it.
export const PAGE_SIZE_DEFAULT = 50;
