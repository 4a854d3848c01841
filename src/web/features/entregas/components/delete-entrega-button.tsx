import { Trash2Icon } from 'lucide-react';
import type { Entrega } from '@shared/schemas/entregas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useDeleteEntrega } from '../api/delete-entrega';

const TEXTS = {
  imagen: { title: 'Eliminar imagen', description: '¿Seguro que quieres eliminar esta imagen? Esta acción no se puede deshacer.' },
  video: { title: 'Eliminar video', description: '¿Seguro que quieres eliminar este video? Esta acción no se puede deshacer.' },
} as const;

/** The delete button of one of her files, confirmed in a dialog (only while the collaboration takes uploads). */
export function DeleteEntregaButton({
  colaboracionId,
  entrega,
  label,
  className,
}: {
  colaboracionId: string;
  entrega: Pick<Entrega, 'id' | 'tipoContenido'>;
  /** The accessible name, e.g. 'Eliminar imagen 3'. */
  label: string;
  className?: string;
}) {
  const remove = useDeleteEntrega(colaboracionId, entrega.tipoContenido);
  const texts = TEXTS[entrega.tipoContenido];
  return (
    <AlertDialog>
      <AlertDialogTrigger
        disabled={remove.isPending}
        aria-label={label}
        className={cn(buttonVariants({ variant: 'outline-overlay', size: 'icon-row' }), className)}
      >
        <Trash2Icon aria-hidden="true" />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate(entrega)}>
            Eliminar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
