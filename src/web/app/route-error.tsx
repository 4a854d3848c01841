import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's fallback screen (spec §2): status and text, or the error message. */
export function RouteError() {
  const error = useRouteError();
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  else detail = String(error);
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-12">
      <h1 className="font-display text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="rounded-lg border bg-muted px-4 py-3 font-mono text-sm break-words text-foreground">{detail}</p>
      <p>
        <a href="/" className="text-primary underline underline-offset-4">
          Volver al inicio
        </a>
      </p>
    </main>
  );
}
