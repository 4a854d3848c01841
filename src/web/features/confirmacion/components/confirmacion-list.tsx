import { ClipboardCheckIcon, SearchXIcon } from 'lucide-react';
import type { ConfirmacionCard as Card } from '@shared/schemas/shopify';
import { EmptyState } from '@web/components/ui/empty-state';
import { ConfirmacionCard, type StoreState } from './confirmacion-card';

/** The cards, the right empty text and 'Mostrando N registro(s)'. */
export function ConfirmacionList({ cards, total, store }: { cards: Card[]; total: number; store: StoreState }) {
  return (
    <>
      {cards.length === 0 ? (
        total === 0 ? (
          <EmptyState icon={ClipboardCheckIcon} title="No hay colaboraciones pendientes de confirmación" />
        ) : (
          <EmptyState icon={SearchXIcon} title="No se encontraron resultados" />
        )
      ) : (
        <ul aria-label="Colaboraciones por confirmar" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id} className="flex">
              <ConfirmacionCard card={card} store={store} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted-foreground" role="status">
        Mostrando {cards.length} registro(s)
      </p>
    </>
  );
}
