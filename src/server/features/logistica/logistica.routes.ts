import { createRouter } from '../../http/router';

/** Logística (spec §2 admin, issue 6): shipments from what the store knows. */
export const logisticaRoutes = createRouter();
