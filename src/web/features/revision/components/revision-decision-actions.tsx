import { lazy, Suspense, useState } from 'react';
import { canTrigger } from '@shared/domain/estado';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { Button } from '@web/components/ui/button';
import { lineIcon } from '@web/components/ui/line-icon';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { onIntent } from '@web/lib/on-intent';

// The dialogs (react-hook-form, the resolver, the note's schema) are their own chunk, mounted the first time
// one opens (decision 085), as Gestión's form (decision 082). It is fetched on the first sign that one may
// be wanted (the pointer over, a touch on or the focus in the buttons), not on every visit once the first
// load is over, opened or not (decision 089).
const loadDialogs = () => import('./revision-decision-dialogs');
const INTENT = onIntent(loadDialogs);
const AprobarDialog = lazy(() => loadDialogs().then((m) => ({ default: m.AprobarDialog })));
const CambiosDialog = lazy(() => loadDialogs().then((m) => ({ default: m.CambiosDialog })));

// Lucide's MessageSquareWarning and CheckCircle2, one path each and no component (decision 099).
const ICON_CAMBIOS = lineIcon('M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM12 15h.01M12 7v4');
const ICON_APROBAR = lineIcon('M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M16 9l-5.5 5.5L8 12');

/**
 * The two outcomes of a review (issue 6), offered while the collaboration is in revision: 'Aprobar
 * entrega' after a confirmation, and 'Solicitar cambios' with a required note the creator will read.
 */
export function RevisionDecisionActions({ colaboracion }: { colaboracion: RevisionColaboracion }) {
  const [dialog, setDialog] = useState<'aprobar' | 'cambios' | null>(null);
  const mounted = useOpenedOnce(dialog !== null);
  const puedeAprobar = canTrigger('aprobar', 'admin', colaboracion.estado);
  const puedePedirCambios = canTrigger('solicitar_cambios', 'admin', colaboracion.estado);
  if (!puedeAprobar && !puedePedirCambios) return null;
  const close = () => setDialog(null);
  return (
    <div className="flex flex-wrap gap-2" {...INTENT}>
      {puedePedirCambios ? (
        <Button variant="outline" onClick={() => setDialog('cambios')}>
          {ICON_CAMBIOS}
          Solicitar cambios
        </Button>
      ) : null}
      {puedeAprobar ? (
        <Button onClick={() => setDialog('aprobar')}>
          {ICON_APROBAR}
          Aprobar entrega
        </Button>
      ) : null}
      {mounted ? (
        <Suspense fallback={null}>
          <AprobarDialog open={dialog === 'aprobar'} colaboracion={colaboracion} onClose={close} />
          <CambiosDialog open={dialog === 'cambios'} colaboracion={colaboracion} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
