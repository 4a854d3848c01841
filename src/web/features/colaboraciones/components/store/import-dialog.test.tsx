import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportProduct, StoreJob } from '@shared/schemas/shopify';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { stubFetch, type Routes } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { ImportDialogBody } from './import-dialog';

const variant = (variantId: string, title: string, extra: Partial<ImportProduct['variants'][number]> = {}) => ({
  variantId,
  title,
  option1: 'Azul',
  option2: title,
  barcode: `75010${variantId.slice(-3)}`,
  inventoryQuantity: 3,
  available: true,
  imported: false,
  ...extra,
});

const products: ImportProduct[] = [
  {
    shopifyId: 'gid://shopify/Product/1',
    title: 'Jeans Recto Azul',
    productType: 'Jeans',
    image: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    collectionIds: ['c1'],
    variants: [variant('gid://shopify/ProductVariant/101', '26'), variant('gid://shopify/ProductVariant/102', '28', { imported: true })],
  },
  {
    shopifyId: 'gid://shopify/Product/2',
    title: 'Aretes Dorados',
    productType: 'Joyeria',
    image: null,
    createdAt: '2025-01-02T00:00:00.000Z',
    collectionIds: [],
    variants: [variant('gid://shopify/ProductVariant/201', 'Única', { available: false, inventoryQuantity: 0 })],
  },
];

const page = (list: ImportProduct[], extra: Record<string, unknown> = {}) => ({
  json: { products: list, collections: [{ id: 'c1', title: 'Jeans Mujer' }], total: list.length, pagina: 1, porPagina: 25, leidoAt: '2026-11-26T10:00:00.000Z', desactualizado: false, ...extra },
});

const job = (extra: Partial<StoreJob> = {}): StoreJob => ({
  id: '0b6e2a8e-0d6e-4a55-9d1d-6f3f3a1b2c3d',
  tipo: 'import',
  estado: 'en_cola',
  fase: 'En cola',
  hechos: 0,
  total: null,
  porcentaje: null,
  activo: true,
  resumen: null,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  terminadaAt: null,
  ...extra,
});

function openDialog(routes: Routes = {}) {
  const sent = stubFetch({
    'GET /api/shopify/products?pagina=1&porPagina=25': page(products),
    'GET /api/shopify/products?pagina=1&porPagina=25&q=aretes': page([products[1]!]),
    'GET /api/shopify/products?pagina=1&porPagina=25&q=zzz': page([], { total: 0 }),
    'GET /api/shopify/trabajos/actual': { json: { trabajo: null } },
    'POST /api/shopify/import': { status: 202, json: job() },
    ...routes,
  });
  const onDone = vi.fn();
  renderWithApp(
    <Dialog open>
      <DialogContent>
        <ImportDialogBody onDone={onDone} />
      </DialogContent>
    </Dialog>,
  );
  return { sent, onDone };
}

describe('Importar productos de Shopify (ImportDialogBody)', () => {
  it("lists the store's products with their variants and says how many it found", async () => {
    openDialog();
    const list = await screen.findByRole('list', { name: 'Productos de la tienda' });
    expect(within(list).getByRole('group', { name: 'Jeans Recto Azul' })).toHaveTextContent('Jeans · Jeans Mujer');
    expect(within(list).getByRole('group', { name: 'Aretes Dorados' })).toHaveTextContent('Sin colección');
    expect(within(list).getByRole('list', { name: 'Variantes de Jeans Recto Azul' })).toHaveTextContent('Importado');
    expect(within(list).getByRole('list', { name: 'Variantes de Aretes Dorados' })).toHaveTextContent('Agotado');
    expect(await screen.findByText('2 productos encontrados')).toBeInTheDocument();
    expect(screen.getByText('0 variantes seleccionadas')).toBeInTheDocument();
  });

  it("with nothing chosen says 'Selecciona al menos una variante para importar' and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent, onDone } = openDialog();
    await screen.findByRole('list', { name: 'Productos de la tienda' });
    await user.click(screen.getByRole('button', { name: 'Importar seleccionadas' }));
    expect(await screen.findByText('Selecciona al menos una variante para importar')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('selects variants one by one or per product, clears, and imports exactly the chosen ones', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = openDialog();
    await screen.findByRole('list', { name: 'Productos de la tienda' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las variantes de Jeans Recto Azul' }));
    expect(screen.getByText('2 variantes seleccionadas')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar 26' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar 26' }));
    expect(screen.getByText('1 variante seleccionada')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todas las variantes de Jeans Recto Azul' })).toHaveAttribute('aria-checked', 'mixed');

    await user.click(screen.getByRole('button', { name: 'Limpiar selección' }));
    expect(screen.getByText('0 variantes seleccionadas')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar 28' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Única' }));
    await user.click(screen.getByRole('button', { name: 'Importar seleccionadas' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/shopify/import', body: { variantIds: ['gid://shopify/ProductVariant/102', 'gid://shopify/ProductVariant/201'] } },
    ]);
    // The import runs on the server: the dialog says it started and closes; Gestión follows the job.
    expect(await screen.findByText('Importación iniciada: puedes seguir trabajando mientras avanza')).toBeInTheDocument();
  });

  it('with the store never read, starts the read itself and shows its progress bar', async () => {
    const reading = job({ tipo: 'catalogo', estado: 'en_curso', fase: 'Descargando', hechos: 1200, total: 4000, porcentaje: 30 });
    let started = false;
    const { sent } = openDialog({
      'GET /api/shopify/products?pagina=1&porPagina=25': page([], { total: 0, leidoAt: null, desactualizado: true }),
      'GET /api/shopify/trabajos/actual': () => ({ json: { trabajo: started ? reading : null } }),
      'POST /api/shopify/catalogo': () => {
        started = true;
        return { status: 202, json: reading };
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Lectura del catálogo de la tienda' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Descargando')).toBeInTheDocument();
    expect(screen.getByText('1,200 de 4,000')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/shopify/catalogo']);
  });

  it('searches the server by what the admin types (product, collection, size or code)', async () => {
    const user = userEvent.setup();
    openDialog();
    await screen.findByRole('list', { name: 'Productos de la tienda' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'aretes');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Jeans Recto Azul' })).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Aretes Dorados' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar productos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'zzz');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });
});
