import { CircleCheckIcon, ClockIcon, MailIcon, PackageIcon, SearchXIcon, SparklesIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReferenciasCard } from '@web/components/referencias-card';
import { PATHS } from '@web/paths';
import { useMiColaboracion } from '@web/features/colaboraciones/api/get-mis-colaboraciones';
import type { MiColaboracionDetail } from '@shared/schemas/mis-colaboraciones';

const PASOS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PackageIcon, title: 'Procesamos tu pedido', text: 'En las próximas horas preparamos tu pedido para enviarlo.' },
  { icon: MailIcon, title: 'Te enviamos tu guía', text: 'Te avisaremos por correo o teléfono con tu número de rastreo.' },
  { icon: SparklesIcon, title: 'Recibe y crea', text: 'Cuando recibas tus jeans, márcalos como recibidos y empieza a crear tu contenido.' },
];

/** States in which she has pressed 'Pedido Realizado' (spec §4: empaquetado → logistica, and on). */
const PLACED: readonly MiColaboracionDetail['estado'][] = ['logistica', 'produccion', 'revision', 'entregado'];

/**
 * /colaboradora/confirmacion-pedido?id=…: confirms only an order she owns and placed (issue 16). The
 * server answers her own collaboration or 404, so a made-up or someone else's id never reads
 * '¡Pedido Confirmado!'; before she pressed 'Pedido Realizado' it sends her back to do so; until the
 * store reports the order, it says the store has not confirmed it yet. Without id, back to the list.
 */
export function PedidoConfirmadoPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate to={PATHS.creator.colaboraciones} replace />;
  return <PedidoConfirmado id={id} />;
}

/** While the store has not reported her order, the page asks again this often (the webhook may be seconds behind). */
const STORE_CHECK_MS = 5_000;

function PedidoConfirmado({ id }: { id: string }) {
  const query = useMiColaboracion(id);
  const waitingForStore = query.data !== undefined && PLACED.includes(query.data.estado) && !query.data.pedidoEnTienda;
  const { refetch } = query;
  useEffect(() => {
    if (!waitingForStore) return;
    const timer = setInterval(() => void refetch(), STORE_CHECK_MS);
    return () => clearInterval(timer);
  }, [waitingForStore, refetch]);
  if (query.isPending) return <p className="py-12 text-center text-muted-foreground">Cargando colaboración...</p>;
  if (query.isError) {
    return (
      <Aviso icon={<SearchXIcon className="size-8" aria-hidden="true" />} title="No encontramos este pedido" text="Este pedido no está entre tus colaboraciones.">
        <Link to={PATHS.creator.colaboraciones} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Ver Mis Colaboraciones
        </Link>
      </Aviso>
    );
  }
  const item = query.data;
  if (!PLACED.includes(item.estado)) {
    return (
      <Aviso
        icon={<ClockIcon className="size-8" aria-hidden="true" />}
        title="Aún no confirmas tu pedido"
        text="Completa el pedido con el enlace de tu colaboración y después presiona 'Pedido Realizado'."
      >
        <Link to={PATHS.creator.colaboracion(item.id)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Ir a mi colaboración
        </Link>
      </Aviso>
    );
  }
  const storeConfirmed = item.pedidoEnTienda;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 pt-4 text-center">
        <span
          className={
            storeConfirmed
              ? 'flex size-16 items-center justify-center rounded-full bg-success text-success-foreground'
              : 'flex size-16 items-center justify-center rounded-full bg-warning text-warning-foreground'
          }
        >
          {storeConfirmed ? <CircleCheckIcon className="size-8" aria-hidden="true" /> : <ClockIcon className="size-8" aria-hidden="true" />}
        </span>
        <h1 className="font-display text-3xl font-semibold">{storeConfirmed ? '¡Pedido Confirmado!' : 'Pedido en espera de la tienda'}</h1>
        <p className="text-muted-foreground">
          {storeConfirmed
            ? 'Tu colaboración está en proceso'
            : 'La tienda aún no confirma tu pedido. Si no lo completaste, ábrelo de nuevo desde tu colaboración.'}
        </p>
        {storeConfirmed ? null : (
          <Link to={PATHS.creator.colaboracion(item.id)} className={buttonVariants({ variant: 'outline' })}>
            Ir a mi colaboración
          </Link>
        )}
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Próximos pasos</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col gap-4">
            {PASOS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-medium">{title}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <ReferenciasCard />
      <Link to={PATHS.creator.colaboraciones} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Ver Mis Colaboraciones
      </Link>
    </div>
  );
}

function Aviso({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 pt-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</span>
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
      </header>
      {children}
    </div>
  );
}

/** The router's name for this screen (src/web/router.tsx). */
export { PedidoConfirmadoPage as Component };
