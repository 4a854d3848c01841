import { CircleCheckIcon, MailIcon, PackageIcon, SparklesIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReferenciasCard } from '@web/components/referencias-card';
import { PATHS } from '@web/paths';

const PASOS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: PackageIcon, title: 'Procesamos tu pedido', text: 'En las próximas horas preparamos tu pedido para enviarlo.' },
  { icon: MailIcon, title: 'Te enviamos tu guía', text: 'Te avisaremos por correo o teléfono con tu número de rastreo.' },
  { icon: SparklesIcon, title: 'Recibe y crea', text: 'Cuando recibas tus jeans, márcalos como recibidos y empieza a crear tu contenido.' },
];

/** /colaboradora/confirmacion-pedido?id=…: the order is placed. Without id, back to the list. */
export function PedidoConfirmadoPage() {
  const [params] = useSearchParams();
  if (!params.get('id')) return <Navigate to={PATHS.creator.colaboraciones} replace />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 pt-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success text-success-foreground">
          <CircleCheckIcon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl font-semibold">¡Pedido Confirmado!</h1>
        <p className="text-muted-foreground">Tu colaboración está en proceso</p>
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

/** The router's name for this screen (src/web/router.tsx). */
export { PedidoConfirmadoPage as Component };
