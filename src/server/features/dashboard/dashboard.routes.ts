import { createRouter } from '../../http/router';

/** Staff Dashboard (spec §2 admin, issue 6): live stats, recent deliveries, top creators, overdue. */
export const dashboardRoutes = createRouter();
