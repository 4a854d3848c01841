import { XIcon } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import type { StoreJob } from '@shared/schemas/shopify';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useStoreStatus } from '@web/lib/store-status';
import { useCurrentStoreJob, useOnStoreJobEnd } from '../../api/store-jobs';
import { StoreJobProgress, jobSummary } from './store-job-progress';
import { formatNumero } from '@web/lib/format';


/** A finished job stays on screen this long after it ended (then the page is quiet again). */
const RECENT_MS = 30 * 60_000;

/**
 * Gestión's view of the running store job (import, re-sync, catalogue read): its progress while it runs,
 * whoever started it and wherever, and its Spanish summary when it ends. Staff can leave and come back:
 * the job runs on the server. 'Cerrar' hides a finished one.
 */
export const StoreJobPanel = memo(function StoreJobPanel() {
  const status = useStoreStatus({ refetchOnMount: false });
  const job = useCurrentStoreJob(status.data?.connected === true);
  const current = job.data?.trabajo ?? null;
  const [hidden, setHidden] = useState<string | null>(null);
  // When the screen opened: a job that ended a while before it is not news.
  const [openedAt] = useState(() => Date.now());
  const onEnd = useCallback((ended: StoreJob) => {
    if (ended.estado === 'fallida') toast.error(jobSummary(ended));
    else if (ended.tipo === 'import' && ended.resumen) toast.success(`${formatNumero(ended.resumen.creadas + ended.resumen.actualizadas)} productos importados exitosamente`);
  }, []);
  useOnStoreJobEnd(current, onEnd);
  if (!current || hidden === current.id) return null;
  const recent = current.terminadaAt !== null && openedAt - new Date(current.terminadaAt).getTime() < RECENT_MS;
  if (!current.activo && !recent) return null;
  return (
    <div className="relative">
      <StoreJobProgress job={current} />
      {current.activo ? null : (
        <div className="absolute top-2 right-2">
          <Button variant="ghost" size="icon" aria-label="Cerrar" onClick={() => setHidden(current.id)}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
});
