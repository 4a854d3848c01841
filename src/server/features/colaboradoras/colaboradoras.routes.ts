import { createRouter } from '../../http/router';

/** Colaboradoras (spec §2 admin, issue 6): creator cards, filters, profile, invitation links. */
export const colaboradorasRoutes = createRouter();
