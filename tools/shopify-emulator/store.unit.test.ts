import { describe, expect, it } from 'vitest';
import { paginate } from './connection';
import { seedDemo } from './catalogue';
import { parseSearch, matches } from './search';
import { Store } from './store';
import { LeakyBucket } from './bucket';

describe('store rules', () => {
  it('holds reserved stock until reserveInventoryUntil, then gives it back', () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    const store = new Store({ now: () => new Date(now) });
    seedDemo(store);
    const v = [...store.variants.values()].find((x) => x.available >= 2)!;
    const stock = v.available;
    const events: string[] = [];
    store.onEvent((e) => events.push(e.type));
    store.createDraftOrder({
      email: null,
      note: null,
      tags: ['x'],
      customAttributes: [],
      lines: [{ variantId: v.id, quantity: 1, appliedDiscount: null }],
      shippingLine: null,
      appliedDiscount: null,
      reserveInventoryUntil: '2026-03-02T12:00:00Z',
    });
    expect(v.available).toBe(stock - 1);
    now = Date.parse('2026-03-02T12:00:01Z');
    store.releaseExpiredReservations();
    expect(v.available).toBe(stock);
    expect(events).toEqual(['inventory', 'inventory']);
  });

  it('numbers drafts #D1.. and orders #1001..', () => {
    const store = new Store();
    seedDemo(store);
    const v = [...store.variants.values()].find((x) => x.available > 0)!;
    const mk = () =>
      store.createDraftOrder({ email: null, note: null, tags: [], customAttributes: [], lines: [{ variantId: v.id, quantity: 1, appliedDiscount: null }], shippingLine: null, appliedDiscount: null, reserveInventoryUntil: null });
    const a = mk();
    const b = mk();
    expect([a.name, b.name]).toEqual(['#D1', '#D2']);
    const addr = { firstName: 'A', lastName: 'B', address1: 'C 1', address2: '', city: 'D', provinceCode: 'JAL', zip: '44100', phone: '+523312345678', countryCode: 'MX' as const };
    expect(store.completeDraftOrder(b.id, addr).order.name).toBe('#1001');
    expect(() => store.completeDraftOrder(b.id, addr)).toThrow(/already been completed/);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
  const page = (args: Parameters<typeof paginate>[1]) => paginate(items, args, (x) => ({ id: x.id, value: x.id }), (x) => x.id);

  it('walks backwards with last/before and survives deletion of the cursor item', () => {
    const first = page({ first: 4 });
    expect(first.nodes).toEqual([1, 2, 3, 4]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const back = page({ last: 2, before: first.pageInfo.endCursor as string });
    expect(back.nodes).toEqual([2, 3]);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true });
    const without4 = paginate(items.filter((x) => x.id !== 4), { first: 3, after: first.pageInfo.endCursor as string }, (x) => ({ id: x.id, value: x.id }), (x) => x.id);
    expect(without4.nodes).toEqual([5, 6, 7]);
    expect(page({ first: 3, reverse: true }).nodes).toEqual([10, 9, 8]);
  });

  it('requires first or last and rejects a cursor it did not issue', () => {
    expect(() => page({})).toThrow(/first or last/);
    expect(() => page({ first: 1, after: 'nonsense' })).toThrow(/Invalid cursor/);
  });
});

describe('search syntax', () => {
  it('matches tags exactly (quoted or not), negation, OR and wildcards', () => {
    const tags = ['colab-1', '@ana'];
    const f = (name: string) => ({ tag: tags, status: 'open', title: 'Jeans Mom Kosch' })[name];
    expect(matches(parseSearch('tag:colab-1'), f, '')).toBe(true);
    expect(matches(parseSearch("tag:'colab-1'"), f, '')).toBe(true);
    expect(matches(parseSearch('tag:colab-11'), f, '')).toBe(false);
    expect(matches(parseSearch('tag:colab-1 -status:open'), f, '')).toBe(false);
    expect(matches(parseSearch('tag:nope OR status:open'), f, '')).toBe(true);
    expect(matches(parseSearch('title:*mom*'), f, '')).toBe(true);
    expect(matches(parseSearch('unknown_field:x'), f, '')).toBe(false);
  });
});

describe('leaky bucket', () => {
  it('refills at the restore rate up to the maximum', () => {
    let t = 0;
    const b = new LeakyBucket({ now: () => t });
    expect(b.take(900)).toBe(true);
    expect(b.take(200)).toBe(false);
    t = 1000;
    expect(b.throttleStatus()).toEqual({ maximumAvailable: 1000, currentlyAvailable: 200, restoreRate: 100 });
    t = 60_000;
    expect(b.currentlyAvailable()).toBe(1000);
  });
});
