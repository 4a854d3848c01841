import { useState } from 'react';
import type { MedidasRow as Row } from '@shared/schemas/colaboracion';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { MEDIDAS_GRID, MedidasRow } from './medidas-row';

const STEP = 50;

/** Rows as cards on phones and tablets and a table-like grid from 1024 px; long lists grow 50 rows at a time. */
export function MedidasList({ items }: { items: readonly Row[] }) {
  const [shown, setShown] = useState(STEP);
  const visible = items.slice(0, shown);
  return (
    <div className="lg:rounded-xl lg:border lg:bg-card lg:shadow-sm">
      <div aria-hidden="true" className={cn('hidden border-b px-4 py-2 text-xs font-semibold whitespace-nowrap text-muted-foreground', MEDIDAS_GRID)}>
        <span>Producto</span>
        <span className="hidden xl:block">Marca</span>
        <span className="hidden xl:block">Talla</span>
        <span>Cintura (cm)</span>
        <span>Cadera (cm)</span>
        <span>Largo (cm)</span>
        <span className="sr-only">Guardar</span>
      </div>
      <ul aria-label="Colaboraciones sin medidas completas" className="flex flex-col gap-3 lg:gap-0">
        {visible.map((row) => (
          <MedidasRow key={row.id} row={row} />
        ))}
      </ul>
      {items.length > shown ? (
        <div className="flex flex-col items-center gap-2 p-4 lg:border-t">
          <p className="text-sm text-muted-foreground">
            Mostrando {visible.length} de {items.length}
          </p>
          <Button variant="outline" onClick={() => setShown((n) => n + STEP)}>
            Mostrar más
          </Button>
        </div>
      ) : null}
    </div>
  );
}
