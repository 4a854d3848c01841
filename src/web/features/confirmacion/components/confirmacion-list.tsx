import { ClipboardCheckIcon, SearchXIcon } from 'lucide-react';
import type { ConfirmacionCard as Card } from '@shared/schemas/shopify';
import { EmptyState } from '@web/components/ui/empty-state';
import type { EmpaquetadoState } from '../hooks/use-empaquetado';
import { ConfirmacionCard, type StoreState } from './confirmacion-card';
import { EmpaquetadoBar } from './empaquetado-bar';

/**
 * The cards (packed ones as their placeholders, in their places), the batch bar, the right empty text
 * and 'Mostrando N registro(s)' (those still waiting).
 */
export function ConfirmacionList({ cards, total, store, batch }: { cards: Card[]; total: number; store: StoreState; batch: EmpaquetadoState }) {
  const waiting = cards.filter((card) => !batch.packed.has(card.id));
  const selectable = waiting.filter((card) => !batch.inBatch.has(card.id)).map((card) => card.id);
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
          {cards.map((card) => {
            const packed = batch.packed.get(card.id);
            return (
              <li key={card.id} className="flex">
                <ConfirmacionCard
                  card={card}
                  store={store}
                  batch={{
                    selected: batch.selected.has(card.id),
                    onSelectedChange: (on) => batch.toggle([card.id], on),
                    inBatch: batch.inBatch.has(card.id),
                    packed: packed === undefined ? null : { numeroPedido: packed },
                    onPacked: batch.markPacked,
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      {total > 0 ? <EmpaquetadoBar state={batch} visibleIds={selectable} connected={store.connected} /> : null}
      <p className="mt-6 text-sm text-muted-foreground" role="status">
        Mostrando {waiting.length} registro(s)
      </p>
    </>
  );
}
