import { MailOpenIcon, TriangleAlertIcon } from 'lucide-react';
import { errorMessage } from '@web/lib/api-client';
import { formatDiaMes } from '@web/lib/format';
import type { useInvitacion } from '../api/invitacion';

/**
 * Above the sign-up form when the address carries an invitation: 'Te invitaron a colaborar', or why the
 * link no longer works (she may still create an account and wait for a role).
 */
export function InvitacionNote({ invitacion }: { invitacion: ReturnType<typeof useInvitacion> }) {
  if (invitacion.isError) {
    return (
      <div role="alert" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4 text-sm">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">Tu invitación ya no funciona</p>
          <p className="text-muted-foreground">{errorMessage(invitacion.error)}</p>
          <p className="text-muted-foreground">Si creas tu cuenta sin ella, esperarás a que un administrador te asigne un rol.</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <MailOpenIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">Te invitaron a colaborar</p>
        <p className="text-muted-foreground">
          Crea tu cuenta y entrarás directo al portal de colaboradoras.
          {invitacion.data ? ` La invitación vence el ${formatDiaMes(invitacion.data.expiresAt)}.` : ''}
        </p>
      </div>
    </div>
  );
}
