import { useState } from 'react';
import { ImagesIcon } from 'lucide-react';
import { GALERIA_FEEDBACKS, GALERIA_TIPOS, type GaleriaFeedback, type GaleriaItem, type GaleriaTipo } from '@shared/schemas/galeria';
import { CANALES, type Canal } from '@shared/schemas/derechos';
import { ANUNCIO_FILTROS, type AnuncioFiltro } from '@shared/schemas/anuncios';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { plural } from '@web/lib/format';
import { useLatestSearchParams } from '@web/lib/use-latest-search-params';
import { GALERIA_ERROR, useGaleria } from '@web/features/contenido/api/galeria-entregas';
import { GaleriaCard } from '@web/features/contenido/components/galeria-card';
import { PublicacionesEncontradas } from '@web/features/contenido/components/publicaciones-encontradas';
import { GaleriaFilters } from '@web/features/contenido/components/galeria-filters';
import { GaleriaViewer } from '@web/features/contenido/components/galeria-viewer';
import { AutorizacionesCard } from '@web/features/anuncios/components/autorizaciones-card';

const oneOf = <T extends string>(list: readonly T[], v: string | null): v is T => v !== null && (list as readonly string[]).includes(v);

interface Filtros {
  tipo: GaleriaTipo;
  feedback: GaleriaFeedback | null;
  uso: Canal | null;
  anuncio: AnuncioFiltro | null;
  page: number;
}

function readFiltros(params: URLSearchParams): Filtros {
  const rawTipo = params.get('tipo');
  const rawFeedback = params.get('feedback');
  const rawUso = params.get('uso');
  const rawAnuncio = params.get('anuncio');
  return {
    tipo: oneOf(GALERIA_TIPOS, rawTipo) ? rawTipo : 'todos',
    feedback: oneOf(GALERIA_FEEDBACKS, rawFeedback) ? rawFeedback : null,
    uso: oneOf(CANALES, rawUso) ? rawUso : null,
    anuncio: oneOf(ANUNCIO_FILTROS, rawAnuncio) ? rawAnuncio : null,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /contenido (admin): the gallery of delivered photos and videos; type, rating, permitted use and page live in the URL. */
export function ContenidoPage() {
  const [params, changeParams] = useLatestSearchParams();
  const { tipo, feedback, uso, anuncio, page } = readFiltros(params);
  const galeria = useGaleria({ tipo, feedback, uso, anuncio, page });
  const [open, setOpen] = useState<GaleriaItem | null>(null);

  // Each change starts from the filter last asked for, not the last one drawn: a chip pressed just before
  // the rating is chosen stays pressed (issue 26).
  const update = (next: Partial<Filtros>) =>
    changeParams(
      (latest) => {
        const current = readFiltros(latest);
        const t = next.tipo ?? current.tipo;
        const f = next.feedback === undefined ? current.feedback : next.feedback;
        const u = next.uso === undefined ? current.uso : next.uso;
        const a = next.anuncio === undefined ? current.anuncio : next.anuncio;
        const p = next.page ?? 1;
        const search = new URLSearchParams();
        if (t !== 'todos') search.set('tipo', t);
        if (f) search.set('feedback', f);
        if (u) search.set('uso', u);
        if (a) search.set('anuncio', a);
        if (p > 1) search.set('page', String(p));
        return search;
      },
      { replace: next.page === undefined },
    );
  const filtered = tipo !== 'todos' || feedback !== null || uso !== null || anuncio !== null;
  const data = galeria.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <PageHeader title="Contenido" description="Galería de las fotos y videos que entregaron las colaboradoras." />
      <GaleriaFilters
        tipo={tipo}
        feedback={feedback}
        uso={uso}
        onUso={(u) => update({ uso: u })}
        anuncio={anuncio}
        onAnuncio={(a) => update({ anuncio: a })}
        counts={data?.counts}
        onTipo={(t) => update({ tipo: t })}
        onFeedback={(f) => update({ feedback: f })}
      />
      {galeria.isPending ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" role="status" aria-label="Cargando...">
          {Array.from({ length: 10 }, (_, i) => (
            <li key={i}>
              <Skeleton radius="lg" className="aspect-square w-full" />
              <Skeleton className="mt-2 h-4 w-3/4" />
            </li>
          ))}
        </ul>
      ) : galeria.isError && !data ? (
        <EmptyState
          icon={ImagesIcon}
          title={GALERIA_ERROR}
          description={errorMessage(galeria.error)}
          action={
            <Button variant="outline" onClick={() => void galeria.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : data && data.items.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="galeria-total">
            {plural(data.total, 'archivo', 'archivos')}
          </p>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-busy={galeria.isFetching} aria-label="Contenido entregado">
            {data.items.map((item) => (
              <li key={item.id}>
                <GaleriaCard item={item} onOpen={setOpen} />
              </li>
            ))}
          </ul>
          <Pagination className="mt-6" page={page} pageCount={pageCount} onPageChange={(p) => update({ page: p })} disabled={galeria.isFetching} />
        </>
      ) : data && data.total > 0 ? (
        <EmptyState
          icon={ImagesIcon}
          title="Esta página no existe"
          action={
            <Button variant="outline" onClick={() => update({ page: 1 })}>
              Ir a la primera página
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={ImagesIcon}
          title={filtered ? 'No hay contenido con estos filtros' : 'Aún no hay contenido entregado'}
          description={
            filtered
              ? 'Prueba con otro tipo o calificación.'
              : 'Aquí aparecerán las fotos y videos que suban las colaboradoras, con su calificación.'
          }
        />
      )}
      <PublicacionesEncontradas />
      <GaleriaViewer
        item={open}
        onClose={() => setOpen(null)}
        // Ad authorizations ride on the usage record: only a file delivered under accepted terms has one.
        extra={(item) => (item.derechos ? <AutorizacionesCard colaboracionId={item.colaboracion.id} /> : null)}
      />
    </>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { ContenidoPage as Component };
