import { lazy, Suspense, useState } from 'react';
import { CheckCircle2Icon, MessageSquareWarningIcon } from 'lucide-react';
import { canTrigger } from '@shared/domain/estado';
import type { RevisionColaboracion } from '@shared/schemas/revision';
import { Button } from '@web/components/ui/button';
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
          <MessageSquareWarningIcon aria-hidden="true" />
          Solicitar cambios
        </Button>
      ) : null}
      {puedeAprobar ? (
        <Button onClick={() => setDialog('aprobar')}>
          <CheckCircle2Icon aria-hidden="true" />
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
