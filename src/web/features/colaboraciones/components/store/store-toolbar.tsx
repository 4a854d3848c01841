import { DatabaseZapIcon, DownloadIcon, RefreshCwIcon, SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StoreConnectionBadge } from '@web/components/store-connection-badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { PATHS } from '@web/paths';
import { useStoreStatus } from '@web/lib/store-status';
import { useCurrentStoreJob, useStartStoreJob } from '../../api/store-jobs';
import { useStoreSync } from '../../api/store-sync';
import { ImportDialogBody } from './import-dialog';
import { useScreenSync } from './use-screen-sync';

/**
 * The store's part of Gestión de Colaboraciones (spec §2): 'Sincronizar', 'Importar', the connection
 * badge ('Conectado', or 'Shopify No Configurado' with 'Configurar'), and the automatic sync 5 s
 * after the screen opens, and 'Actualizar desde la tienda' (a background job, issue 19). No props required; it
 * refreshes the catalogue's ['colaboraciones'] queries.
 */
export function StoreToolbar({ className }: { className?: string }) {
  const status = useStoreStatus();
  const sync = useStoreSync();
  const [importOpen, setImportOpen] = useState(false);
  const connected = status.data?.connected === true;
  const job = useCurrentStoreJob(connected);
  const starter = useStartStoreJob();
  const jobRunning = job.data?.trabajo?.activo === true;
  useScreenSync(connected);

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} role="group" aria-label="Tienda Shopify">
      <Button variant="outline" onClick={() => sync.mutate()} disabled={!connected || sync.isPending} aria-busy={sync.isPending}>
        <RefreshCwIcon aria-hidden="true" className={cn(sync.isPending && 'animate-spin')} />
        Sincronizar
      </Button>
      <Button
        variant="outline"
        onClick={() => starter.mutate({ kind: 'resync' })}
        disabled={!connected || starter.isPending || jobRunning}
        title="Lee toda la tienda y actualiza títulos, imágenes, variantes, inventario y costos de lo importado"
      >
        <DatabaseZapIcon aria-hidden="true" />
        Actualizar desde la tienda
      </Button>
      <Dialog open={importOpen} onOpenChange={setImportOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" disabled={!connected}>
            <DownloadIcon aria-hidden="true" />
            Importar
          </Button>
        </DialogTrigger>
        <DialogContent width="3xl" padding="compact" className="grid h-[min(90dvh,52rem)] grid-rows-[auto_auto_minmax(0,1fr)_auto]">
          {importOpen ? <ImportDialogBody onDone={() => setImportOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
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
}
