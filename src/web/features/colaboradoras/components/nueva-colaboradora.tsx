import { CheckIcon, CopyIcon, UserPlusIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { InvitacionCreated } from '@shared/schemas/colaboradoras';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { useCreateInvitacion } from '../api/create-invitacion';
import { EnviarInvitacionForm } from './enviar-invitacion-form';
import { formatFecha } from '@web/lib/format';

/** Copies with the Clipboard API, or with the selected input where that API is missing (plain http). */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/**
 * 'Nueva Colaboradora': creates a single-use invitation link (7 days) and shows it with a copy button.
 * Whoever creates her account with it is a Colaboradora at once.
 */
export function NuevaColaboradora() {
  const id = useId();
  const create = useCreateInvitacion();
  const [invitacion, setInvitacion] = useState<InvitacionCreated | null>(null);
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const newLink = () => {
    setCopied(false);
    create.mutate(undefined, { onSuccess: setInvitacion });
  };

  return (
    <>
      <Button onClick={newLink} disabled={create.isPending}>
        {create.isPending && !invitacion ? <Spinner /> : <UserPlusIcon aria-hidden="true" />}
        Nueva Colaboradora
      </Button>
      <Dialog open={invitacion !== null} onOpenChange={(open) => (open ? undefined : setInvitacion(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Nueva Colaboradora</DialogTitle>
            <DialogDescription>
              Comparte este enlace con la creadora. Al crear su cuenta con él tendrá el rol de Colaboradora de inmediato.
            </DialogDescription>
          </DialogHeader>
          {invitacion ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-link`}>Enlace de invitación</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id={`${id}-link`}
                  ref={input}
                  readOnly
                  value={invitacion.link}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby={`${id}-hint`}
                  mono
                />
                <Button
                  variant="secondary"
                  onClick={() =>
                    void copyText(invitacion.link, input.current).then((ok) => {
                      setCopied(ok);
                      if (ok) toast.success('Enlace copiado');
                      else toast.error('No se pudo copiar. Selecciona el enlace y cópialo.');
                    })
                  }
                >
                  {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                  {copied ? 'Copiado' : 'Copiar enlace'}
                </Button>
              </div>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                Sirve para una sola cuenta y vence el {formatFecha(invitacion.expiresAt)}.
              </p>
              <EnviarInvitacionForm key={invitacion.id} link={invitacion.link} />
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={newLink} disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              Crear otro enlace
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
