import type { LucideIcon } from 'lucide-react';
import { LockIcon, RefreshCwIcon, ShieldCheckIcon, StoreIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The spec's statements of Configuración, as sentences; the first one says whether the store is connected. */
export function ConfiguracionStatements({ connected, syncIntervalMinutes }: { connected: boolean; syncIntervalMinutes: number }) {
  const items: { icon: LucideIcon; title: string; text: string }[] = [
    {
      icon: StoreIcon,
      title: 'Integración con la tienda',
      text: connected
        ? 'La integración con la tienda Shopify está configurada: desde Gestión de Colaboraciones se importan productos y se sincroniza el inventario.'
        : 'La integración con la tienda Shopify aún no está configurada.',
    },
    { icon: LockIcon, title: 'Credenciales protegidas', text: 'Las credenciales se guardan en el servidor y nunca se muestran en el navegador.' },
    { icon: ShieldCheckIcon, title: 'Acceso restringido', text: 'Solo los roles admin o tienda pueden acceder.' },
    {
      icon: RefreshCwIcon,
      title: 'Sincronización automática',
      text: `El inventario se sincroniza automáticamente cada ${syncIntervalMinutes} minutos.`,
    },
  ];
  return (
    <ul aria-label="Acerca de la integración" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <CardHeader>
              <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle size="sm">{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
