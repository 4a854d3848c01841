import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { StoreConnectionBadge } from '@web/components/store-connection-badge';
import { Button } from '@web/components/ui/button';
import { lineIcon } from '@web/components/ui/line-icon';
import { DOWNLOAD_PATH } from '@web/components/ui/line-icon-paths';
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

// Lucide's RefreshCw, DatabaseZap, Download and Settings, one path each and no component (decision 099).
const SYNC_PATH = 'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8M21 3v5h-5M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16M8 16H3v5';
const ICON_SYNC = lineIcon(SYNC_PATH);
const ICON_SYNC_RUNNING = lineIcon(SYNC_PATH, 'size-4 animate-spin');
const ICON_RESYNC = lineIcon('M3 5a9 3 0 1 0 18 0a9 3 0 1 0-18 0M3 5V19A9 3 0 0 0 15 21.84M21 5V8M21 12L18 17H22L19 22M3 12A9 3 0 0 0 14.59 14.87');
const ICON_IMPORT = lineIcon(DOWNLOAD_PATH);
const ICON_SETTINGS = lineIcon(
  'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
);

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
        {ICON_IMPORT}
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
            {ICON_SETTINGS}
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
      {sync.isPending ? ICON_SYNC_RUNNING : ICON_SYNC}
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
      {ICON_RESYNC}
      Actualizar desde la tienda
    </Button>
  );
});
