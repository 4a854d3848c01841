import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Colaboracion } from '@shared/schemas/colaboracion';
import type { StoreJob } from '@shared/schemas/shopify';
import { queryClient } from '@web/lib/query-client';
import { colaboracion } from '@web/test/colaboracion';
import { stubFetch } from '@web/test/fetch-stub';
import { renderAtUrl } from '@web/test/render';
import { GestionColaboracionesPage, prefetch } from './gestion-colaboraciones-page';

const item: Colaboracion = colaboracion({ tipo: 'Recto', color: 'Azul', marca: 'Kosch', cadera: 96, largo: 104, shopifyInventoryQuantity: 3, createdAt: '2026-11-20T10:00:00.000Z' });

// An import that ended a minute ago: Gestión shows its summary for half an hour.
const job: StoreJob = {
  id: '0b6e2a8e-0d6e-4a55-9d1d-6f3f3a1b2c3d',
  tipo: 'import',
  estado: 'terminada',
  fase: 'Terminada',
  hechos: 2,
  total: 2,
  porcentaje: 100,
  activo: false,
  resumen: { creadas: 2, actualizadas: 0, sinCambios: 0, fallidas: 0, motivos: [], avisos: [], lectura: null },
  error: null,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  terminadaAt: new Date(Date.now() - 60_000).toISOString(),
};

const counts = { todos: 1, disponible: 1, empaquetado: 0, logistica: 0, produccion: 0, revision: 0, entregado: 0, cancelada: 0 };
const status = { connected: true, source: 'env', storeDomain: 'x.myshopify.com', shopName: 'Demo', authKind: 'token', lastSync: null, lastError: null, nextRunAt: null, syncIntervalMinutes: 30, referenciasUrl: null, currencyCode: 'MXN' };

afterEach(() => queryClient.clear());

describe('Gestión de Colaboraciones: its first render (issue 31, decision 094)', () => {
  it("renders the list, the store's badge and the last job's summary in one render from the route's data, and reads each once", async () => {
    const sent = stubFetch({
      'GET /api/colaboraciones?estado=disponible&page=1&pageSize=50': { json: { items: [item], total: 1, page: 1, pageSize: 50, counts } },
      'GET /api/shopify/status': { json: status },
      'GET /api/shopify/trabajos/actual': { json: { trabajo: job } },
    });
    await prefetch(new URLSearchParams('estado=disponible'));

    renderAtUrl(<GestionColaboracionesPage />, { url: '/admin/colaboraciones?estado=disponible', client: queryClient });
    // No await between the render and these: everything is in the first render, nothing arrives a read later.
    expect(screen.getByText(item.titulo)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Importación' })).toBeInTheDocument();
    expect(screen.getByText('Conectado', { exact: true })).toBeInTheDocument();

    // Mounting read none of them again (the route's loader had just read them).
    await waitFor(() => expect(screen.getByRole('tab', { name: /Disponible/ })).toHaveAttribute('aria-selected', 'true'));
    const reads = (path: string) => sent.filter((r) => r.method === 'GET' && r.path.startsWith(path)).length;
    expect(reads('/api/colaboraciones?')).toBe(1);
    expect(reads('/api/shopify/status')).toBe(1);
    expect(reads('/api/shopify/trabajos/actual')).toBe(1);
  });

  it('does not read the job of a store that is not connected, nor the status again on the next tab', async () => {
    const sent = stubFetch({
      'GET /api/colaboraciones?estado=disponible&page=1&pageSize=50': { json: { items: [item], total: 1, page: 1, pageSize: 50, counts } },
      'GET /api/colaboraciones?estado=todos&page=1&pageSize=50': { json: { items: [item], total: 1, page: 1, pageSize: 50, counts } },
      'GET /api/shopify/status': { json: { ...status, connected: false, source: null, storeDomain: null, shopName: null, authKind: null } },
    });
    await prefetch(new URLSearchParams());
    expect(sent.map((r) => r.path).sort()).toEqual(['/api/colaboraciones?estado=todos&page=1&pageSize=50', '/api/shopify/status']);
    // The router runs it again on the next tab: the list of that tab is read, the status not again at once.
    await prefetch(new URLSearchParams('estado=disponible'));
    expect(sent.filter((r) => r.path === '/api/shopify/status')).toHaveLength(1);
  });
});
