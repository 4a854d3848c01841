import { useAction } from '@web/lib/use-action';
import type { z } from 'zod';

import type { invitacionCreatedResponseSchema, InvitacionCreated } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/invitaciones: a new single-use link (7 days) that makes whoever signs up with it a Colaboradora. */
export async function createInvitacion(): Promise<InvitacionCreated> {
  const { invitacion } = await apiFetch<z.infer<typeof invitacionCreatedResponseSchema>>('/api/invitaciones', { method: 'POST', json: {} });
  return invitacion;
}

export function useCreateInvitacion() {
  return useAction({
    mutationFn: createInvitacion,
    meta: { errorTitle: 'No se pudo crear la invitación' },
  });
}
