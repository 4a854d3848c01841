import { z } from 'zod';
import { ROLES } from '../domain/roles';

export const assignRoleSchema = z.object({ role: z.enum(ROLES) });
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;
