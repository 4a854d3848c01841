import { CircleAlertIcon, CircleCheckIcon, PackageCheckIcon, XIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { EMPAQUETAR_LOTE_MAX, type EmpaquetadoLote } from '@shared/schemas/shopify';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import type { EmpaquetadoState } from '../hooks/use-empaquetado';

const pedidos = (n: number) => `${n} ${n === 1 ? 'pedido creado' : 'pedidos creados'}`;

function statusText(state: EmpaquetadoState, connected: boolean): string {
  const lote = state.lote?.data;
  if (state.running && lote) return `Empaquetando… ${lote.creados + lote.fallidos} de ${lote.items.length}`;
  if (state.running || state.posting) return 'Empaquetando…';
  const n = state.selectedIds.length;
  if (n > EMPAQUETAR_LOTE_MAX) return `Máximo ${EMPAQUETAR_LOTE_MAX} a la vez`;
  if (n > 0 && !connected) return 'Sin tienda conectada';
  if (n > 0) return `${n} ${n === 1 ? 'seleccionada' : 'seleccionadas'}`;
  if (lote) return `Listo: ${pedidos(lote.creados)}${lote.fallidos > 0 ? `, ${lote.fallidos} con error` : ''}`;
  return 'Ninguna seleccionada';
}

/**
 * The batch bar (issue 28): 'Seleccionar todas' (the cards on screen), 'Empaquetar seleccionadas (N)',
 * the running batch's progress and, when it ends, its summary. Sticky at the bottom of the screen and
 * after the list in the page, always drawn at the same height: its summary grows it upwards over the
 * cards (or below them at the end of the page), so no card moves.
 */
export function EmpaquetadoBar({ state, visibleIds, connected }: { state: EmpaquetadoState; visibleIds: readonly string[]; connected: boolean }) {
  const statusId = useId();
  const count = state.selectedIds.length;
  const onScreen = visibleIds.filter((id) => state.selected.has(id)).length;
  const lote = state.lote?.data;
  const done = lote ? lote.creados + lote.fallidos : 0;

  return (
    <div
      role="region"
      aria-label="Empaquetado en lote"
      className="sticky bottom-0 z-30 mt-6 overflow-hidden rounded-xl border bg-card/95 pb-[env(safe-area-inset-bottom)] text-card-foreground shadow-lg backdrop-blur"
    >
      {state.running && lote ? (
        <Progress aria-label="Progreso del empaquetado" value={(done / Math.max(1, lote.items.length)) * 100} thin />
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
        <label className="flex h-10 shrink-0 cursor-pointer items-center gap-2 text-sm font-medium">
          <Checkbox
            checked={onScreen === 0 ? false : onScreen === visibleIds.length ? true : 'indeterminate'}
            onCheckedChange={(checked) => state.toggle(visibleIds, checked === true)}
            disabled={visibleIds.length === 0}
          />
          Seleccionar todas
        </label>
        <p id={statusId} className="min-w-0 flex-1 truncate text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {statusText(state, connected)}
        </p>
        <Button
          className="w-full sm:w-auto"
          aria-describedby={statusId}
          disabled={count === 0 || count > EMPAQUETAR_LOTE_MAX || !connected || state.running}
          pending={state.posting}
          onClick={state.pack}
        >
          {state.posting || state.running ? <Spinner /> : <PackageCheckIcon aria-hidden="true" />}
          Empaquetar seleccionadas ({count})
        </Button>
      </div>
      {state.summaryOpen && lote ? <LoteSummary lote={lote} onClose={state.closeSummary} /> : null}
    </div>
  );
}

/** What each collaboration of the batch got: its order number, or why it failed (in Spanish). */
function LoteSummary({ lote, onClose }: { lote: EmpaquetadoLote; onClose: () => void }) {
  const headingId = useId();
  const ok = lote.items.filter((i) => i.estado === 'ok');
  const failed = lote.items.filter((i) => i.estado === 'error');

  return (
    <section aria-labelledby={headingId} className="border-t">
      <div className="flex items-center gap-2 px-3 pt-3">
        <h2 id={headingId} className="flex-1 text-sm font-semibold">
          Resumen del empaquetado
        </h2>
        <Button variant="ghost" size="icon-row" aria-label="Cerrar resumen" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {/* Focusable: a long summary scrolls, and the keyboard must reach all of it. */}
      <div tabIndex={0} className="max-h-[40dvh] overflow-y-auto px-3 pb-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <p className="text-muted-foreground">
          {pedidos(lote.creados)} de {lote.items.length}
          {lote.fallidos > 0 ? ` · ${lote.fallidos} con error` : ''}
          {lote.pendientes > 0 ? ` · ${lote.pendientes} en proceso` : ''}
        </p>
        <SummaryList label="Pedidos creados" items={ok} icon={<CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />}>
          {(item) => (item.numeroPedido != null ? `pedido #${item.numeroPedido}` : 'pedido creado')}
        </SummaryList>
        <SummaryList label="Con error" items={failed} icon={<CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />}>
          {(item) => item.mensaje ?? 'No se pudo crear el pedido'}
        </SummaryList>
      </div>
    </section>
  );
}

type LoteItem = EmpaquetadoLote['items'][number];

/** 'Ana López · Jeans Mom · Talla 28: <what happened>' for each item, none when there are none. */
function SummaryList({ label, items, icon, children }: { label: string; items: LoteItem[]; icon: ReactNode; children: (item: LoteItem) => string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-2 flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.colaboracionId} className="flex items-start gap-2">
          {icon}
          <span className="min-w-0 break-words">
            {item.colaboradora ?? 'Sin colaboradora'} · {item.titulo}: {children(item)}
          </span>
        </li>
      ))}
    </ul>
  );
}
