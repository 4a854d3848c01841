import { type FormEvent, useId, useState } from 'react';
import { CANAL_LABELS, CANALES, DURACIONES_MESES, TERMINOS_TEXTO_MAX, terminosInputSchema, type Canal, type Terminos } from '@shared/schemas/derechos';
import { canalesTexto, duracionTexto } from '@web/components/derechos-uso';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { formatFecha } from '@web/lib/format';
import { useGuardarTerminos, useTerminosUso } from '../api/terminos';

/**
 * Configuración → Términos de uso del contenido (issue 18): what the brand may do with delivered content.
 * Saving writes a new version; creators accept the current one when they send to review. Tienda reads.
 */
export function TerminosUsoCard({ canEdit }: { canEdit: boolean }) {
  const query = useTerminosUso();
  const current = query.data?.terminos ?? null;
  return (
    <Card role="region" aria-labelledby="terminos-title">
      <CardHeader>
        <CardTitle id="terminos-title">Términos de uso del contenido</CardTitle>
        <CardDescription>
          {current
            ? `Versión ${current.version}, desde el ${formatFecha(current.createdAt)}: ${canalesTexto(current.canales)}, ${duracionTexto(current.duracionMeses)}.`
            : 'Aún no hay términos: las colaboradoras envían su contenido sin aceptar ninguno.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? null : canEdit ? (
          <TerminosForm key={current?.version ?? 0} current={current} />
        ) : current ? (
          <p className="text-sm whitespace-pre-line">{current.texto}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TerminosForm({ current }: { current: Terminos | null }) {
  const [canales, setCanales] = useState<Canal[]>(current?.canales ?? ['organico']);
  const [duracion, setDuracion] = useState<string>(current ? String(current.duracionMeses ?? 'perpetuo') : '12');
  const [texto, setTexto] = useState(current?.texto ?? '');
  const [error, setError] = useState<string | undefined>();
  const guardar = useGuardarTerminos();
  const textoId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = terminosInputSchema.safeParse({ canales, duracionMeses: duracion === 'perpetuo' ? null : Number(duracion), texto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    guardar.mutate(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Términos de uso del contenido" className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Canales donde la marca puede usar el contenido</legend>
        {CANALES.map((canal) => (
          <div key={canal} className="flex items-center gap-2">
            <Checkbox
              id={`canal-${canal}`}
              checked={canales.includes(canal)}
              onCheckedChange={(on) => setCanales((prev) => (on === true ? [...prev.filter((c) => c !== canal), canal] : prev.filter((c) => c !== canal)))}
            />
            <Label htmlFor={`canal-${canal}`}>{CANAL_LABELS[canal]}</Label>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="terminos-duracion">Duración</Label>
        <NativeSelect id="terminos-duracion" className="sm:w-56" value={duracion} onChange={(e) => setDuracion(e.target.value)}>
          {DURACIONES_MESES.map((m) => (
            <option key={m} value={m}>
              {duracionTexto(m)}
            </option>
          ))}
          <option value="perpetuo">Perpetua (sin fecha de fin)</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={textoId}>Texto que acepta la colaboradora</Label>
        <textarea
          id={textoId}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          maxLength={TERMINOS_TEXTO_MAX}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={guardar.isPending}>
          {guardar.isPending ? <Spinner /> : null}
          Guardar nueva versión
        </Button>
      </div>
    </form>
  );
}
