import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { useGuardarInstrucciones, useInstruccionesDevolucion } from '../api/problemas';

/** Configuración: what a creator reads when the old piece must come back (issue 29). Admin edits, tienda reads. */
export function InstruccionesDevolucionCard({ canEdit }: { canEdit: boolean }) {
  const query = useInstruccionesDevolucion();
  if (query.isPending) return null;
  return <Editor key={query.data?.texto ?? ''} texto={query.data?.texto ?? ''} canEdit={canEdit} />;
}

function Editor({ texto, canEdit }: { texto: string; canEdit: boolean }) {
  const [value, setValue] = useState(texto);
  const guardar = useGuardarInstrucciones();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Instrucciones de devolución</CardTitle>
        <CardDescription>Las ve la colaboradora cuando debe devolver la pieza anterior de un reemplazo.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor={id}>Instrucciones</Label>
        <textarea
          id={id}
          rows={4}
          maxLength={2000}
          value={value}
          readOnly={!canEdit}
          onChange={(e) => setValue(e.target.value)}
          className="rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs md:text-sm"
        />
        {canEdit ? (
          <Button className="w-fit" disabled={value === texto} pending={guardar.isPending} onClick={() => guardar.mutate(value)}>
            Guardar instrucciones
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
