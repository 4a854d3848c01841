import type { ReactNode } from 'react';
import type { ColaboradoraColaboracion, ColaboradoraDetailResponse, FeedbackCounts } from '@shared/schemas/colaboradoras';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { ExternalLink } from '@web/components/ui/external-link';
import { Skeleton } from '@web/components/ui/skeleton';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { errorMessage } from '@web/lib/api-client';
import { useColaboradora } from '../api/get-colaboradora';
import { fullName, instagramUrl, place } from '../lib/format';
import { Avatar } from '@web/components/avatar';
import { StatusBadge } from './status-badge';
import { PuntajeDetalle } from './puntaje';
import { formatFecha, plural } from '@web/lib/format';

/** 'Ver Perfil': her profile, her deliveries counted per rating and her collaborations with their dates. */
export function PerfilDialog({ id, onClose, children }: { id: string | null; onClose: () => void; children?: ReactNode }) {
  const perfil = useColaboradora(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width="2xl" padding="roomy" className="max-h-[90dvh] overflow-y-auto">
        {perfil.data ? (
          <PerfilContent data={perfil.data}>{children}</PerfilContent>
        ) : perfil.isError ? (
          <>
            <DialogHeader>
              <DialogTitle>Perfil de colaboradora</DialogTitle>
              <DialogDescription>{errorMessage(perfil.error)}</DialogDescription>
            </DialogHeader>
            <Button variant="outline" className="w-fit" onClick={() => void perfil.refetch()}>
              Reintentar
            </Button>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Perfil de colaboradora</DialogTitle>
              <DialogDescription>Cargando...</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-3" role="status" aria-label="Cargando...">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** `children`: sections the screen adds after hers (her code and sales, issue 27). */
function PerfilContent({ data, children }: { data: ColaboradoraDetailResponse; children?: ReactNode }) {
  const c = data.colaboradora;
  const name = fullName(c.nombre, c.apellidos);
  const datos: [string, ReactNode][] = [
    ['Correo', <a href={`mailto:${c.email}`} className="underline-offset-4 hover:underline">{c.email}</a>],
    [
      'Instagram',
      c.instagram ? (
        <ExternalLink href={instagramUrl(c.instagram)} className="text-primary underline-offset-4 hover:underline">
          @{c.instagram}
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </ExternalLink>
      ) : null,
    ],
    ['Ubicación', place(c.ciudad, c.estado)],
    ['Equipo de grabación', c.equipo],
    ['Edad', c.edad !== null ? `${c.edad} años` : null],
    ['Categoría', c.categoria],
    ['Talla', c.talla],
    ['Cintura', c.cintura !== null ? `${c.cintura} cm` : null],
    ['Cadera', c.cadera !== null ? `${c.cadera} cm` : null],
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <DialogHeader layout="row" className="min-w-0">
        <Avatar nombre={c.nombre} apellidos={c.apellidos} src={c.avatarUrl} size={72} />
        <div className="min-w-0 space-y-1.5">
          <DialogTitle size="lg" className="[overflow-wrap:anywhere]">{name}</DialogTitle>
          <DialogDescription>Colaboradora desde el {formatFecha(c.desde)}</DialogDescription>
          <div className="flex flex-wrap gap-2">
            <StatusBadge activa={c.activa} />
            {c.colaboracionActiva ? <EstadoBadge estado={c.colaboracionActiva.estado} /> : null}
          </div>
        </div>
      </DialogHeader>

      <section aria-labelledby="perfil-datos" className="space-y-2">
        <h3 id="perfil-datos" className="text-sm font-semibold">
          Datos
        </h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {datos
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
        {c.bio ? <p className="rounded-lg bg-muted/60 p-3 text-sm whitespace-pre-line [overflow-wrap:anywhere]">{c.bio}</p> : null}
      </section>

      <PuntajeDetalle puntaje={data.puntaje} />

      <section aria-labelledby="perfil-entregas" className="space-y-2">
        <h3 id="perfil-entregas" className="text-sm font-semibold">
          Entregas y calificaciones
        </h3>
        <Counters counts={data.entregas} />
      </section>

      <section aria-labelledby="perfil-colaboraciones" className="space-y-2">
        <h3 id="perfil-colaboraciones" className="text-sm font-semibold">
          Colaboraciones ({data.colaboraciones.length})
        </h3>
        {data.colaboraciones.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no tiene colaboraciones.</p>
        ) : (
          <ul aria-label="Colaboraciones" className="flex flex-col gap-2">
            {data.colaboraciones.map((colaboracion) => (
              <ColaboracionRow key={colaboracion.id} colaboracion={colaboracion} />
            ))}
          </ul>
        )}
      </section>
      {children}
    </div>
  );
}

const COUNTERS: [keyof FeedbackCounts, string][] = [
  ['total', 'Total'],
  ['imagenes', 'Fotos'],
  ['videos', 'Videos'],
  ['sinCalificar', 'Sin revisar'],
  ['excelente', 'Excelente'],
  ['bueno', 'Bueno'],
  ['descartado', 'Descartado'],
];

function Counters({ counts }: { counts: FeedbackCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
      {COUNTERS.map(([key, label]) => (
        <div key={key} className="rounded-lg bg-muted/60 px-3 py-2" data-counter={key}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function ColaboracionRow({ colaboracion: c }: { colaboracion: ColaboradoraColaboracion }) {
  const { entregas } = c;
  const sinCalificar = entregas.sinCalificar > 0 ? `, ${entregas.sinCalificar} sin revisar` : '';
  const ratings = entregas.total > 0 ? `: ${entregas.excelente} Excelente, ${entregas.bueno} Bueno, ${entregas.descartado} Descartado${sinCalificar}` : '';
  return (
    <li data-colaboracion-id={c.id} className="flex gap-3 rounded-lg border p-3">
      <Thumbnail src={c.thumbUrl} size={48} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium leading-snug [overflow-wrap:anywhere]">{c.nombreVisualizacion?.trim() || c.titulo}</p>
          <EstadoBadge estado={c.estado} />
        </div>
        <p className="text-xs text-muted-foreground">
          Solicitada el <time dateTime={c.solicitadaEl}>{formatFecha(c.solicitadaEl)}</time> · Último cambio el{' '}
          <time dateTime={c.actualizadaEl}>{formatFecha(c.actualizadaEl)}</time>
          {c.fechaInicio ? (
            <>
              {' '}
              · Inicio <time dateTime={c.fechaInicio}>{formatFecha(c.fechaInicio)}</time>
            </>
          ) : null}
          {c.fechaFin ? (
            <>
              {' '}
              · Fin <time dateTime={c.fechaFin}>{formatFecha(c.fechaFin)}</time>
            </>
          ) : null}
        </p>
        <p className="text-xs">
          {plural(entregas.total, 'entrega', 'entregas')}
          {ratings}
        </p>
      </div>
    </li>
  );
}
