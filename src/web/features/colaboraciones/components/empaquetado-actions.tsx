import { useState } from 'react';
import { ExternalLinkIcon } from 'lucide-react';
import { safeHttpUrl } from '@shared/safe-url';
import { Button } from '@web/components/ui/button';
import { ExternalLink } from '@web/components/ui/external-link';

/**
 * The empaquetado flow (spec §2): 'Registrar dirección de envío' opens the order link in a new tab
 * (no opener, no referrer); then 'Pedido Realizado' confirms it, and 'Aún no realizo mi pedido' reopens it.
 * `abierto` is the server's memory that she opened it (a reload keeps the second step); `onAbrir` tells it.
 */
export function EmpaquetadoActions({
  pedidoUrl,
  abierto,
  onAbrir,
  onPedidoRealizado,
  pending,
}: {
  pedidoUrl: string | null;
  abierto: boolean;
  onAbrir: () => void;
  onPedidoRealizado: () => void;
  pending: boolean;
}) {
  const [openedHere, setOpenedHere] = useState(false);
  const opened = openedHere || abierto;
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
      <ExternalLink
        href={url}
        onClick={() => {
          setOpenedHere(true);
          onAbrir();
        }}
      >
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
          <Button size="lg" className="w-full" pending={pending} onClick={onPedidoRealizado}>
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

/**
 * In logistica on her word only (the store has not reported her order): the order link stays within
 * reach, so a press of 'Pedido Realizado' without checking out is not a dead end (issue 16).
 */
export function PedidoPendienteTienda({ pedidoUrl }: { pedidoUrl: string | null }) {
  const url = safeHttpUrl(pedidoUrl);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm" role="status" data-testid="pedido-pendiente-tienda">
      <p>
        <span className="block font-medium">La tienda aún no registra tu pedido</span>
        <span className="block text-muted-foreground">Si no completaste tu pedido, ábrelo de nuevo y termínalo para que podamos enviarlo.</span>
      </p>
      {url ? (
        <Button asChild size="sm" variant="link" className="self-start">
          <ExternalLink href={url}>Aún no realizo mi pedido</ExternalLink>
        </Button>
      ) : null}
    </div>
  );
}

/** Her own shipment's tracking (issue 16): the number, the carrier, and its link when the store gave one. */
export function SuGuia({ guia }: { guia: { numero: string; url: string | null; paqueteria: string | null } }) {
  const url = safeHttpUrl(guia.url);
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-3 text-sm" data-testid="su-guia">
      <p className="font-medium">Tu guía de envío</p>
      <p className="text-muted-foreground">
        {guia.paqueteria ? `${guia.paqueteria} · ` : ''}
        <span className="font-mono text-foreground">{guia.numero}</span>
      </p>
      {url ? (
        <Button asChild size="sm" variant="link" className="self-start">
          <ExternalLink href={url}>Rastrear mi envío</ExternalLink>
        </Button>
      ) : null}
    </div>
  );
}
