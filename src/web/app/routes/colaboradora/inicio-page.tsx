import type { LucideIcon } from 'lucide-react';
import { ChevronRightIcon, ClockIcon, PackageCheckIcon, ShirtIcon, UserRoundPenIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/domain/limits';
import type { Inicio } from '@shared/schemas/inicio';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';
import { preloadScreen } from '@web/router';
import { useInicio } from '@web/features/dashboard/api/get-inicio';
import { PuntajeDetalle } from '@web/features/colaboradoras/components/puntaje';

/** The route's data, asked for by the router before the page renders. */
export { prefetchInicio as prefetch } from '@web/features/dashboard/api/get-inicio';

const ACCESOS: { label: string; text: string; to: string; icon: LucideIcon; count: keyof Pick<Inicio, 'disponibles' | 'pendientes' | 'entregadas'> }[] = [
  { label: 'Disponibles', text: 'Jeans que puedes solicitar', to: PATHS.creator.disponibles, icon: ShirtIcon, count: 'disponibles' },
  { label: 'Pendientes', text: 'Tus colaboraciones en proceso', to: PATHS.creator.colaboraciones, icon: ClockIcon, count: 'pendientes' },
  { label: 'Entregadas', text: 'En revisión y entregadas', to: PATHS.creator.entregadas, icon: PackageCheckIcon, count: 'entregadas' },
];

const PASOS = [
  'Elige un producto en Disponibles y solicítalo.',
  'Confirmamos la disponibilidad y registras tu dirección de envío: el producto y el envío no tienen costo.',
  'Cuando recibas tu pedido, márcalo como recibido.',
  `Publica y sube tus fotos y videos en un plazo de ${LIMITS.publicationWindowDays} días.`,
  'Envía tu contenido a revisión; te avisaremos cuando el equipo lo apruebe.',
];

/**
 * The window starts when she marks her order Recibido (dueAt = recibidoAt + 7 days) and what she presses
 * at the end is «Enviar a revisión» (issue 28: it named Pendiente and Entregada).
 */
const INICIO_PLAZO_TEXT = `Importante: desde que marcas tu pedido como Recibido tienes ${LIMITS.publicationWindowDays} días para publicar y subir la evidencia. Cuando la envíes con «Enviar a revisión», el equipo la revisará y te avisará cuando la apruebe.`;

/**
 * /colaboradora/inicio: greeting, her counts, profile completeness and how a collaboration works. Until
 * her counts arrive only the greeting and a placeholder show, and then the rest at once: the profile card
 * and the quick action, which depend on them, never push the page down under her eyes (no layout shift).
 */
export function InicioPage() {
  const { data } = useSession();
  const inicio = useInicio();
  const nombre = (inicio.data?.nombre ?? data?.user.fullName)?.trim().split(/\s+/)[0];
  return (
    <>
      <PageHeader title="Inicio" description={nombre ? `¡Hola, ${nombre}! Qué gusto verte por aquí.` : '¡Hola! Qué gusto verte por aquí.'} />
      {inicio.isPending ? <InicioPlaceholder /> : <InicioContent inicio={inicio.data} />}
    </>
  );
}

/** While her counts load: the three count cards' outline, nothing that would move later. */
function InicioPlaceholder() {
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-3" role="status" aria-busy="true" aria-label="Cargando...">
      {ACCESOS.map(({ to }) => (
        <Skeleton key={to} radius="xl" className="h-[4.625rem]" />
      ))}
    </div>
  );
}

/** The page once GET /api/inicio answered; without data (it failed) the counts read '…'. */
function InicioContent({ inicio }: { inicio: Inicio | undefined }) {
  return (
    <>
      <nav aria-label="Accesos rápidos" className="mb-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {ACCESOS.map(({ label, text, to, icon: Icon, count }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors outline-none hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">{label}</span>
                  <span className="block text-xs text-muted-foreground">{text}</span>
                </span>
                <span className="text-2xl font-semibold tabular-nums" aria-label={`${label}: ${inicio?.[count] ?? '…'}`}>
                  {inicio ? inicio[count] : '…'}
                </span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {inicio ? (
        <div className="mb-6">
          <PuntajeDetalle puntaje={inicio.puntaje} titulo="Tu puntaje" nivel={2} />
        </div>
      ) : null}
      {inicio && inicio.completitud < 100 ? (
        <Card className="mb-6">
          <CardContent className="flex items-center gap-4 pt-6">
            <UserRoundPenIcon className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div className="flex-1 space-y-2">
              <p className="font-semibold">Tu perfil está completo al {inicio.completitud}%</p>
              <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Perfil completo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={inicio.completitud}>
                <div className="h-full rounded-full bg-primary" style={{ width: `${inicio.completitud}%` }} />
              </div>
              <Link to={PATHS.creator.perfil} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Completar mi perfil
              </Link>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {inicio && inicio.disponibles > 0 ? (
        <Button asChild size="lg" className="mb-6 w-full sm:w-auto">
          <Link to={PATHS.creator.disponibles} onPointerEnter={() => preloadScreen(PATHS.creator.disponibles)} onFocus={() => preloadScreen(PATHS.creator.disponibles)}>
            Ver productos disponibles
          </Link>
        </Button>
      ) : null}
      {/* Just below the fold on a phone, so within the distance at which Chromium draws a `content-visibility:
          auto` block anyway: with it (decision 090) it cost a recalc and a layout of its own right after the
          screen's (decision 095), without it is part of the screen's. */}
      <Card>
        <CardHeader>
          <CardTitle>¿Cómo funciona?</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-3 text-sm">
            {PASOS.map((paso, i) => (
              <li key={paso} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="pt-0.5">{paso}</span>
              </li>
            ))}
          </ol>
          <p className="mt-4 rounded-md bg-muted p-3 text-sm">
            {INICIO_PLAZO_TEXT}
          </p>
        </CardContent>
      </Card>
      {inicio?.tieneCodigo ? (
        <Suspense fallback={null}>
          <SuCodigo />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Her discount code and link (issue 27), last on the page so nothing below it moves when it arrives; its
 * chunk and its read load only when /api/inicio says she has a code (a first visit without one stays
 * within the weight budget, decision 064).
 */
const SuCodigo = lazy(() => import('./inicio-codigo'));

/** The router's name for this screen (src/web/router.tsx). */
export { InicioPage as Component };
