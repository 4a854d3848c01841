// The review's two dialogs, their own chunk: react-hook-form, the resolver and the note's schema load once
// the first load is over or when one opens, not with /entregas (decision 085).
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTA_CAMBIOS_MAX, solicitarCambiosInputSchema, type RevisionColaboracion, type SolicitarCambiosInput } from '@shared/schemas/revision';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { formatNumero } from '@web/lib/format';
import { useAprobarEntrega, useSolicitarCambios } from '../api/revision-mutations';

/** What approving leaves behind: files still Sin revisar (they keep that label until someone rates them). */
function sinRevisarAviso(n: number): string {
  return n === 1
    ? 'Aún hay 1 archivo Sin revisar: se aprobará sin calificación. Puedes calificarlo antes en Modo administrador.'
    : `Aún hay ${formatNumero(n)} archivos Sin revisar: se aprobarán sin calificación. Puedes calificarlos antes en Modo administrador.`;
}

export function AprobarDialog({ open, colaboracion, onClose }: { open: boolean; colaboracion: RevisionColaboracion; onClose: () => void }) {
  const aprobar = useAprobarEntrega();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !aprobar.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Aprobar la entrega?</AlertDialogTitle>
          <AlertDialogDescription>
            «{colaboracion.nombre}» pasará a Entregado y {colaboracion.colaboradora.nombre} quedará libre para solicitar otra colaboración.
          </AlertDialogDescription>
          {colaboracion.counts.sin_revisar > 0 ? (
            // Issue 28: approving said nothing of the files nobody rated yet.
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="aprobar-sin-revisar">
              {sinRevisarAviso(colaboracion.counts.sin_revisar)}
            </p>
          ) : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={aprobar.isPending}>Cancelar</AlertDialogCancel>
          <Button disabled={aprobar.isPending} onClick={() => aprobar.mutate(colaboracion.id, { onSettled: onClose })}>
            {aprobar.isPending ? <Spinner /> : null}
            Aprobar entrega
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type CambiosFields = { nota: string };
const cambiosResolver = zodResolver(solicitarCambiosInputSchema) as unknown as Resolver<CambiosFields, unknown, SolicitarCambiosInput>;

export function CambiosDialog({ open, colaboracion, onClose }: { open: boolean; colaboracion: RevisionColaboracion; onClose: () => void }) {
  const cambios = useSolicitarCambios();
  const form = useForm<CambiosFields, unknown, SolicitarCambiosInput>({ resolver: cambiosResolver, defaultValues: { nota: '' } });
  const nota = useWatch({ control: form.control, name: 'nota' });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ nota: text }) => cambios.mutate({ colaboracionId: colaboracion.id, nota: text }, { onSuccess: close }));
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !cambios.isPending && close()}>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Solicitar cambios</DialogTitle>
            <DialogDescription>
              «{colaboracion.nombre}» regresará a Producción para que {colaboracion.colaboradora.nombre} ajuste su contenido y lo vuelva a enviar.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Nota para la colaboradora"
            required
            hint={`La verá en el detalle de su colaboración. ${nota.length}/${NOTA_CAMBIOS_MAX}`}
            error={form.formState.errors.nota?.message}
          >
            {(f) => (
              <textarea
                {...f}
                rows={5}
                maxLength={NOTA_CAMBIOS_MAX}
                disabled={cambios.isPending}
                placeholder="Por ejemplo: necesitamos una foto de cuerpo completo con luz natural."
                className="min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive disabled:opacity-50 md:text-sm"
                {...form.register('nota')}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={cambios.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={cambios.isPending}>
              {cambios.isPending ? <Spinner /> : null}
              Solicitar cambios
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
