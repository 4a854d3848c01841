import { buildOrder, createDiscount, discountByCode } from './sales';
import { StoreError, type Address, type CodeDiscount, type Order, type Store } from './store';

/** Cities a Mexican store ships to, with Shopify's province codes. */
export const MX_CITIES: readonly (readonly [city: string, provinceCode: string, zip: string])[] = [
  ['Ciudad de México', 'DF', '06700'],
  ['Guadalajara', 'JAL', '44100'],
  ['Zapopan', 'JAL', '45010'],
  ['Monterrey', 'NL', '64000'],
  ['San Pedro Garza García', 'NL', '66220'],
  ['Puebla', 'PUE', '72000'],
  ['Querétaro', 'QRO', '76000'],
  ['Mérida', 'YUC', '97000'],
  ['Tijuana', 'BC', '22000'],
  ['León', 'GTO', '37000'],
  ['Cancún', 'Q ROO', '77500'],
  ['Toluca', 'MEX', '50000'],
  ['Naucalpan', 'MEX', '53000'],
  ['San Luis Potosí', 'SLP', '78000'],
  ['Aguascalientes', 'AGS', '20000'],
  ['Chihuahua', 'CHIH', '31000'],
  ['Hermosillo', 'SON', '83000'],
  ['Culiacán', 'SIN', '80000'],
  ['Morelia', 'MICH', '58000'],
  ['Oaxaca de Juárez', 'OAX', '68000'],
  ['Veracruz', 'VER', '91700'],
  ['Villahermosa', 'TAB', '86000'],
  ['Saltillo', 'COAH', '25000'],
  ['Cuernavaca', 'MOR', '62000'],
];

/** mulberry32: a small seeded generator, so the same seed gives the same orders. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = ['Ana', 'Lucía', 'Fernanda', 'Valeria', 'Daniela', 'Sofía', 'Mariana', 'Andrea', 'Paola', 'Regina'];
const LAST = ['García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Flores'];

export function randomAddress(rand: () => number): Address {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const [city, provinceCode, zip] = pick(MX_CITIES);
  return {
    firstName: pick(FIRST),
    lastName: pick(LAST),
    address1: `Calle ${1 + Math.floor(rand() * 200)} #${1 + Math.floor(rand() * 999)}`,
    address2: '',
    city,
    provinceCode,
    zip,
    phone: `+5255${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
    countryCode: 'MX',
  };
}

export interface RandomOrdersInput {
  count: number;
  /** Every order carries this code, or one of `codes` at random; neither: orders without a code. */
  code?: string;
  codes?: string[];
  /** Spread over the last `days` days (default 30). */
  days?: number;
  /** The orders' currency, default the shop's. */
  currency?: string;
  /** Send orders/create and orders/paid for each (default true); false for benches that read through the poll. */
  notify?: boolean;
  seed?: number;
  /** Percentage (0..1) of a code that the store does not have yet: it is made (without a webhook). Default 0.15. */
  percentage?: number;
}

export const MAX_RANDOM_ORDERS = 500_000;

/**
 * Places `count` paid web orders over past dates, deterministic for a seed and the store's state. Codes
 * the store lacks are created first (silently), so every order's code is one the store knows.
 */
export function placeRandomOrders(store: Store, input: RandomOrdersInput): { orders: Order[]; from: string; to: string } {
  const count = input.count;
  if (!Number.isInteger(count) || count < 1 || count > MAX_RANDOM_ORDERS) {
    throw new StoreError(`count must be an integer between 1 and ${MAX_RANDOM_ORDERS}`);
  }
  const days = input.days ?? 30;
  if (!(Number.isFinite(days) && days > 0 && days <= 3660)) throw new StoreError('days must be between 0 and 3660');
  const pct = input.percentage ?? 0.15;
  if (!(pct >= 0 && pct <= 1)) throw new StoreError('percentage must be between 0 and 1');
  const names = input.codes ?? (input.code !== undefined ? [input.code] : []);
  if (names.some((c) => typeof c !== 'string' || !c.trim())) throw new StoreError('codes must be non-empty strings');
  const codes: CodeDiscount[] = names.map(
    (c) => discountByCode(store, c) ?? createDiscount(store, { title: c.trim(), code: c.trim(), percentage: pct }, { notify: false }),
  );
  const variants = [...store.variants.values()].filter((v) => Number(v.price) > 0).map((v) => v.id);
  if (variants.length === 0) throw new StoreError('The store has no products to sell', 409);
  const rand = seededRandom(input.seed ?? 1);
  const end = store.now().getTime();
  const start = end - days * 86_400_000;
  // Times in order, oldest first, so order numbers grow with time as in a real shop.
  const times = Array.from({ length: count }, () => start + Math.floor(rand() * (end - start))).sort((a, b) => a - b);
  const orders: Order[] = [];
  for (let i = 0; i < count; i++) {
    const nLines = 1 + Math.floor(rand() * rand() * 3);
    const lines: { variantId: number; quantity: number }[] = [];
    for (let j = 0; j < nLines; j++) {
      const variantId = variants[Math.floor(rand() * variants.length)] as number;
      if (lines.some((l) => l.variantId === variantId)) continue;
      lines.push({ variantId, quantity: rand() < 0.85 ? 1 : 2 });
    }
    const discount = codes.length ? (codes[Math.floor(rand() * codes.length)] as CodeDiscount) : null;
    const order = buildOrder(store, {
      lines,
      discount,
      address: randomAddress(rand),
      email: `cliente${Math.floor(rand() * 1e6)}@example.com`,
      currencyCode: input.currency,
      createdAt: new Date(times[i] as number).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    orders.push(order);
  }
  if (input.notify !== false) {
    for (const o of orders) {
      store.emit({ type: 'orderCreated', orderId: o.id });
      store.emit({ type: 'orderPaid', orderId: o.id });
    }
  }
  return { orders, from: orders[0]?.createdAt ?? '', to: orders.at(-1)?.createdAt ?? '' };
}
