import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * The app_settings key under which Configuración (the shopify feature) saves the references gallery
 * URL. Features may not import each other, so the key is repeated here; recursos.test.ts saves the URL
 * through the admin settings route and reads it back here, so the two cannot drift apart unnoticed.
 */
export const REFERENCIAS_URL_KEY = 'referencias_url';

/** The gallery URL, or null while no admin has set one (or it was cleared). */
export async function readReferenciasUrl(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REFERENCIAS_URL_KEY));
  return typeof row?.value === 'string' ? row.value : null;
}
