import { z } from './zod';
import { AJUSTES } from '../domain/ajuste';
import { ESTADOS } from '../domain/estado';
import { DISPONIBLES_Q_MAX, DISPONIBLES_Q_MAX_MESSAGE } from '../domain/limits';

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

/** Items per page of the available list: fills 2, 3 and 4 columns evenly. */
export const DISPONIBLES_PAGE_SIZE = 24;

/**
 * Where the next page starts: the last item's creation instant (microseconds, UTC) and id. Keyset, not
 * offset, so an item another creator requests between two pages does not push one past her unseen.
 */
const cursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'La página pedida no es válida. Recarga la lista.');

export { DISPONIBLES_Q_MAX, DISPONIBLES_Q_MAX_MESSAGE };

/** GET /api/disponibles?talla=&tipo=&q=&cursor= */
export const disponiblesQuerySchema = z.object({
  talla: z.string().trim().max(10).optional(),
  tipo: z.string().trim().max(50).optional(),
  q: z.string().trim().max(DISPONIBLES_Q_MAX, DISPONIBLES_Q_MAX_MESSAGE).optional(),
  cursor: cursorSchema.optional(),
});
export type DisponiblesQuery = z.infer<typeof disponiblesQuerySchema>;
export const disponiblesListResponseSchema = z.object({
  items: z.array(disponibleSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export const disponibleResponseSchema = z.object({ item: disponibleSchema });

/** POST /api/disponibles/{id}/solicitar: the item is hers, in confirmacion. */
export const solicitarResponseSchema = z.object({ colaboracion: z.object({ id: z.string(), estado: z.enum(ESTADOS) }) });
