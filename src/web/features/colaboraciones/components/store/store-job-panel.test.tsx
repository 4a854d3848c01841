import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreJob } from '@shared/schemas/shopify';
import { stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { StoreJobPanel } from './store-job-panel';
import { jobSummary } from './store-job-progress';

const job = (extra: Partial<StoreJob> = {}): StoreJob => ({
  id: '0b6e2a8e-0d6e-4a55-9d1d-6f3f3a1b2c3d',
  tipo: 'import',
  estado: 'en_curso',
  fase: 'Guardando',
  hechos: 12_500,
  total: 50_000,
  porcentaje: 25,
  activo: true,
  resumen: null,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  terminadaAt: null,
  ...extra,
});

const status = { json: { connected: true, source: 'env', storeDomain: 'x.myshopify.com', shopName: 'Demo', authKind: 'token', lastSync: null, lastError: null, nextRunAt: null, syncIntervalMinutes: 30, referenciasUrl: null, currencyCode: 'MXN' } };

describe("Gestión's store job panel (issue 19)", () => {
  it('shows the running job: phase, N de M and a progress bar with its value', async () => {
    stubFetch({ 'GET /api/shopify/status': status, 'GET /api/shopify/trabajos/actual': { json: { trabajo: job() } } });
    renderWithApp(<StoreJobPanel />);
    const bar = await screen.findByRole('progressbar', { name: 'Importación' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Guardando')).toBeInTheDocument();
    expect(screen.getByText('12,500 de 50,000')).toBeInTheDocument();
  });

  it('says when the store does not answer', async () => {
    stubFetch({
      'GET /api/shopify/status': status,
      'GET /api/shopify/trabajos/actual': { json: { trabajo: job({ estado: 'esperando_tienda', fase: 'La tienda no responde; reintentando…' }) } },
    });
    renderWithApp(<StoreJobPanel />);
    expect(await screen.findByText('La tienda no responde; reintentando…')).toBeInTheDocument();
  });

  it('shows nothing when no job ran lately', async () => {
    const sent = stubFetch({ 'GET /api/shopify/status': status, 'GET /api/shopify/trabajos/actual': { json: { trabajo: null } } });
    renderWithApp(<StoreJobPanel />);
    await waitFor(() => expect(sent.some((r) => r.path === '/api/shopify/trabajos/actual')).toBe(true));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('the end of a job in Spanish', () => {
  it('counts what was created, updated, unchanged and failed, with reasons and notes', () => {
    const done = job({
      estado: 'terminada',
      activo: false,
      resumen: {
        creadas: 49_990,
        actualizadas: 3,
        sinCambios: 0,
        fallidas: 7,
        motivos: [{ motivo: 'Producto eliminado en la tienda', variantes: 7 }],
        avisos: [{ motivo: 'Variante sin SKU', variantes: 12 }],
        lectura: null,
      },
    });
    expect(jobSummary(done)).toBe(
      'Importación terminada: 49,990 creadas, 3 actualizadas, 0 sin cambios, 7 fallidas. No importadas: Producto eliminado en la tienda: 7. Avisos: Variante sin SKU: 12.',
    );
  });

  it('a failed job says why', () => {
    expect(jobSummary(job({ estado: 'fallida', activo: false, error: 'La tienda negó el acceso (FAILED, ACCESS_DENIED).' }))).toBe('La tienda negó el acceso (FAILED, ACCESS_DENIED).');
  });
});
