import { Spinner } from '@web/components/ui/spinner';

/** Full-screen 'Cargando...' while the session (or a shell) loads. */
export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted-foreground" aria-busy="true">
      <Spinner size="lg" />
      <p role="status">Cargando...</p>
    </main>
  );
}
