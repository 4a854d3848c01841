import { z } from './zod';

/** GET /api/referencias: the shared gallery URL set in Configuración (null until an admin sets it). */
export const referenciasResponseSchema = z.object({ url: z.string().nullable() });
export type Referencias = z.infer<typeof referenciasResponseSchema>;
