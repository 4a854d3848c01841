import { useId } from 'react';
import { TALLAS, TIPOS } from '@shared/domain/options';
import { DISPONIBLES_Q_MAX } from '@shared/domain/limits';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { DisponiblesFilters as Filters } from '../api/get-disponibles';

/** Search, size filter and cut filter of spec §2 Disponibles. */
export function DisponiblesFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const id = useId();
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div className="col-span-2 space-y-1">
        <Label htmlFor={`${id}-q`}>Buscar</Label>
        <Input
          id={`${id}-q`}
          type="search"
          maxLength={DISPONIBLES_Q_MAX}
          placeholder="Marca, color o modelo"
          value={value.q ?? ''}
          onChange={(e) => onChange({ ...value, q: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-talla`}>Talla</Label>
        <NativeSelect id={`${id}-talla`} value={value.talla ?? ''} onChange={(e) => onChange({ ...value, talla: e.target.value })}>
          <option value="">Todas</option>
          {TALLAS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-tipo`}>Corte</Label>
        <NativeSelect id={`${id}-tipo`} value={value.tipo ?? ''} onChange={(e) => onChange({ ...value, tipo: e.target.value })}>
          <option value="">Todos</option>
          {TIPOS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
