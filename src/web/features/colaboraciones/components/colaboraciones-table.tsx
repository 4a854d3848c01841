import { memo } from 'react';
import type { Estado } from '@shared/domain/estado';
import type { Colaboracion } from '@shared/schemas/colaboracion';
import { buttonVariants } from '@web/components/ui/button';
import { ESTADO_BADGE_CLASS, estadoBadge } from '@web/components/ui/estado-badge';
import { lineIcon } from '@web/components/ui/line-icon';
import { IMAGE_PATH, PENCIL_PATH } from '@web/components/ui/line-icon-paths';
import { useItemsNearScreen } from '@web/lib/use-items-near-screen';
import { RowCheckbox } from './row-checkbox';

export interface ColaboracionesTableProps {
  items: readonly Colaboracion[];
  allState: boolean | 'indeterminate';
  isSelected: (id: string) => boolean;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  /** onToggle, onEdit and onDelete keep their identity across renders: the rows are memoised on them. */
  onEdit: (colaboracion: Colaboracion) => void;
  onDelete: (colaboracion: Colaboracion) => void;
  busy?: boolean;
}

/**
 * Rows rendered at once: what a 940 px high desktop screen shows below the page's header, store toolbar,
 * search and tabs (the first row starts ~490 px down below 2xl; a row is 77 px from md up: 6 rows and part
 * of a 7th), plus enough that the space kept for the rest starts beyond the observer's margin
 * (useItemsNearScreen's 200 px), so the first load draws no second chunk (decision 099; 12 before). The rest
 * of the page of 50 render ROWS_STEP at a time as that space nears the screen (decision 089; they were all
 * rendered in idle chunks during the first load before, decision 067): 50 rows in one render were a 185 ms
 * task on the bench brand, unthrottled.
 */
const FIRST_ROWS = 9;
const ROWS_STEP = 10;
/** The space a row not yet rendered keeps: a desktop row's height (a phone's are taller, and below the screen). */
const ROW_ESTIMATE_PX = 77;

// The row is plain markup with its classes written once (decision 099): the design system's TableRow,
// TableCell, Button, Thumbnail, EstadoBadge and Lucide icons drew the same DOM through ~20 components per
// row, each merging its classes on every render. Keep these in step with components/ui/table.tsx.
const ROW = 'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted';
const CELL = 'py-3 px-3 align-middle';
const HEAD = 'h-10 whitespace-nowrap px-3 align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const CHECKBOX =
  'size-4 shrink-0 cursor-pointer align-middle accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';
const THUMB = 'size-10 shrink-0 rounded-md border bg-muted object-cover';
const NO_THUMB = 'flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground';
const CELL_CHECK = `${CELL} pr-0`;
const CELL_PRODUCT = `${CELL} min-w-0 sm:min-w-48`;
const CELL_STOCK = `${CELL} hidden text-right tabular-nums md:table-cell`;
const CELL_MD = `${CELL} hidden md:table-cell`;
const CELL_LG = `${CELL} hidden lg:table-cell`;
const CELL_SM = `${CELL} hidden sm:table-cell`;
const CELL_ACTIONS = `${CELL} text-right`;
/** The state's badge under the title, for phones (the column shows from sm up). */
const PHONE_BADGE_CLASS = Object.fromEntries(Object.entries(ESTADO_BADGE_CLASS).map(([e, c]) => [e, `${c} mt-1 sm:hidden`])) as Record<Estado, string>;
const EDIT = buttonVariants({ variant: 'ghost', size: 'icon-row' });
const DELETE = buttonVariants({ variant: 'ghost-destructive', size: 'icon-row' });
// Lucide's Pencil, Trash2 and Image, each one path.
const PENCIL = lineIcon(PENCIL_PATH);
const TRASH = lineIcon('M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2');
const NO_IMAGE = lineIcon(IMAGE_PATH);

const EMPTY = <span className="text-muted-foreground">—</span>;

/** The catalogue page: select-all and row checkboxes, product, stock, category, type, brand, state and actions. */
export function ColaboracionesTable({ items, allState, isSelected, onToggle, onToggleAll, onEdit, onDelete, busy = false }: ColaboracionesTableProps) {
  const { shown, left, ref } = useItemsNearScreen(items.length, FIRST_ROWS, ROWS_STEP);
  return (
    <>
      <div data-slot="table-container" className="relative w-full overflow-x-auto">
        <table aria-busy={busy} className={busy ? 'w-full caption-bottom text-sm opacity-70 transition-opacity' : 'w-full caption-bottom text-sm'}>
          <thead className="[&_tr]:border-b">
            <tr className="border-b">
              <th className={`${HEAD} w-10 pr-0 text-left`}>
                <RowCheckbox aria-label="Seleccionar todas" checked={allState} onCheckedChange={onToggleAll} />
              </th>
              <th className={`${HEAD} text-left`}>Producto</th>
              <th className={`${HEAD} hidden text-right md:table-cell`}>Stock</th>
              <th className={`${HEAD} hidden text-left lg:table-cell`}>Categoría</th>
              <th className={`${HEAD} hidden text-left md:table-cell`}>Tipo</th>
              <th className={`${HEAD} hidden text-left md:table-cell`}>Marca</th>
              <th className={`${HEAD} hidden text-left sm:table-cell`}>Estado</th>
              <th className={`${HEAD} w-20 text-right sm:w-24`}>
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="[&_tr:last-child]:border-0">
            {items.slice(0, shown).map((c) => (
              <ColaboracionRow key={c.id} c={c} selected={isSelected(c.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </div>
      {left > 0 ? <div ref={ref} aria-hidden="true" data-testid="filas-pendientes" style={{ height: left * ROW_ESTIMATE_PX }} /> : null}
    </>
  );
}

/** One row; memoised, so selecting a row or drawing the next chunk leaves the other rows alone. */
const ColaboracionRow = memo(function ColaboracionRow({
  c,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: {
  c: Colaboracion;
  selected: boolean;
  onToggle: (id: string, on: boolean) => void;
  onEdit: (c: Colaboracion) => void;
  onDelete: (c: Colaboracion) => void;
}) {
  return (
    <tr data-id={c.id} data-state={selected ? 'selected' : undefined} className={ROW}>
      <td className={CELL_CHECK}>
        {/* A row is never mixed, so the plain input: RowCheckbox's effect (the header's mixed state) is not needed. */}
        <input
          type="checkbox"
          aria-label={`Seleccionar ${c.titulo}`}
          checked={selected}
          onChange={(e) => onToggle(c.id, e.currentTarget.checked)}
          data-state={selected ? 'checked' : 'unchecked'}
          className={CHECKBOX}
        />
      </td>
      <td className={CELL_PRODUCT}>
        <div className="flex items-center gap-3">
          {c.thumbUrl ? (
            <img src={c.thumbUrl} alt="" width={40} height={40} loading="lazy" decoding="async" className={THUMB} />
          ) : (
            <span className={NO_THUMB}>{NO_IMAGE}</span>
          )}
          <div className="min-w-0">
            {/* The whole title on a phone (rows of one product differ only at the end), clamped from md up. */}
            <p className="font-medium break-words md:line-clamp-2" data-testid="colaboracion-titulo">
              {c.titulo}
            </p>
            {c.talla ? (
              <p className="text-xs font-medium text-foreground" data-testid="colaboracion-talla">
                Talla {c.talla}
              </p>
            ) : null}
            {c.colaboradoraNombre ? <p className="text-xs text-muted-foreground">{c.colaboradoraNombre}</p> : null}
            <p className="text-xs text-muted-foreground md:hidden">
              {[c.producto, c.tipo, c.marca].filter(Boolean).join(' · ')}
              {c.shopifyInventoryQuantity !== null ? ` · Stock ${c.shopifyInventoryQuantity}` : ''}
            </p>
            {estadoBadge(c.estado, PHONE_BADGE_CLASS[c.estado])}
          </div>
        </div>
      </td>
      <td className={CELL_STOCK}>{c.shopifyInventoryQuantity ?? EMPTY}</td>
      <td className={CELL_LG}>{c.producto}</td>
      <td className={CELL_MD}>{c.tipo ?? EMPTY}</td>
      <td className={CELL_MD}>{c.marca ?? EMPTY}</td>
      <td className={CELL_SM}>
        {estadoBadge(c.estado)}
      </td>
      <td className={CELL_ACTIONS}>
        <div className="flex justify-end gap-0.5 sm:gap-1">
          <button type="button" data-slot="button" className={EDIT} aria-label={`Editar ${c.titulo}`} onClick={() => onEdit(c)}>
            {PENCIL}
          </button>
          <button type="button" data-slot="button" className={DELETE} aria-label={`Eliminar ${c.titulo}`} onClick={() => onDelete(c)}>
            {TRASH}
          </button>
        </div>
      </td>
    </tr>
  );
});
