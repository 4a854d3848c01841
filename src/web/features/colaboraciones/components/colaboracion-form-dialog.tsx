import { useMemo } from 'react';
import type { Colaboracion, ColaboracionCreateInput, ColaboracionUpdateInput } from '@shared/schemas/colaboracion';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useCreateColaboracion } from '../api/create-colaboracion';
import { useUpdateColaboracion } from '../api/update-colaboracion';
import { ColaboracionForm } from './colaboracion-form';

/** What the dialog is open for: nothing, a new collaboration, or editing one. */
export type FormTarget = { mode: 'create' } | { mode: 'edit'; colaboracion: Colaboracion } | null;

/** 'Nueva colaboración' / 'Editar colaboración': the form of spec §5; closes after a successful save. */
export function ColaboracionFormDialog({ target, onClose }: { target: FormTarget; onClose: () => void }) {
  const create = useCreateColaboracion();
  const update = useUpdateColaboracion();
  const saving = create.isPending || update.isPending;
  const colaboracion = target?.mode === 'edit' ? target.colaboracion : null;
  // One key per opened 'Nueva' form: every Guardar of it is the same create (decision 039).
  const formKey = useMemo(() => (target?.mode === 'create' ? newIdempotencyKey() : ''), [target]);

  function submit(values: ColaboracionUpdateInput) {
    if (colaboracion) update.mutate({ id: colaboracion.id, input: values }, { onSuccess: onClose });
    // The create resolver only lets the six create states through.
    else create.mutate({ input: values as ColaboracionCreateInput, key: formKey }, { onSuccess: onClose });
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{colaboracion ? 'Editar colaboración' : 'Nueva colaboración'}</DialogTitle>
          <DialogDescription>Los campos marcados con * son obligatorios.</DialogDescription>
        </DialogHeader>
        {target ? <ColaboracionForm key={colaboracion?.id ?? 'nueva'} colaboracion={colaboracion} saving={saving} onSubmit={submit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
