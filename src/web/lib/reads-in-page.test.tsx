import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_IN_PAGE_ID_PREFIX } from '@shared/reads-in-page';
import { stubFetch } from '../test/fetch-stub';

/** The page as the server writes it (src/server/http/reads-in-page.ts): a JSON data block per read. */
function writeReads(reads: Record<string, { status: number; body: unknown }>): void {
  for (const [url, { status, body }] of Object.entries(reads)) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = READ_IN_PAGE_ID_PREFIX + url;
    block.dataset.status = String(status);
    block.textContent = JSON.stringify(body);
    document.body.append(block);
  }
}

// The reads are taken from the page once per page load: each test loads the modules afresh.
const load = async () => {
  const { apiFetch, ApiError } = await import('./api-client');
  const { forgetReadsInPage } = await import('./reads-in-page');
  return { apiFetch, ApiError, forgetReadsInPage };
};

beforeEach(() => vi.resetModules());
afterEach(() => {
  for (const block of document.querySelectorAll(`script[id^="${READ_IN_PAGE_ID_PREFIX}"]`)) block.remove();
  vi.restoreAllMocks();
});

describe('the reads written into the page (decision 105)', () => {
  it('answers a first read from the page, asking the network for nothing; the next one asks it', async () => {
    writeReads({ '/api/inicio': { status: 200, body: { contadores: { pendientes: 1 } } } });
    const sent = stubFetch({ 'GET /api/inicio': { json: { contadores: { pendientes: 2 } } } });
    const { apiFetch } = await load();
    expect(await apiFetch('/api/inicio')).toEqual({ contadores: { pendientes: 1 } });
    expect(sent).toEqual([]);
    expect(await apiFetch('/api/inicio')).toEqual({ contadores: { pendientes: 2 } });
    expect(sent.map((r) => r.path)).toEqual(['/api/inicio']);
    // Taken out of the page with it: nothing of hers stays in the document.
    expect(document.getElementById(`${READ_IN_PAGE_ID_PREFIX}/api/inicio`)).toBeNull();
  });

  it('only for the same URL and a read: another query string, or a write, goes to the network', async () => {
    writeReads({ '/api/disponibles': { status: 200, body: { items: [] } } });
    const sent = stubFetch({ 'GET /api/disponibles?talla=13': { json: { items: [1] } }, 'POST /api/disponibles': { json: { ok: true } } });
    const { apiFetch } = await load();
    expect(await apiFetch('/api/disponibles?talla=13')).toEqual({ items: [1] });
    expect(await apiFetch('/api/disponibles', { method: 'POST', json: {} })).toEqual({ ok: true });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/disponibles?talla=13', 'POST /api/disponibles']);
  });

  it("a refusal in the page is the server's refusal: its Spanish message, its status", async () => {
    writeReads({ '/api/revision/colaboraciones?page=1': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No tienes permiso para esta acción' } } } });
    stubFetch({});
    const { apiFetch, ApiError } = await load();
    const error: unknown = await apiFetch('/api/revision/colaboraciones?page=1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No tienes permiso para esta acción' });
  });

  it('none after a sign-out (they were the person who left), and none once the page is 30 s old', async () => {
    writeReads({ '/api/me': { status: 200, body: { who: 'ella' } } });
    const sent = stubFetch({ 'GET /api/me': { json: { who: 'otra' } }, 'GET /api/inicio': { json: { fresh: true } } });
    const { apiFetch, forgetReadsInPage } = await load();
    forgetReadsInPage();
    expect(await apiFetch('/api/me')).toEqual({ who: 'otra' });

    vi.resetModules();
    writeReads({ '/api/inicio': { status: 200, body: { old: true } } });
    const later = await load();
    vi.spyOn(performance, 'now').mockReturnValue(30_001);
    expect(await later.apiFetch('/api/inicio')).toEqual({ fresh: true });
    expect(sent.map((r) => r.path)).toEqual(['/api/me', '/api/inicio']);
  });

  it('a page without reads asks the network as ever', async () => {
    const sent = stubFetch({ 'GET /api/me': { json: { who: 'ella' } } });
    const { apiFetch } = await load();
    expect(await apiFetch('/api/me')).toEqual({ who: 'ella' });
    expect(sent).toHaveLength(1);
  });
});
