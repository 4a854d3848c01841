import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type MedidasInput, type MedidasRow as Row, medidasSchema } from '@shared/schemas/colaboracion';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useUpdateMedidas } from '../api/update-medidas';
import { Thumbnail } from '@web/components/ui/thumbnail';

interface MedidasFields {
  cintura: string;
  cadera: string;
  largo: string;
}

const FIELDS = [
  ['cintura', 'Cintura (cm)'],
  ['cadera', 'Cadera (cm)'],
  ['largo', 'Largo (cm)'],
] as const;

const text = (value: number | null) => (value === null ? '' : String(value));
const valuesOf = (row: Row): MedidasFields => ({ cintura: text(row.cintura), cadera: text(row.cadera), largo: text(row.largo) });

// The shared schema parses unknown input (it preprocesses strings); the inputs hold text.
const resolver = zodResolver(medidasSchema) as unknown as Resolver<MedidasFields, unknown, MedidasInput>;

/** The grid shared by the header and the rows from 1024 px (brand and size get columns from 1280 px); below, each row is a card. */
export const MEDIDAS_GRID =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_repeat(3,5.5rem)_6rem] lg:items-start lg:gap-3 xl:grid-cols-[minmax(0,1fr)_8rem_3.5rem_repeat(3,5.5rem)_6rem]';

/**
 * One collaboration missing measurements: cintura, cadera and largo edited in place with the shared
 * positive-integer rule. 'Guardar' sends only what changed and is enabled only then (and while every value is valid).
 */
export function MedidasRow({ row }: { row: Row }) {
  const id = useId();
  const update = useUpdateMedidas();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<MedidasFields, unknown, MedidasInput>({ resolver, defaultValues: valuesOf(row), mode: 'onChange' });

  const submit = handleSubmit((values) => {
    const medidas: Partial<MedidasInput> = {};
    for (const [name] of FIELDS) if (dirtyFields[name]) medidas[name] = values[name];
    update.mutate({ id: row.id, medidas }, { onSuccess: ({ item, completa }) => !completa && reset(valuesOf(item)) });
  });

  return (
    <li data-id={row.id} className="rounded-xl border bg-card p-4 shadow-sm lg:rounded-none lg:border-0 lg:border-b lg:bg-transparent lg:px-4 lg:py-3 lg:shadow-none lg:last:border-b-0">
      <form noValidate onSubmit={submit} aria-label={`Medidas de ${row.titulo}`} className={MEDIDAS_GRID}>
        <div className="flex min-w-0 items-center gap-3">
          <Thumbnail src={row.thumbUrl} size={48} />
          <div className="min-w-0">
            <p className="font-medium break-words">{row.titulo}</p>
            <p className="text-xs text-muted-foreground">
              {row.producto}
              <span className="xl:hidden">
                {row.marca ? ` · ${row.marca}` : ''}
                {row.talla ? ` · Talla ${row.talla}` : ''}
              </span>
            </p>
          </div>
        </div>
        <p className="hidden pt-2 text-sm xl:block">{row.marca ?? <span className="text-muted-foreground">—</span>}</p>
        <p className="hidden pt-2 text-sm tabular-nums xl:block">{row.talla ?? <span className="text-muted-foreground">—</span>}</p>
        <div className="mt-3 grid grid-cols-3 gap-2 lg:contents">
          {FIELDS.map(([name, label]) => {
            const inputId = `${id}-${name}`;
            const errorId = `${inputId}-error`;
            const error = errors[name]?.message;
            return (
              <div key={name} className="flex min-w-0 flex-col gap-1">
                <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground lg:sr-only">
                  {label}
                  <span className="sr-only"> de {row.titulo}</span>
                </label>
                <Input
                  id={inputId}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="—"
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? errorId : undefined}
                  disabled={update.isPending}
                  compact
                  className="tabular-nums"
                  {...register(name)}
                />
                {error ? (
                  <p id={errorId} className="text-xs font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <Button type="submit" size="row" className="mt-3 w-full lg:mt-0" disabled={!isDirty || Object.keys(errors).length > 0 || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Guardar
        </Button>
      </form>
    </li>
  );
}
