import { PUNTAJE_EXPLICACION, SIN_HISTORIAL } from '@shared/domain/puntaje';
import type { PuntajeResponse } from '@shared/schemas/seguimiento';

/** The score as a figure ('72 / 100'), or exactly 'Sin historial suficiente'. */
export function puntajeTexto(valor: number | null): string {
  return valor === null ? SIN_HISTORIAL : `${valor} / 100`;
}

/** '¿Cómo se calcula?': the plain-Spanish rule, folded under the figure (a native disclosure, keyboard and reader friendly). */
export function PuntajeExplicacion() {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        ¿Cómo se calcula?
      </summary>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-muted-foreground">
        {PUNTAJE_EXPLICACION.map((linea) => (
          <li key={linea}>{linea}</li>
        ))}
      </ul>
    </details>
  );
}

const pct = (v: number | null) => (v === null ? 'Aún no aplica' : `${Math.round(v * 100)}%`);

/**
 * The figure, its parts as they stand, and how it is computed: her profile (staff, under the dialog's
 * h2) and her Inicio (under the page's h1, so `nivel` 2 there: headings may not skip a level).
 */
export function PuntajeDetalle({ puntaje, titulo = 'Puntaje', nivel = 3 }: { puntaje: PuntajeResponse; titulo?: string; nivel?: 2 | 3 }) {
  const { partes, datos } = puntaje;
  const Heading = nivel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={titulo} className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground" data-testid="puntaje">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold">{titulo}</Heading>
        <p className={puntaje.valor === null ? 'text-sm font-medium text-muted-foreground' : 'text-2xl font-semibold tabular-nums'} data-testid="puntaje-valor">
          {puntajeTexto(puntaje.valor)}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[360px]:grid-cols-2">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Archivos útiles</dt>
          <dd className="tabular-nums">{pct(partes.utiles)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Publicación a tiempo</dt>
          <dd className="tabular-nums">{pct(partes.aTiempo)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Calificación promedio</dt>
          <dd className="tabular-nums">{partes.notaPromedio === null ? 'Aún no aplica' : `${partes.notaPromedio.toFixed(1)} de 3`}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Cambios solicitados</dt>
          <dd className="tabular-nums">{datos.cambios === 1 ? '1 vez' : `${datos.cambios} veces`}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Colaboraciones entregadas</dt>
          <dd className="tabular-nums">{datos.terminadas}</dd>
        </div>
      </dl>
      <PuntajeExplicacion />
    </section>
  );
}
