import type { LucideIcon } from 'lucide-react';
import { LockIcon, RefreshCwIcon, ShieldCheckIcon, StoreIcon } from 'lucide-react';
import { LIMITS } from '@shared/domain/limits';
import { ROLE_LABELS } from '@shared/domain/roles';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';

const ITEMS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: StoreIcon,
    title: 'Integración con la tienda',
    text: 'La conexión con la tienda Shopify se configura en el servidor; desde aquí no se modifica.',
  },
  {
    icon: LockIcon,
    title: 'Credenciales protegidas',
    text: 'Las credenciales de la tienda se guardan en el servidor y nunca llegan al navegador.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Acceso restringido',
    text: `Solo los roles ${ROLE_LABELS.admin} y ${ROLE_LABELS.tienda} pueden acceder a esta sección.`,
  },
  {
    icon: RefreshCwIcon,
    title: 'Sincronización automática',
    text: `El inventario se sincroniza automáticamente cada ${LIMITS.inventorySyncMinutes} minutos.`,
  },
];

/** /admin/configuracion: informational (spec §2); tienda reads it too. */
export function ConfiguracionPage() {
  return (
    <>
      <PageHeader title="Configuración" description="Integración con la tienda en línea." />
      <div className="grid gap-4 sm:grid-cols-2">
        {ITEMS.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle className="text-base">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </>
  );
}
