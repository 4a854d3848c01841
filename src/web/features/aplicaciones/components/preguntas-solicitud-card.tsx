import { useId, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import {
  esFija,
  PREGUNTA_TIPO_LABEL,
  PREGUNTA_TIPOS_PROPIOS,
  PREGUNTAS_LIMITES,
  PREGUNTAS_SIEMPRE,
  preguntasInputSchema,
  type Pregunta,
  type PreguntasResponse,
  type PreguntaTipo,
} from '@shared/schemas/aplicaciones';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatFechaHora } from '@web/lib/format';
import { useGuardarPreguntas, usePreguntasSolicitud } from '../api/preguntas';

/**
 * Configuración: the application's questions (decision 079). Admins reorder them, make them required or
 * optional, hide the defaults (name and email are always asked), rename them, and add their own (short
 * text, long text, number, one option from a list). Saving makes a new version: pages already open keep
 * theirs. Tienda reads it.
 */
export function PreguntasSolicitudCard({ canEdit }: { canEdit: boolean }) {
  const query = usePreguntasSolicitud();
  if (query.isPending || query.isError) return null;
  // Tienda reads the questions as text, as the rest of Configuración reads for her: no form to find disabled.
  if (!canEdit) return <Lectura actual={query.data} />;
  return <Editor key={query.data.version} actual={query.data} />;
}

function Lectura({ actual }: { actual: PreguntasResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preguntas de la solicitud</CardTitle>
        <CardDescription>Lo que pregunta la página pública /aplica, en este orden. Solo un administrador puede cambiarlas.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2" aria-label="Preguntas de la solicitud">
          {actual.preguntas.map((p, i) => (
            <li key={p.id} data-testid="pregunta-solicitud" className={`rounded-lg border p-3 text-sm ${p.oculta ? 'bg-muted/50 text-muted-foreground' : ''}`}>
              <p className="font-medium">{`${i + 1}. ${p.etiqueta}`}</p>
              <p className="text-muted-foreground">
                {[PREGUNTA_TIPO_LABEL[p.tipo], p.oculta ? 'Oculta' : p.requerida ? 'Obligatoria' : 'Opcional'].join(' · ')}
                {p.tipo === 'opcion' && p.opciones.length ? ` · ${p.opciones.join(', ')}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** The options as typed: one a line (kept as typed until saved, so a line can be half written). */
type Fila = Pregunta & { opcionesTexto: string };

const aFila = (p: Pregunta): Fila => ({ ...p, opcionesTexto: p.opciones.join('\n') });
const deFila = ({ opcionesTexto, ...p }: Fila): Pregunta => ({
  ...p,
  opciones: p.tipo === 'opcion' ? opcionesTexto.split('\n').map((o) => o.trim()).filter((o) => o !== '') : [],
});
const nuevoId = () => `p_${Math.random().toString(36).slice(2, 10).replace(/[^a-z0-9]/g, '') || 'x'}`;

/** The admin's editor (tienda gets Lectura). */
function Editor({ actual }: { actual: PreguntasResponse }) {
  const [filas, setFilas] = useState<Fila[]>(() => actual.preguntas.map(aFila));
  const [error, setError] = useState<string | null>(null);
  const guardar = useGuardarPreguntas();
  const errorId = useId();

  const cambiar = (i: number, cambio: Partial<Fila>) => setFilas((fs) => fs.map((f, j) => (j === i ? { ...f, ...cambio } : f)));
  const mover = (i: number, paso: -1 | 1) =>
    setFilas((fs) => {
      const j = i + paso;
      if (j < 0 || j >= fs.length) return fs;
      const copia = [...fs];
      [copia[i], copia[j]] = [copia[j]!, copia[i]!];
      return copia;
    });
  const quitar = (i: number) => setFilas((fs) => fs.filter((_, j) => j !== i));
  const agregar = () =>
    setFilas((fs) => [...fs, { id: nuevoId(), etiqueta: '', tipo: 'texto_corto', requerida: false, oculta: false, opciones: [], opcionesTexto: '' }]);

  const onGuardar = () => {
    const input = { version: actual.version, preguntas: filas.map(deFila) };
    // The server's rule, here first: the same Spanish message without a round trip.
    const checked = preguntasInputSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Revisa las preguntas');
      return;
    }
    setError(null);
    guardar.mutate(input);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preguntas de la solicitud</CardTitle>
        <CardDescription>
          Lo que pregunta la página pública /aplica, en este orden. El nombre y el correo siempre se piden. Al guardar, quien ya tenga la página abierta
          termina con las preguntas que vio.
          {actual.actualizadoAt ? ` Última versión: ${formatFechaHora(actual.actualizadoAt)}${actual.actualizadoPor ? `, por ${actual.actualizadoPor}` : ''}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3" aria-label="Preguntas de la solicitud">
          {filas.map((f, i) => (
            <li key={f.id} data-testid="pregunta-solicitud" className={`rounded-lg border p-3 ${f.oculta ? 'bg-muted/50' : ''}`}>
              <FilaPregunta
                fila={f}
                posicion={i + 1}
                total={filas.length}
                onChange={(c) => cambiar(i, c)}
                onMover={(paso) => mover(i, paso)}
                onQuitar={() => quitar(i)}
              />
            </li>
          ))}
        </ol>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={agregar} disabled={filas.length >= PREGUNTAS_LIMITES.preguntas}>
            <PlusIcon aria-hidden="true" />
            Agregar pregunta
          </Button>
          <Button pending={guardar.isPending} onClick={onGuardar} aria-describedby={error ? errorId : undefined}>
            Guardar preguntas
          </Button>
        </div>
        {filas.length >= PREGUNTAS_LIMITES.preguntas ? (
          <p className="text-sm text-muted-foreground">{`La solicitud puede tener hasta ${PREGUNTAS_LIMITES.preguntas} preguntas.`}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function FilaPregunta({
  fila: f,
  posicion,
  total,
  onChange,
  onMover,
  onQuitar,
}: {
  fila: Fila;
  posicion: number;
  total: number;
  onChange: (c: Partial<Fila>) => void;
  onMover: (paso: -1 | 1) => void;
  onQuitar: () => void;
}) {
  const id = useId();
  const fija = esFija(f.id);
  const siempre = PREGUNTAS_SIEMPRE.includes(f.id);
  const nombre = f.etiqueta.trim() || `Pregunta ${posicion}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-etiqueta`} className="text-xs text-muted-foreground">
            {`Pregunta ${posicion}${fija ? ` · ${PREGUNTA_TIPO_LABEL[f.tipo]}` : ''}`}
          </label>
          <Input
            id={`${id}-etiqueta`}
            value={f.etiqueta}
            maxLength={PREGUNTAS_LIMITES.etiqueta}
            onChange={(e) => onChange({ etiqueta: e.target.value })}
            placeholder="Escribe la pregunta"
          />
        </div>
        <div className="flex shrink-0 gap-1 pt-5">
          <Button size="icon-row" variant="ghost" aria-label={`Subir «${nombre}»`} disabled={posicion === 1} onClick={() => onMover(-1)}>
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button size="icon-row" variant="ghost" aria-label={`Bajar «${nombre}»`} disabled={posicion === total} onClick={() => onMover(1)}>
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          {fija ? null : (
            <Button size="icon-row" variant="ghost-destructive" aria-label={`Quitar «${nombre}»`} onClick={onQuitar}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        {fija ? null : (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-tipo`} className="text-muted-foreground">
              Respuesta
            </label>
            <NativeSelect
              id={`${id}-tipo`}
              compact
              value={f.tipo}
              onChange={(e) => onChange({ tipo: e.target.value as PreguntaTipo })}
            >
              {PREGUNTA_TIPOS_PROPIOS.map((t) => (
                <option key={t} value={t}>
                  {PREGUNTA_TIPO_LABEL[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <label className="flex items-center gap-2">
          <Checkbox
            checked={f.requerida}
            disabled={siempre || f.oculta}
            onCheckedChange={(v) => onChange({ requerida: v === true })}
            aria-label={`«${nombre}» es obligatoria`}
          />
          Obligatoria
        </label>
        {fija ? (
          <label className="flex items-center gap-2">
            <Checkbox
              checked={!f.oculta}
              disabled={siempre}
              onCheckedChange={(v) => onChange({ oculta: v !== true })}
              aria-label={`Mostrar «${nombre}»`}
            />
            Se muestra
          </label>
        ) : null}
      </div>
      {f.tipo === 'opcion' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-opciones`} className="text-xs text-muted-foreground">
            {`Opciones, una por línea (de 2 a ${PREGUNTAS_LIMITES.opciones})`}
          </label>
          <textarea
            id={`${id}-opciones`}
            rows={3}
            value={f.opcionesTexto}
            onChange={(e) => onChange({ opcionesTexto: e.target.value })}
            className="rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs md:text-sm"
          />
        </div>
      ) : null}
    </div>
  );
}
