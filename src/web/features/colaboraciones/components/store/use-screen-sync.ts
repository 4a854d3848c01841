import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { LIMITS } from '@shared/domain/limits';
import { afterSync, syncDoneMessage, syncStore } from '../../api/store-sync';

/**
 * Spec §9: the first inventory sync runs 5 s after Gestión de Colaboraciones opens (only with a store
 * connection). Its errors are only logged; a toast for 3 s only when something changed. Leaving the
 * screen before then cancels it.
 */
export function useScreenSync(connected: boolean): void {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!connected || started.current) return;
    const timer = setTimeout(() => {
      started.current = true;
      syncStore('screen')
        .then(async ({ updated }) => {
          if (updated > 0) toast.success(syncDoneMessage(updated), { duration: LIMITS.syncToastMs });
          await afterSync(queryClient, updated);
        })
        .catch((error: unknown) => console.error('Sincronización automática de inventario fallida', error));
    }, LIMITS.inventorySyncFirstRunMs);
    return () => clearTimeout(timer);
  }, [connected, queryClient]);
}
