import { readSetting, SETTING_KEYS, writeSetting } from '../db/app-settings';
import type { Db } from '../db/client';
import type { ShopifyClient } from './client';
import { shopNameReply } from './replies';

/**
 * The store's currency (issue 19 item 5): shop.currencyCode, kept in app settings. It is read when the
 * connection is saved or tested and on every inventory sync (InventoryByIds carries it), so a shop that
 * changes currency is followed within one sync interval. The free draft order's shipping line, and any
 * amount the app shows, use it; nothing assumes a currency.
 */
const ISO_4217 = /^[A-Z]{3}$/;

/** The stored code, or null when no store has told us yet (or what was stored is not a currency code). */
export async function storedCurrency(db: Db): Promise<string | null> {
  const v = await readSetting(db, SETTING_KEYS.monedaTienda);
  return typeof v === 'string' && ISO_4217.test(v) ? v : null;
}

/** Keeps the code the store just gave, when it is an ISO code and differs from the stored one. */
export async function rememberCurrency(db: Db, code: string, userId: string | null = null): Promise<void> {
  if (!ISO_4217.test(code)) return;
  if ((await storedCurrency(db)) === code) return;
  await writeSetting(db, SETTING_KEYS.monedaTienda, code, userId);
}

export async function forgetCurrency(db: Db, userId: string | null): Promise<void> {
  await writeSetting(db, SETTING_KEYS.monedaTienda, null, userId);
}

/** The stored currency, or, when none is stored, the shop's (asked once, then stored). Throws what the store throws. */
export async function storeCurrency(db: Db, client: ShopifyClient): Promise<string> {
  const stored = await storedCurrency(db);
  if (stored) return stored;
  const { shop } = await client.request('ShopName', {}, shopNameReply);
  await rememberCurrency(db, shop.currencyCode);
  return shop.currencyCode;
}
