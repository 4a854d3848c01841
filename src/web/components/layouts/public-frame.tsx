import type { ReactNode } from 'react';
import { BrandLogo } from '@web/components/ui/brand-logo';

/**
 * The frame of the public screens reached from an email or from /auth (Recuperar contraseña, Nueva
 * contraseña, Dejar de recibir correos): the logo over one card, no shell, as /auth looks.
 */
export function PublicFrame({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <main id="contenido-principal" className="relative flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-gradient-to-b from-accent/70 to-transparent" />
      <div className="relative flex w-full max-w-sm flex-col items-center gap-8">
        <BrandLogo className="h-10" />
        <section aria-labelledby="public-frame-title" className="w-full rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <h1 id="public-frame-title" className="font-display text-2xl font-semibold tracking-tight">
              {title}
            </h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </section>
      </div>
    </main>
  );
}

/** A link styled as the app's text links, for the frame's way back or onward. */
export const PUBLIC_LINK_CLASS =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring';
