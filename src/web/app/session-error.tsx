import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** The session could not be read after retries (server down, network gone). */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <h1 className="font-display text-2xl font-semibold">No pudimos cargar tu sesión</h1>
      <p className="max-w-md text-muted-foreground">{NETWORK_ERROR_MESSAGE}</p>
      <Button onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        Reintentar
      </Button>
    </main>
  );
}
