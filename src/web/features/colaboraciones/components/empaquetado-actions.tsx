import { useState } from 'react';
import { ExternalLinkIcon } from 'lucide-react';
import { safeHttpUrl } from '@shared/safe-url';
import { Button } from '@web/components/ui/button';
import { ExternalLink } from '@web/components/ui/external-link';

/**
 * The empaquetado flow (spec §2): 'Registrar dirección de envío' opens the order link in a new tab
 * (no opener, no referrer); then 'Pedido Realizado' confirms it, and 'Aún no realizo mi pedido' reopens it.
 */
export function EmpaquetadoActions({ pedidoUrl, onPedidoRealizado, pending }: { pedidoUrl: string | null; onPedidoRealizado: () => void; pending: boolean }) {
  const [opened, setOpened] = useState(false);
  // An order link that is no web address is no link (decision 032): as if the store had not sent one.
  const url = safeHttpUrl(pedidoUrl);
  if (!url) {
    return (
      <Button size="lg" className="w-full" disabled>
        Registrar dirección de envío
      </Button>
    );
  }
  const link = (label: string, variant: 'default' | 'link') => (
    <Button asChild size={variant === 'link' ? 'sm' : 'lg'} variant={variant} className={variant === 'link' ? 'self-center' : 'w-full'}>
      <ExternalLink href={url} onClick={() => setOpened(true)}>
        {label}
        {variant === 'default' ? <ExternalLinkIcon aria-hidden="true" /> : null}
      </ExternalLink>
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      {opened ? (
        <>
          <p className="text-center font-medium">Completa el pedido y regresa para confirmar</p>
          <Button size="lg" className="w-full" disabled={pending} onClick={onPedidoRealizado}>
            Pedido Realizado
          </Button>
          <p className="text-center text-sm text-muted-foreground">Confirma que completaste tu pedido para continuar con la logística</p>
          {link('Aún no realizo mi pedido', 'link')}
        </>
      ) : (
        <>
          {link('Registrar dirección de envío', 'default')}
          <p className="text-sm text-muted-foreground">
            El producto y envío no tienen ningún costo por la colaboración, comparte tus datos de envío para procesar tu colaboración y generarte la guía de envío
          </p>
        </>
      )}
    </div>
  );
}
