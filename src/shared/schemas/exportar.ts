import { colaboracionListQuerySchema } from './colaboracion';
import { colaboradorasQuerySchema } from './colaboradoras';
import { revisionColaboracionesQuerySchema } from './revision';

/**
 * CSV exports (issue 20 item 4): each screen's own filters, parsed by its own schema, without paging
 * (the file holds every row the filter shows). Other parameters the screen's URL carries are ignored.
 */
export const colaboracionesExportQuerySchema = colaboracionListQuerySchema.pick({ estado: true, q: true });
export const colaboradorasExportQuerySchema = colaboradorasQuerySchema.omit({ page: true, pageSize: true, orden: true });
export const entregasExportQuerySchema = revisionColaboracionesQuerySchema.omit({ page: true });

export { EXPORT_PATHS } from '../domain/exportar';
