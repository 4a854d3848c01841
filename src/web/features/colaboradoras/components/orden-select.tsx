import { useId } from 'react';
import { COLABORADORAS_ORDEN_LABELS, COLABORADORAS_ORDENES, type ColaboradorasOrden } from '@shared/schemas/colaboradoras';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';

/** 'Ordenar por': name (default) or score, highest first ('Sin historial suficiente' last). */
export function OrdenSelect({ value, onChange }: { value: ColaboradorasOrden; onChange: (next: ColaboradorasOrden) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        Ordenar por
      </Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as ColaboradorasOrden)}>
        {COLABORADORAS_ORDENES.map((o) => (
          <option key={o} value={o}>
            {COLABORADORAS_ORDEN_LABELS[o]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
