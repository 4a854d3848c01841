import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTOS } from '@shared/domain/options';

/** Issue 28's copy defects, each read where it was written (no screen renders all of them in one test). */
const source = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('copy of issue 28', () => {
  it('says pedido borrador, not Draft order, and «Verifica que» without the accent', () => {
    expect(source('./features/confirmacion/api/empaquetar.ts')).not.toMatch(/'[^'\n]*draft order[^'\n]*'/i);
    expect(source('./app/routes/logistica/confirmacion-page.tsx')).toContain('Verifica que el producto sigue disponible.');
  });

  it('spells Joyería with its accent', () => {
    expect(PRODUCTOS).toContain('Joyería');
    expect(source('./features/colaboraciones/components/colaboracion-form.tsx')).not.toContain('Joyeria');
  });

  it("Inicio's 7-day note starts the window at Recibido and names «Enviar a revisión»", () => {
    const inicio = source('./app/routes/colaboradora/inicio-page.tsx');
    expect(inicio).not.toContain('una vez que tu pedido está en Pendiente');
    expect(inicio).toContain('desde que marcas tu pedido como Recibido');
    expect(inicio).toContain('«Enviar a revisión»');
  });
});
