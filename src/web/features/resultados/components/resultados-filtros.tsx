import { useState, type FormEvent } from 'react';
import { DownloadIcon } from 'lucide-react';
import { rangoError } from '@shared/schemas/resultados';
import { Button, buttonVariants } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { resultadosSearch, useResultadosOpciones, type ResultadosParams } from '../api/resultados';

/**
 * The range and the filters. Dates are checked here as the server checks them (the same rangoError), so
 * a reversed or absurd range says why in Spanish before anything is asked for; the CSV link carries the
 * filters applied, the ones the figures show.
 */
export function ResultadosFiltros({ params, onApply }: { params: ResultadosParams; onApply: (next: ResultadosParams) => void }) {
  const [draft, setDraft] = useState(params);
  const [error, setError] = useState<string | null>(null);
  const opciones = useResultadosOpciones();
  const set = (k: keyof ResultadosParams) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = !draft.desde || !draft.hasta ? 'Elige la fecha inicial y la final' : rangoError(draft.desde, draft.hasta);
    setError(problem);
    if (!problem) onApply(draft);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Filtros de resultados" className="mb-6 rounded-xl border bg-card p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField label="Desde" error={error ?? undefined}>
          {(control) => <Input {...control} type="date" name="desde" value={draft.desde} onChange={set('desde')} />}
        </FormField>
        <FormField label="Hasta">{(control) => <Input {...control} type="date" name="hasta" value={draft.hasta} onChange={set('hasta')} />}</FormField>
        <FormField label="Marca">
          {(control) => (
            <NativeSelect {...control} name="marca" value={draft.marca} onChange={set('marca')}>
              <option value="">Todas</option>
              {opciones.data?.marcas.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Tipo de producto">
          {(control) => (
            <NativeSelect {...control} name="producto" value={draft.producto} onChange={set('producto')}>
              <option value="">Todos</option>
              {opciones.data?.productos.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Creadora">
          {(control) => (
            <NativeSelect {...control} name="colaboradoraId" value={draft.colaboradoraId} onChange={set('colaboradoraId')}>
              <option value="">Todas</option>
              {opciones.data?.colaboradoras.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nombre}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Aplicar</Button>
        <a href={`/api/resultados/exportar?${resultadosSearch(params)}`} download className={buttonVariants({ variant: 'outline' })}>
          <DownloadIcon aria-hidden="true" />
          Exportar CSV
        </a>
        <p className="text-xs text-muted-foreground">Cuenta las colaboraciones cuyo producto se envió en estas fechas (hora de la Ciudad de México).</p>
      </div>
    </form>
  );
}
