import { SlidersHorizontalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EQUIPOS, ESTADOS_MEXICO } from '@shared/domain/perfil-options';
import { ACTIVA_LABELS, ACTIVA_VALUES } from '@shared/schemas/colaboradoras';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ColaboradorasFilters } from '../hooks/use-colaboradoras-params';

export const NO_FILTERS: ColaboradorasFilters = { estado: '', equipo: '', activa: '', sinEntregar: '' };

export function activeFilterCount(filters: ColaboradorasFilters): number {
  return [filters.estado, filters.equipo, filters.activa, filters.sinEntregar].filter(Boolean).length;
}

export const SIN_ENTREGAR_LABEL = 'Sin entregar tras 7 días o más';

/**
 * The Filters button (spec §2) and its dialog: estado (the 32 states), recording equipment, and with or
 * without an active collaboration. The choices apply together with 'Aplicar filtros'.
 */
export function FiltrosDialog({ value, onApply }: { value: ColaboradorasFilters; onApply: (filters: ColaboradorasFilters) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const count = activeFilterCount(value);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opening starts from what is applied now.
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={count > 0 ? `Filtros (${count} activos)` : 'Filtros'}>
          <SlidersHorizontalIcon aria-hidden="true" />
          Filtros
          {count > 0 ? (
            <Badge variant="default" size="tight" className="ml-0.5" aria-hidden="true">
              {count}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent width="md">
        <DialogHeader>
          <DialogTitle>Filtros</DialogTitle>
          <DialogDescription>Muestra solo las colaboradoras que cumplen todo lo que elijas.</DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
            setOpen(false);
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-estado`}>Estado</Label>
            <NativeSelect
              id={`${id}-estado`}
              value={draft.estado}
              onChange={(event) => setDraft({ ...draft, estado: event.target.value as ColaboradorasFilters['estado'] })}
            >
              <option value="">Todos los estados</option>
              {ESTADOS_MEXICO.map((estado) => (
                <option key={estado} value={estado}>
                  {estado}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-equipo`}>Equipo de grabación</Label>
            <NativeSelect
              id={`${id}-equipo`}
              value={draft.equipo}
              onChange={(event) => setDraft({ ...draft, equipo: event.target.value as ColaboradorasFilters['equipo'] })}
            >
              <option value="">Todos los equipos</option>
              {EQUIPOS.map((equipo) => (
                <option key={equipo} value={equipo}>
                  {equipo}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-activa`}>Colaboración</Label>
            <NativeSelect
              id={`${id}-activa`}
              value={draft.activa}
              onChange={(event) => setDraft({ ...draft, activa: event.target.value as ColaboradorasFilters['activa'] })}
            >
              <option value="">Todas</option>
              {ACTIVA_VALUES.map((activa) => (
                <option key={activa} value={activa}>
                  {ACTIVA_LABELS[activa]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-sin-entregar`}>Entrega</Label>
            <NativeSelect
              id={`${id}-sin-entregar`}
              value={draft.sinEntregar}
              onChange={(event) => setDraft({ ...draft, sinEntregar: event.target.value === 'si' ? 'si' : '' })}
            >
              <option value="">Todas</option>
              <option value="si">{SIN_ENTREGAR_LABEL}</option>
            </NativeSelect>
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setDraft(NO_FILTERS)} disabled={activeFilterCount(draft) === 0}>
            Limpiar filtros
          </Button>
          <Button type="submit" form={`${id}-form`}>
            Aplicar filtros
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
