import { lazy, memo, Suspense, useId, useState } from 'react';
import { buttonVariants } from '@web/components/ui/button';
import { lineIcon } from '@web/components/ui/line-icon';
import { DOWNLOAD_PATH, USER_ROUND_PATH } from '@web/components/ui/line-icon-paths';
import { DerechosUso } from '@web/components/derechos-uso';
import { PublicacionesLista } from '@web/components/publicaciones-lista';
import { useDetachPublicacion } from '../api/detach-publicacion';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import type { RevisionEntregasResponse } from '@shared/schemas/revision';
import { useRevisionEntregas } from '../api/revision-queries';
import { RevisionCounters } from './revision-counters';
import { RevisionDecisionActions } from './revision-decision-actions';
import { RevisionEntregaSections } from './revision-entrega-sections';
import { RevisionLoading, RevisionLoadError } from './revision-states';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { onIntent } from '@web/lib/on-intent';

// The feedback editor and the viewer (Radix's Dialog and its scroll lock, the video player, the feedback's
// mutation) are not part of the first load: their chunks are fetched on the first sign that a file may be
// opened (the pointer over, a touch on or the focus in the files), and each mounts the first time it opens,
// then stays so it animates closed (decision 094). Both Dialog roots, closed, rendered with every panel
// render, and their chunks were requested and evaluated on every visit.
const loadFeedback = () => import('./revision-feedback-dialog');
const loadViewer = () => import('./revision-viewer-dialog');
const RevisionFeedbackDialog = lazy(() => loadFeedback().then((m) => ({ default: m.RevisionFeedbackDialog })));
const RevisionViewerDialog = lazy(() => loadViewer().then((m) => ({ default: m.RevisionViewerDialog })));
const INTENT = onIntent(() => Promise.all([loadFeedback(), loadViewer()]));

// Lucide's UserRound and Download, one path each (decision 099).
const ICON_USER = lineIcon(USER_ROUND_PATH);
const ICON_DOWNLOAD = lineIcon(DOWNLOAD_PATH);
const DOWNLOAD = buttonVariants({ variant: 'outline' });

/**
 * The selected collaboration: its name, creator and state, the outcomes while in revision, the counters,
 * the links of her published posts (decision 047) and the deliveries by feedback. A file opens the feedback editor in admin mode, the viewer otherwise.
 * Memoised: a render of the page from above (its second commit on a first load) drew the panel and every
 * tile again with the same props (decision 099).
 */
export const RevisionColaboracionPanel = memo(function RevisionColaboracionPanel({ colaboracionId, adminMode }: { colaboracionId: string; adminMode: boolean }) {
  const query = useRevisionEntregas(colaboracionId);
  const [open, setOpen] = useState<{ kind: 'ver' | 'calificar'; id: string } | null>(null);
  const headingId = useId();
  const feedbackMounted = useOpenedOnce(open?.kind === 'calificar');
  const viewerMounted = useOpenedOnce(open?.kind === 'ver');

  if (query.isPending) return <RevisionLoading />;
  if (query.isError) return <RevisionLoadError onRetry={() => void query.refetch()} />;

  const { colaboracion, entregas, counts, publicaciones, derechos } = query.data;
  const current = open ? entregas.find((e) => e.id === open.id) : undefined;
  const close = () => setOpen(null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5" data-testid="revision-panel" data-colaboracion-id={colaboracion.id}>
      <header className="flex flex-col gap-3 border-t pt-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 id={headingId} className="font-display text-xl font-semibold tracking-tight">
            {colaboracion.nombre}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              {ICON_USER}
              <span className="sr-only">Colaboradora: </span>
              <span data-testid="revision-panel-colaboradora">{colaboracion.colaboradora.nombre}</span>
            </span>
            <EstadoBadge estado={colaboracion.estado} />
          </p>
          {adminMode ? <p className="text-sm text-muted-foreground">Modo administrador: haz clic en una foto o video para calificarlo.</p> : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {entregas.length > 0 ? (
            // A plain link: the browser downloads the ZIP as the server streams it (issue 18).
            <a href={`/api/revision/colaboraciones/${colaboracion.id}/descarga`} download className={DOWNLOAD}>
              {ICON_DOWNLOAD}
              Descargar todo (ZIP)
            </a>
          ) : null}
          <RevisionDecisionActions colaboracion={colaboracion} />
        </div>
      </header>

      <RevisionCounters counts={counts} />

      {/* The usage rights she accepted: every file below carries them (issue 18). */}
      <DerechosUso derechos={derechos} />

      <RevisionPublicaciones publicaciones={publicaciones} />

      <div {...INTENT}>
        <RevisionEntregaSections entregas={entregas} adminMode={adminMode} onOpen={(e) => setOpen({ kind: adminMode ? 'calificar' : 'ver', id: e.id })} />
      </div>

      {/* One boundary each: the viewer's chunk arriving (Ver from the editor) does not hide the editor. */}
      {feedbackMounted ? (
        <Suspense fallback={null}>
          <RevisionFeedbackDialog
            entrega={open?.kind === 'calificar' ? current : undefined}
            colaboracionId={colaboracion.id}
            onClose={close}
            onView={() => open && setOpen({ kind: 'ver', id: open.id })}
          />
        </Suspense>
      ) : null}
      {viewerMounted ? (
        <Suspense fallback={null}>
          <RevisionViewerDialog
            entrega={open?.kind === 'ver' ? current : undefined}
            nombre={`${colaboracion.nombre} · ${colaboracion.colaboradora.nombre}`}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
});


/** Proof of publication (decision 047): where she published, each link opening the post in a new tab. */
function RevisionPublicaciones({ publicaciones }: { publicaciones: RevisionEntregasResponse['publicaciones'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="revision-publicaciones">
      <h3 id={headingId} className="text-sm font-semibold">
        Publicaciones ({publicaciones.length})
      </h3>
      {publicaciones.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aún no agrega enlaces de sus publicaciones.</p>
      ) : (
        <div className="max-w-2xl">
          <PublicacionesConQuitar publicaciones={publicaciones} />
        </div>
      )}
    </section>
  );
}

/** The list with 'Quitar': its mutation exists only where there is a link to remove (decision 099). */
function PublicacionesConQuitar({ publicaciones }: { publicaciones: RevisionEntregasResponse['publicaciones'] }) {
  const detach = useDetachPublicacion(publicaciones[0]?.colaboracionId ?? '');
  return <PublicacionesLista publicaciones={publicaciones} onDetach={(p) => detach.mutate(p.id)} removing={detach.isPending ? detach.variables : null} />;
}
