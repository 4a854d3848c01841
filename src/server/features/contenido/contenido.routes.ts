import { createRouter } from '../../http/router';

/** Contenido (spec §2 admin, issue 6): gallery of delivered files. */
export const contenidoRoutes = createRouter();
