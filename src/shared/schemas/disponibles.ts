import { z } from 'zod';
import { AJUSTES } from '../domain/ajuste';
import { ESTADOS } from '../domain/estado';

/** An item a creator may request (spec §5 available list), as the creator portal shows it. */
export const disponibleSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  producto: z.string(),
  nombreVisualizacion: z.string().nullable(),
  tipo: z.string().nullable(),
  color: z.string().nullable(),
  talla: z.string().nullable(),
  marca: z.string().nullable(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  largo: z.number().nullable(),
  imagenUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  /** The fit hint from her measurements in Mi Perfil (shared/domain/ajuste.ts); null without them. */
  ajuste: z.enum(AJUSTES).nullable(),
});
export type Disponible = z.infer<typeof disponibleSchema>;

/** GET /api/disponibles?talla=&tipo=&q= */
export const disponiblesQuerySchema = z.object({
  talla: z.string().trim().max(10).optional(),
  tipo: z.string().trim().max(50).optional(),
  q: z.string().trim().max(100).optional(),
});
export const disponiblesListResponseSchema = z.object({ items: z.array(disponibleSchema) });
export const disponibleResponseSchema = z.object({ item: disponibleSchema });

/** POST /api/disponibles/{id}/solicitar: the item is hers, in confirmacion. */
export const solicitarResponseSchema = z.object({ colaboracion: z.object({ id: z.string(), estado: z.enum(ESTADOS) }) });
