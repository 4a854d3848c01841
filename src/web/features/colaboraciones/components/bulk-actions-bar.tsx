import { useState } from 'react';
import { RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { ESTADO_BADGES, ESTADOS, type Estado, isEstado } from '@shared/domain/estado';
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
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { useBulkDeleteColaboraciones } from '../api/bulk-delete-colaboraciones';
import { useBulkUpdateEstado } from '../api/bulk-update-estado';

const seleccionadas = (n: number) => `${n} ${n === 1 ? 'colaboración seleccionada' : 'colaboraciones seleccionadas'}`;

/** Shown while rows are checked: 'Eliminar seleccionadas' (confirmed) and 'Cambiar estado' (any of the nine). */
export function BulkActionsBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [estadoOpen, setEstadoOpen] = useState(false);
  const [estado, setEstado] = useState<Estado | null>(null);
  const bulkDelete = useBulkDeleteColaboraciones();
  const bulkEstado = useBulkUpdateEstado();
  const n = ids.length;

  return (
    <div
      role="region"
      aria-label="Acciones para las seleccionadas"
      className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-accent/60 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium" aria-live="polite">
        {seleccionadas(n)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEstadoOpen(true)}>
          <RefreshCwIcon aria-hidden="true" />
          Cambiar estado
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          <Trash2Icon aria-hidden="true" />
          Eliminar seleccionadas
        </Button>
      </div>

      <AlertDialog open={confirmDelete} onOpenChange={(open) => !bulkDelete.isPending && setConfirmDelete(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>¿Estás seguro de eliminar {n === 1 ? 'esta colaboración' : `estas ${n} colaboraciones`}?</AlertDialogTitle>
            <AlertDialogDescription>
              Se eliminarán con su historial de estados y su envío. Una colaboración con archivos entregados no se elimina (es contenido de la marca):
              si alguna los tiene, no se elimina ninguna; cámbiala a Cancelada. Esta acción no se puede deshacer.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={bulkDelete.isPending}>Cancelar</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={bulkDelete.isPending}
              onClick={() =>
                bulkDelete.mutate([...ids], {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    onDone();
                  },
                })
              }
            >
              {bulkDelete.isPending ? <Spinner /> : null}
              Eliminar
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <Dialog
        open={estadoOpen}
        onOpenChange={(open) => {
          if (bulkEstado.isPending) return;
          setEstadoOpen(open);
          if (!open) setEstado(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cambiar estado</DialogTitle>
            <DialogDescription>Elige el nuevo estado para {seleccionadas(n)}. El cambio queda registrado en su historial.</DialogDescription>
          </DialogHeader>
          <FormField label="Nuevo estado">
            {(control) => (
              <Select value={estado ?? ''} onValueChange={(value) => isEstado(value) && setEstado(value)} disabled={bulkEstado.isPending}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder="Selecciona un estado" />
                </SelectTrigger>
                <SelectContent>
                  {ESTADOS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {ESTADO_BADGES[value].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={bulkEstado.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button
              disabled={estado === null || bulkEstado.isPending}
              onClick={() =>
                estado &&
                bulkEstado.mutate(
                  { ids: [...ids], estado },
                  {
                    onSuccess: () => {
                      setEstadoOpen(false);
                      setEstado(null);
                      onDone();
                    },
                  },
                )
              }
            >
              {bulkEstado.isPending ? <Spinner /> : null}
              Confirmar cambio
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
