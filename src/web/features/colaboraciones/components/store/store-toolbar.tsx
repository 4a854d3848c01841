import { DatabaseZapIcon, DownloadIcon, RefreshCwIcon, SettingsIcon } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { StoreConnectionBadge } from '@web/components/store-connection-badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { PATHS } from '@web/paths';
import { useStoreStatus } from '@web/lib/store-status';
import { useCurrentStoreJob, useStartStoreJob } from '../../api/store-jobs';
import { useStoreSync } from '../../api/store-sync';
import { useScreenSync } from './use-screen-sync';
import { useOpenedOnce } from '@web/lib/use-opened-once';
import { onIntent } from '@web/lib/on-intent';

// The Importar dialog (Radix's Dialog, the store's catalogue, its job's progress) is not part of Gestión's
// first load: its chunk is fetched when the button is pointed at, touched or focused, and the dialog
// mounts the first time it opens (then stays, so it animates closed). Radix's Dialog root was rendered,
// closed, on every visit, and Intl's number format built when the body's module was evaluated (decision 089).
const loadImport = () => import('./import-dialog-host');
const ImportDialog = lazy(() => loadImport().then((m) => ({ default: m.ImportDialog })));
const IMPORT_INTENT = onIntent(loadImport);

/**
 * The store's part of Gestión de Colaboraciones (spec §2): 'Sincronizar', 'Importar', the connection
 * badge ('Conectado', or 'Shopify No Configurado' with 'Configurar'), and the automatic sync 5 s
 * after the screen opens, and 'Actualizar desde la tienda' (a background job, issue 19). No props required; it
 * refreshes the catalogue's ['colaboraciones'] queries. Memoised: Gestión's header re-renders with every read
 * of the list, and the toolbar rendered with it each time (decision 089). The toolbar reads only the store's
 * status; each button that acts owns its action, and 'Actualizar desde la tienda' the job's read, so the job
 * read settling or an action running re-renders one button, not the toolbar (decision 094).
 */
export const StoreToolbar = memo(function StoreToolbar({ className }: { className?: string }) {
  // Read for this visit by the route's loader (Gestión's prefetch): mounting does not read it again.
  const status = useStoreStatus({ refetchOnMount: false });
  const [importOpen, setImportOpen] = useState(false);
  const importMounted = useOpenedOnce(importOpen);
  const connected = status.data?.connected === true;
  useScreenSync(connected);

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} role="group" aria-label="Tienda Shopify">
      <SyncButton connected={connected} />
      <ResyncButton connected={connected} />
      <Button
        variant="outline"
        disabled={!connected}
        aria-haspopup="dialog"
        aria-expanded={importOpen}
        onClick={() => setImportOpen(true)}
        {...IMPORT_INTENT}
      >
        <DownloadIcon aria-hidden="true" />
        Importar
      </Button>
      {importMounted ? (
        <Suspense fallback={null}>
          <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
        </Suspense>
      ) : null}
      {/* Last, so that its arrival (the status read answers after first paint) moves none of the buttons. */}
      {status.isPending ? null : <StoreConnectionBadge connected={connected} shopName={status.data?.shopName} />}
      {status.isPending || connected ? null : (
        <Button variant="outline" size="toolbar" asChild>
          <Link to={PATHS.configuracion}>
            <SettingsIcon aria-hidden="true" />
            Configurar
          </Link>
        </Button>
      )}
    </div>
  );
});

/** 'Sincronizar': stock and disponible ↔ agotado from the store now. */
const SyncButton = memo(function SyncButton({ connected }: { connected: boolean }) {
  const sync = useStoreSync();
  return (
    <Button variant="outline" onClick={() => sync.mutate()} disabled={!connected || sync.isPending} aria-busy={sync.isPending}>
      <RefreshCwIcon aria-hidden="true" className={cn(sync.isPending && 'animate-spin')} />
      Sincronizar
    </Button>
  );
});

/** 'Actualizar desde la tienda': the full re-sync job, not while a store job runs (the job is read once connected). */
const ResyncButton = memo(function ResyncButton({ connected }: { connected: boolean }) {
  const job = useCurrentStoreJob(connected);
  const starter = useStartStoreJob();
  const jobRunning = job.data?.trabajo?.activo === true;
  return (
    <Button
      variant="outline"
      onClick={() => starter.mutate({ kind: 'resync' })}
      disabled={!connected || starter.isPending || jobRunning}
      title="Lee toda la tienda y actualiza títulos, imágenes, variantes, inventario y costos de lo importado"
    >
      <DatabaseZapIcon aria-hidden="true" />
      Actualizar desde la tienda
    </Button>
  );
});
