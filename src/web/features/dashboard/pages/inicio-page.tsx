import type { LucideIcon } from 'lucide-react';
import { ChevronRightIcon, ClockIcon, PackageCheckIcon, ShirtIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/domain/limits';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { useSession } from '@web/lib/use-session';
import { PATHS } from '@web/paths';

const ACCESOS: { label: string; text: string; to: string; icon: LucideIcon }[] = [
  { label: 'Disponibles', text: 'Jeans que puedes solicitar', to: PATHS.creator.disponibles, icon: ShirtIcon },
  { label: 'Pendientes', text: 'Tus colaboraciones en proceso', to: PATHS.creator.colaboraciones, icon: ClockIcon },
  { label: 'Entregadas', text: 'En revisión y entregadas', to: PATHS.creator.entregadas, icon: PackageCheckIcon },
];

const PASOS = [
  'Elige un producto en Disponibles y solicítalo.',
  'Confirmamos la disponibilidad y registras tu dirección de envío: el producto y el envío no tienen costo.',
  'Cuando recibas tu pedido, márcalo como recibido.',
  `Publica y sube tus fotos y videos en un plazo de ${LIMITS.publicationWindowDays} días.`,
  'Envía tu contenido a revisión; te avisaremos cuando el equipo lo apruebe.',
];

/** /colaboradora/inicio: greeting, shortcuts and how a collaboration works. */
export function InicioPage() {
  const { data } = useSession();
  const nombre = data?.user.fullName.trim().split(/\s+/)[0];
  return (
    <>
      <PageHeader title="Inicio" description={nombre ? `¡Hola, ${nombre}! Qué gusto verte por aquí.` : '¡Hola! Qué gusto verte por aquí.'} />
      <nav aria-label="Accesos rápidos" className="mb-6">
        <ul className="grid gap-3 sm:grid-cols-3">
          {ACCESOS.map(({ label, text, to, icon: Icon }) => (
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
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
        </CardContent>
      </Card>
    </>
  );
}
