import type { Colaboracion } from '@shared/schemas/colaboracion';
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
import { Spinner } from '@web/components/ui/spinner';
import { pluralWord } from '@web/lib/format';
import { useBulkUpdateEstado } from '../api/bulk-update-estado';
import { useDeleteColaboracion } from '../api/delete-colaboracion';

/**
 * Spec §5: deleting asks '¿Estás seguro de eliminar esta colaboración?' and says what goes. A collaboration
 * with delivered files is the brand's content (issue 28 item 2): it is not deleted (the server and the
 * database refuse it too); the dialog offers Cancelada instead, and its files stay in Contenido. Closes when done.
 */
export function DeleteColaboracionDialog({ colaboracion, onClose }: { colaboracion: Colaboracion | null; onClose: () => void }) {
  const remove = useDeleteColaboracion();
  const cancel = useBulkUpdateEstado();
  const pending = remove.isPending || cancel.isPending;
  const archivos = colaboracion?.archivos ?? 0;
  const keeps = archivos > 0;
  // A delivered one is finished, not abandoned: it stays as it is (her Entregadas, Resultados).
  const canCancel = colaboracion !== null && colaboracion.estado !== 'cancelada' && colaboracion.estado !== 'entregado';
  return (
    <AlertDialog open={colaboracion !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        {keeps ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Esta colaboración no se puede eliminar</AlertDialogTitle>
              <AlertDialogDescription>
                «{colaboracion?.titulo}» tiene {archivos} {pluralWord(archivos, 'archivo entregado', 'archivos entregados')}: son contenido de la marca y se
                quedan en Contenido con sus derechos de uso.{' '}
                {canCancel
                  ? 'Si ya no sigue, cámbiala a Cancelada.'
                  : colaboracion?.estado === 'entregado'
                    ? 'Ya está entregada y se conserva completa.'
                    : 'Ya está cancelada.'}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Cerrar</AlertDialogCancel>
              {canCancel ? (
                <Button disabled={pending} onClick={() => colaboracion && cancel.mutate({ ids: [colaboracion.id], estado: 'cancelada' }, { onSuccess: onClose })}>
                  {cancel.isPending ? <Spinner /> : null}
                  Cambiar a Cancelada
                </Button>
              ) : null}
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>¿Estás seguro de eliminar esta colaboración?</AlertDialogTitle>
              <AlertDialogDescription>
                Se eliminará «{colaboracion?.titulo}» con su historial de estados y su envío, si lo tiene. No tiene archivos entregados. Esta acción
                no se puede deshacer.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
              <Button variant="destructive" disabled={pending} onClick={() => colaboracion && remove.mutate(colaboracion.id, { onSuccess: onClose })}>
                {remove.isPending ? <Spinner /> : null}
                Eliminar
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
