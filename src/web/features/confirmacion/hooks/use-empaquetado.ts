import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConfirmacionCard, EmpaquetadoLote } from '@shared/schemas/shopify';
import { colaboracionesKeys, confirmacionKeys } from '@web/lib/query-keys';
import { useEmpaquetarLote, useLote } from '../api/empaquetar-lote';
import { keepPlaces } from '../lib/keep-places';

/** Collaborations packed on this screen since it opened, with their order number. */
export type Packed = ReadonlyMap<string, number | null>;

function withLote(packed: Packed, lote: EmpaquetadoLote | undefined): Packed {
  const ok = lote?.items.filter((i) => i.estado === 'ok') ?? [];
  if (ok.length === 0) return packed;
  const next = new Map(packed);
  for (const item of ok) next.set(item.colaboracionId, item.numeroPedido);
  return next;
}

interface Kept {
  server: readonly ConfirmacionCard[] | undefined;
  packed: Packed;
  cards: ConfirmacionCard[];
}

/**
 * Confirmación's selection and Empaquetado in batches (issue 28). The cards keep their places: a card
 * packed here (alone or in a batch) stays as a placeholder of its own size until she leaves the screen,
 * so nothing moves under the pointer. One batch at a time: it is posted once, then followed until done.
 */
export function useEmpaquetado(server: readonly ConfirmacionCard[] | undefined) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [singles, setSingles] = useState<Packed>(() => new Map());
  const [loteId, setLoteId] = useState<string | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const lote = useLote(loteId);
  const post = useEmpaquetarLote();

  const packed = useMemo(() => withLote(singles, lote.data), [singles, lote.data]);
  const [kept, setKept] = useState<Kept>({ server: undefined, packed, cards: [] });
  if (server && (kept.server !== server || kept.packed !== packed)) {
    // The list as it was shown is part of what is shown next: derived during render, not in an effect.
    setKept({ server, packed, cards: keepPlaces(kept.cards, server, (id) => packed.has(id)) });
  }

  const waiting = useMemo(() => new Set(server?.map((c) => c.id)), [server]);
  const running = loteId !== null && !lote.isError && lote.data?.pendientes !== 0;
  const inBatch = useMemo(
    () => new Set(running ? (lote.data?.items.filter((i) => i.estado === 'pendiente').map((i) => i.colaboracionId) ?? []) : []),
    [running, lote.data],
  );
  // Still in confirmación and not packed here, in the screen's order: what a selection may hold.
  const selectedIds = kept.cards.filter((c) => selected.has(c.id) && waiting.has(c.id) && !packed.has(c.id)).map((c) => c.id);

  const done = loteId !== null && lote.data?.pendientes === 0;
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: confirmacionKeys.list });
    void queryClient.invalidateQueries({ queryKey: colaboracionesKeys.all });
  }, [done, queryClient]);

  return {
    cards: kept.cards,
    packed,
    inBatch,
    selected,
    selectedIds,
    toggle(ids: readonly string[], on: boolean) {
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    markPacked(id: string, numeroPedido: number | null) {
      setSingles((prev) => new Map(prev).set(id, numeroPedido));
    },
    pack() {
      const ids = selectedIds;
      post.mutate(ids, {
        onSuccess: ({ loteId: next }) => {
          // The batch before this one stops being followed: what it packed stays packed.
          setSingles((prev) => withLote(prev, lote.data));
          setLoteId(next);
          setSummaryOpen(true);
          setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        },
      });
    },
    posting: post.isPending,
    lote: loteId === null ? undefined : lote,
    running,
    summaryOpen,
    closeSummary: () => setSummaryOpen(false),
  };
}

export type EmpaquetadoState = ReturnType<typeof useEmpaquetado>;
