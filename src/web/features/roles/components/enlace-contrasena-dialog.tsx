import { CopyIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import type { EnlaceContrasenaResponse } from '@shared/schemas/avisos';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatHora } from '@web/lib/format';
import { toast } from '@web/lib/toast';

/**
 * The link an admin made (issue 17), to hand over by another channel: read-only, 'Copiar', and the hour it
 * expires in Mexico City. Where the clipboard is refused (an http origin, a denied permission) the link
 * is selected instead, so she can copy it herself.
 */
export function EnlaceContrasenaDialog({
  email,
  enlace,
  onOpenChange,
}: {
  email: string;
  enlace: EnlaceContrasenaResponse | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!enlace) return;
    try {
      await navigator.clipboard.writeText(enlace.enlace);
      toast.success('Enlace copiado');
    } catch {
      input.current?.select();
      toast.error('No se pudo copiar el enlace', { description: 'Está seleccionado: cópialo con el menú o el teclado.' });
    }
  };

  return (
    <Dialog open={enlace !== null} onOpenChange={onOpenChange}>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>Enlace de contraseña</DialogTitle>
          <DialogDescription className="break-words">
            Envíale este enlace a {email} por un medio de confianza. Sirve una sola vez para elegir una contraseña nueva.
          </DialogDescription>
        </DialogHeader>
        {enlace ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Enlace</Label>
            <div className="flex gap-2">
              <Input ref={input} id={id} readOnly value={enlace.enlace} onFocus={(event) => event.currentTarget.select()} mono className="flex-1" aria-describedby={`${id}-vence`} />
              <Button variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                Copiar
              </Button>
            </div>
            <p id={`${id}-vence`} className="text-sm text-muted-foreground">
              Vence a las {formatHora(enlace.expiraAt)}
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
