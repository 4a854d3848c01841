import { CopyIcon, MailIcon, RotateCwIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { INVITACION_ESTADO_LABELS, type InvitacionCreated, type InvitacionListItem } from '@shared/schemas/colaboradoras';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { formatFecha } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useInvitaciones, useReenviarInvitacion } from '../api/invitaciones';

function vence(i: InvitacionListItem): string {
  if (i.estado === 'usada') return 'Ya se usó para crear una cuenta';
  if (i.estado === 'expirada') return `Expiró el ${formatFecha(i.expiresAt)}`;
  return `Vence el ${formatFecha(i.expiresAt)}`;
}

const BADGE = { vigente: 'success', expirada: 'warning', usada: 'secondary' } as const;

/**
 * 'Invitaciones' (issue 28): the newest invitations with where each was emailed and when it expires;
 * an unused one, expired or not, can be resent (a new link, 7 more days, emailed again when it has an
 * address). The new link shows at the top, to copy. Each row keeps its place when resent.
 */
export function InvitacionesDialog() {
  const [open, setOpen] = useState(false);
  const list = useInvitaciones(open);
  const reenviar = useReenviarInvitacion();
  const [nuevo, setNuevo] = useState<InvitacionCreated | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!nuevo) return;
    try {
      await navigator.clipboard.writeText(nuevo.link);
      toast.success('Enlace copiado');
    } catch {
      input.current?.select();
      toast.error('No se pudo copiar. Selecciona el enlace y cópialo.');
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MailIcon aria-hidden="true" />
        Invitaciones
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setNuevo(null);
        }}
      >
        <DialogContent width="md">
          <DialogHeader>
            <DialogTitle>Invitaciones</DialogTitle>
            <DialogDescription>Las 50 más recientes. Reenviar crea un enlace nuevo con 7 días más; el anterior deja de funcionar.</DialogDescription>
          </DialogHeader>
          {nuevo ? (
            <div className="flex flex-col gap-2 rounded-lg border p-3">
              <Label htmlFor={`${id}-nuevo`}>Enlace nuevo</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id={`${id}-nuevo`} ref={input} readOnly mono value={nuevo.link} onFocus={(event) => event.currentTarget.select()} />
                <Button variant="secondary" onClick={() => void copy()}>
                  <CopyIcon aria-hidden="true" />
                  Copiar enlace
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">Vence el {formatFecha(nuevo.expiresAt)}.</p>
            </div>
          ) : null}
          {list.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-label="Cargando...">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : list.isError ? (
            <p className="text-sm text-destructive">No se pudieron cargar las invitaciones.</p>
          ) : list.data.invitaciones.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no hay invitaciones.</p>
          ) : (
            <ul aria-label="Invitaciones recientes" className="flex max-h-[50vh] flex-col divide-y overflow-y-auto">
              {list.data.invitaciones.map((i) => (
                <li key={i.id} data-invitacion-id={i.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{i.email ?? 'Sin correo (solo enlace)'}</p>
                    <p className="text-xs text-muted-foreground">{vence(i)}</p>
                  </div>
                  <Badge variant={BADGE[i.estado]}>{INVITACION_ESTADO_LABELS[i.estado]}</Badge>
                  {/* Kept (disabled) for a used one, so every row's button sits in the same place. */}
                  <Button
                    size="row"
                    variant="outline"
                    aria-label={`Reenviar invitación${i.email ? ` a ${i.email}` : ''}`}
                    disabled={i.estado === 'usada'}
                    pending={reenviar.isPending && reenviar.variables === i.id}
                    onClick={() => reenviar.mutate(i.id, { onSuccess: (r) => setNuevo(r.invitacion) })}
                  >
                    {reenviar.isPending && reenviar.variables === i.id ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
                    Reenviar
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
