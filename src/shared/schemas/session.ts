import { z } from './zod';
import { ROLES } from '../domain/roles';

/**
 * GET /api/me: who is signed in and with which role (null: waiting for an admin to assign one), and how
 * many of her notices are unread: every first load asks this first, so the bell draws its number without
 * a read of its own (decision 101).
 */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }),
  role: z.enum(ROLES).nullable(),
  noLeidos: z.number().int().nonnegative(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
