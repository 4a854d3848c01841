import { MailIcon, MapPinIcon, SmartphoneIcon } from 'lucide-react';
import type { ColaboradoraCard as Card } from '@shared/schemas/colaboradoras';
import { Button } from '@web/components/ui/button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { ExternalLink } from '@web/components/ui/external-link';
import { fullName, instagramUrl, place } from '../lib/format';
import { Avatar } from '@web/components/avatar';
import { StatusBadge } from './status-badge';
import { PuntajeExplicacion, puntajeTexto } from './puntaje';
import { formatMoney, plural } from '@web/lib/format';

/**
 * One creator (spec §2 collaborators list): status, contact details, Instagram handle, deliveries and
 * content counts, the problems she reported with a parcel (issue 29), her sales with her code (issue 27: one line per currency, never summed) and 'Ver Perfil'. No followers: we hold no such figure (docs/decisions/014).
 */
export function ColaboradoraCard({ card, onVerPerfil }: { card: Card; onVerPerfil: (id: string) => void }) {
  const name = fullName(card.nombre, card.apellidos);
  const where = place(card.ciudad, card.estado);
  const titleId = `colaboradora-${card.id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-colaboradora-id={card.id}
      className="flex w-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex items-start gap-3">
        <Avatar nombre={card.nombre} apellidos={card.apellidos} src={card.avatarUrl} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={titleId} className="font-semibold leading-tight [overflow-wrap:anywhere]">
            {name}
          </h2>
          {card.instagram ? (
            <ExternalLink href={instagramUrl(card.instagram)} className="block max-w-full truncate text-sm text-primary underline-offset-4 hover:underline">
              @{card.instagram}
              <span className="sr-only"> (Instagram, se abre en una pestaña nueva)</span>
            </ExternalLink>
          ) : (
            <p className="text-sm text-muted-foreground">Sin Instagram</p>
          )}
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge activa={card.activa} />
        {card.colaboracionActiva ? <EstadoBadge estado={card.colaboracionActiva.estado} /> : null}
      </div>

      <dl className="grid gap-1.5 text-sm">
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Correo</span>
          </dt>
          <dd className="min-w-0 truncate">
            <a href={`mailto:${card.email}`} title={card.email} className="underline-offset-4 hover:underline">
              {card.email}
            </a>
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">Ubicación</span>
          </dt>
          <dd className={where ? 'min-w-0 [overflow-wrap:anywhere]' : 'text-muted-foreground'}>{where ?? 'Sin ubicación'}</dd>
        </div>
        {card.equipo ? (
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <SmartphoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Equipo de grabación</span>
            </dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{card.equipo}</dd>
          </div>
        ) : null}
      </dl>

      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2 rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">Puntaje</dt>
          <dd className={card.puntaje === null ? 'text-sm font-medium' : 'text-xl font-semibold tabular-nums'} data-testid="puntaje">
            {puntajeTexto(card.puntaje)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">Entregas</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="entregas">
            {card.entregas}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">Contenido</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="contenido">
            {card.contenido}
          </dd>
        </div>
        <div className="col-span-2 rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">Problemas reportados</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="problemas">
            {card.problemas}
          </dd>
        </div>
        <div className="col-span-2 rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">Ventas</dt>
          <dd className="text-sm font-semibold" data-testid="ventas">
            {card.ventas.length === 0 ? (
              <span className="text-muted-foreground">Sin ventas</span>
            ) : (
              card.ventas.map((v) => (
                <span key={v.moneda} className="block tabular-nums">
                  {formatMoney(v.ingresoCents / 100, v.moneda)}{' '}
                  <span className="text-xs font-normal text-muted-foreground">({plural(v.pedidos, 'pedido', 'pedidos')})</span>
                </span>
              ))
            )}
          </dd>
        </div>
      </dl>

      <PuntajeExplicacion />

      <Button variant="outline" className="mt-auto w-full" onClick={() => onVerPerfil(card.id)} aria-label={`Ver Perfil de ${name}`}>
        Ver Perfil
      </Button>
    </article>
  );
}
