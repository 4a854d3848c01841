import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { invitacionCreatedResponseSchema, InvitacionCreated } from '@shared/schemas/colaboradoras';
import { apiFetch } from '@web/lib/api-client';

/** POST /api/invitaciones: a new single-use link (7 days) that makes whoever signs up with it a Colaboradora. */
export async function createInvitacion(): Promise<InvitacionCreated> {
  const { invitacion } = await apiFetch<z.infer<typeof invitacionCreatedResponseSchema>>('/api/invitaciones', { method: 'POST', json: {} });
  return invitacion;
}

export function useCreateInvitacion() {
  return useMutation({
    mutationFn: createInvitacion,
    meta: { errorTitle: 'No se pudo crear la invitación' },
  });
}
