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
import { useDeleteColaboracion } from '../api/delete-colaboracion';

/** Spec §5: deleting asks '¿Estás seguro de eliminar esta colaboración?'. Closes when done. */
export function DeleteColaboracionDialog({ colaboracion, onClose }: { colaboracion: Colaboracion | null; onClose: () => void }) {
  const remove = useDeleteColaboracion();
  return (
    <AlertDialog open={colaboracion !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Estás seguro de eliminar esta colaboración?</AlertDialogTitle>
          <AlertDialogDescription>
            Se eliminará «{colaboracion?.titulo}» junto con sus entregas. Esta acción no se puede deshacer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => colaboracion && remove.mutate(colaboracion.id, { onSuccess: onClose })}
          >
            {remove.isPending ? <Spinner /> : null}
            Eliminar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
