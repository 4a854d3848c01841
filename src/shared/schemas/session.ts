import { z } from './zod';
import { ROLES } from '../domain/roles';

/** GET /api/me: who is signed in and with which role (null: waiting for an admin to assign one). */
export const meResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }),
  role: z.enum(ROLES).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
