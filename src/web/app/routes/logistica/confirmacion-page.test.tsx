import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConfirmacionCard, EmpaquetadoLote } from '@shared/schemas/shopify';
import { stubFetch, type SentRequest } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { budget } from '../../../../../tests/budget';
import { ConfirmacionPage } from './confirmacion-page';

const card = (id: string, nombre: string, titulo: string): ConfirmacionCard => ({
  id,
  nombreVisualizacion: titulo,
  titulo,
  talla: '28',
  barcode: null,
  marca: null,
  imagenUrl: null,
  thumbUrl: null,
  colaboradora: { id: `c-${id}`, nombre, apellidos: 'López', ciudad: 'Monterrey', equipo: null, avatarUrl: null },
});

const CARDS = [card('a', 'Ana', 'Jeans Mom · Talla 28'), card('b', 'Bea', 'Jeans Recto · Talla 28'), card('c', 'Carla', 'Jeans Flare · Talla 28')];
const item = (c: ConfirmacionCard, estado: 'pendiente' | 'ok' | 'error', extra: Partial<EmpaquetadoLote['items'][number]> = {}) => ({
  colaboracionId: c.id,
  titulo: c.titulo,
  colaboradora: `${c.colaboradora.nombre} López`,
  estado,
  mensaje: null,
  numeroPedido: null,
  ...extra,
});
const lote = (items: EmpaquetadoLote['items']): EmpaquetadoLote => ({
  loteId: 'L1',
  items,
  pendientes: items.filter((i) => i.estado === 'pendiente').length,
  creados: items.filter((i) => i.estado === 'ok').length,
  fallidos: items.filter((i) => i.estado === 'error').length,
});

/** The screen as tienda sees it, against a store that packs Ana's and Carla's and refuses Bea's. */
function renderScreen() {
  let reads = 0;
  let posted = false;
  const sent: SentRequest[] = stubFetch({
    'GET /api/me': { json: { user: { id: 'u1', email: 'tienda@colabora.test', fullName: 'Tienda' }, role: 'tienda', noLeidos: 0 } },
    'GET /api/shopify/status': { json: { connected: true } },
    // Once the batch is done the list is read again without the two packed.
    'GET /api/confirmacion': () => ({ json: { items: posted && reads >= 2 ? [CARDS[1]] : CARDS } }),
    'POST /api/confirmacion/empaquetar-lote': () => {
      posted = true;
      return { status: 202, json: { loteId: 'L1' } };
    },
    'GET /api/confirmacion/lotes/L1': () => {
      reads += 1;
      const [a, b, c] = CARDS as [ConfirmacionCard, ConfirmacionCard, ConfirmacionCard];
      return {
        json:
          reads === 1
            ? lote([item(a, 'ok', { numeroPedido: 1001 }), item(b, 'pendiente'), item(c, 'pendiente')])
            : lote([
                item(a, 'ok', { numeroPedido: 1001 }),
                item(b, 'error', { mensaje: 'La colaboración ya no está en confirmación' }),
                item(c, 'ok', { numeroPedido: 1002 }),
              ]),
      };
    },
  });
  renderAtUrl(<ConfirmacionPage />, { url: '/logistica/confirmacion' });
  return sent;
}

describe('Confirmación: Empaquetado in batches (issue 28)', () => {
  it('selects every card, posts the batch once for a double click, shows its progress and a summary; packed cards keep their places', async () => {
    const user = userEvent.setup();
    const sent = renderScreen();
    const bar = await screen.findByRole('region', { name: 'Empaquetado en lote' });
    const pack = within(bar).getByRole('button', { name: 'Empaquetar seleccionadas (0)' });
    expect(pack).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar a Ana L.: Jeans Mom · Talla 28' })).not.toBeChecked();

    await user.click(within(bar).getByRole('checkbox', { name: 'Seleccionar todas' }));
    for (const c of CARDS) expect(screen.getByRole('checkbox', { name: `Seleccionar a ${c.colaboradora.nombre} L.: ${c.titulo}` })).toBeChecked();
    expect(within(bar).getByText('3 seleccionadas')).toBeInTheDocument();
    // One unticked: 'Seleccionar todas' is then neither on nor off.
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Bea L.: Jeans Recto · Talla 28' }));
    expect(within(bar).getByRole('checkbox', { name: 'Seleccionar todas' })).toHaveAttribute('aria-checked', 'mixed');
    await user.click(within(bar).getByRole('checkbox', { name: 'Seleccionar todas' }));

    await user.dblClick(within(bar).getByRole('button', { name: 'Empaquetar seleccionadas (3)' }));
    const posts = sent.filter((r) => r.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/api/confirmacion/empaquetar-lote', body: { ids: ['a', 'b', 'c'] } }]);

    // Progress while it runs, then the summary: what was created and why the other failed.
    expect(await within(bar).findByText('Empaquetando… 1 de 3')).toBeInTheDocument();
    const summary = await within(bar).findByRole('region', { name: 'Resumen del empaquetado' }, { timeout: budget(5_000) });
    expect(await within(summary).findByText('2 pedidos creados de 3 · 1 con error', {}, { timeout: budget(5_000) })).toBeInTheDocument();
    const created = within(summary).getByRole('list', { name: 'Pedidos creados' });
    expect(within(created).getByText('Ana López · Jeans Mom · Talla 28: pedido #1001')).toBeInTheDocument();
    expect(within(created).getByText('Carla López · Jeans Flare · Talla 28: pedido #1002')).toBeInTheDocument();
    const failed = within(summary).getByRole('list', { name: 'Con error' });
    expect(within(failed).getByText('Bea López · Jeans Recto · Talla 28: La colaboración ya no está en confirmación')).toBeInTheDocument();
    expect(within(bar).getByText('Listo: 2 pedidos creados, 1 con error')).toBeInTheDocument();

    // The list was read again without Ana's and Carla's: both stay in their places, as packed placeholders.
    const list = screen.getByRole('list', { name: 'Colaboraciones por confirmar' });
    const articles = within(list).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('data-colaboracion-id'))).toEqual(['a', 'b', 'c']);
    expect(within(articles[0]!).getByText('Empaquetada · pedido #1001')).toBeInTheDocument();
    expect(within(articles[2]!).getByText('Empaquetada · pedido #1002')).toBeInTheDocument();
    expect(within(articles[1]!).getByRole('button', { name: 'Empaquetado' })).toBeEnabled();
    expect(screen.getByText('Mostrando 1 registro(s)')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);

    await user.click(within(summary).getByRole('button', { name: 'Cerrar resumen' }));
    expect(within(bar).queryByRole('region', { name: 'Resumen del empaquetado' })).not.toBeInTheDocument();
  });

  it("the single card's Empaquetado leaves a placeholder of the card in its place, focused, so the next card does not move up", async () => {
    const user = userEvent.setup();
    let packed = false;
    stubFetch({
      'GET /api/me': { json: { user: { id: 'u1', email: 'tienda@colabora.test', fullName: 'Tienda' }, role: 'tienda', noLeidos: 0 } },
      'GET /api/shopify/status': { json: { connected: true } },
      'GET /api/confirmacion': () => ({ json: { items: packed ? CARDS.slice(1) : CARDS } }),
      'POST /api/confirmacion/a/empaquetar': () => {
        packed = true;
        return { json: { success: true, invoice_url: 'https://tienda.test/invoices/1', numeroPedido: 1001 } };
      },
    });
    renderAtUrl(<ConfirmacionPage />, { url: '/logistica/confirmacion' });
    const ana = await screen.findByRole('article', { name: 'Ana L.: Jeans Mom · Talla 28' });
    await user.click(within(ana).getByRole('button', { name: 'Empaquetado' }));
    const placeholder = await within(ana).findByText('Empaquetada · pedido #1001');
    expect(placeholder).toHaveFocus();
    expect(await screen.findByText('Mostrando 2 registro(s)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Colaboraciones por confirmar' });
    expect(within(list).getAllByRole('article').map((a) => a.getAttribute('data-colaboracion-id'))).toEqual(['a', 'b', 'c']);
    expect(within(ana).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
