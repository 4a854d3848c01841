import { memo } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { Colaboracion } from '@shared/schemas/colaboracion';
import { Button } from '@web/components/ui/button';
import { EstadoBadge } from '@web/components/ui/estado-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { useRowsNearScreen } from '../hooks/use-rows-near-screen';
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
 * Rows rendered at once: more than a 940 px high screen shows below the page's header, search and tabs
 * (the table starts 300-400 px down; a row is 77 px from md up). The rest of the page of 50 render
 * ROWS_STEP at a time as the space kept for them nears the screen (decision 089; they were all rendered in
 * idle chunks during the first load before, decision 067): 50 rows in one render were a 185 ms task on
 * the bench brand, unthrottled.
 */
const FIRST_ROWS = 12;
const ROWS_STEP = 10;
/** The space a row not yet rendered keeps: a desktop row's height (a phone's are taller, and below the screen). */
const ROW_ESTIMATE_PX = 77;

const EMPTY = <span className="text-muted-foreground">—</span>;

/** The catalogue page: select-all and row checkboxes, product, stock, category, type, brand, state and actions. */
export function ColaboracionesTable({ items, allState, isSelected, onToggle, onToggleAll, onEdit, onDelete, busy = false }: ColaboracionesTableProps) {
  const { shown, left, ref } = useRowsNearScreen(items.length, FIRST_ROWS, ROWS_STEP);
  return (
    <>
      <Table aria-busy={busy} className={busy ? 'opacity-70 transition-opacity' : undefined}>
        <TableHeader>
          <TableRow hover={false}>
            <TableHead className="w-10 pr-0">
              <RowCheckbox aria-label="Seleccionar todas" checked={allState} onCheckedChange={onToggleAll} />
            </TableHead>
            <TableHead>Producto</TableHead>
            <TableHead align="right" className="hidden md:table-cell">Stock</TableHead>
            <TableHead className="hidden lg:table-cell">Categoría</TableHead>
            <TableHead className="hidden md:table-cell">Tipo</TableHead>
            <TableHead className="hidden md:table-cell">Marca</TableHead>
            <TableHead className="hidden sm:table-cell">Estado</TableHead>
            <TableHead align="right" className="w-20 sm:w-24">
              <span className="sr-only">Acciones</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.slice(0, shown).map((c) => (
            <ColaboracionRow key={c.id} c={c} selected={isSelected(c.id)} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </TableBody>
      </Table>
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
    <TableRow data-id={c.id} data-state={selected ? 'selected' : undefined}>
      <TableCell className="pr-0">
        <RowCheckbox aria-label={`Seleccionar ${c.titulo}`} checked={selected} onCheckedChange={(on) => onToggle(c.id, on)} />
      </TableCell>
      <TableCell className="min-w-0 sm:min-w-48">
        <div className="flex items-center gap-3">
          <Thumbnail src={c.thumbUrl} />
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
            <EstadoBadge estado={c.estado} className="mt-1 sm:hidden" />
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden text-right tabular-nums md:table-cell">{c.shopifyInventoryQuantity ?? EMPTY}</TableCell>
      <TableCell className="hidden lg:table-cell">{c.producto}</TableCell>
      <TableCell className="hidden md:table-cell">{c.tipo ?? EMPTY}</TableCell>
      <TableCell className="hidden md:table-cell">{c.marca ?? EMPTY}</TableCell>
      <TableCell className="hidden sm:table-cell">
        <EstadoBadge estado={c.estado} />
      </TableCell>
      <TableCell className="text-right">
        <div className="flex justify-end gap-0.5 sm:gap-1">
          <Button variant="ghost" size="icon-row" aria-label={`Editar ${c.titulo}`} onClick={() => onEdit(c)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost-destructive" size="icon-row" aria-label={`Eliminar ${c.titulo}`} onClick={() => onDelete(c)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});
