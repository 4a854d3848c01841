import type { Db } from '../../db/client';
import { readSetting, SETTING_KEYS } from '../../db/app-settings';

/** The gallery URL, or null while no admin has set one (or it was cleared). */
export async function readReferenciasUrl(db: Db): Promise<string | null> {
  const value = await readSetting(db, SETTING_KEYS.referenciasUrl);
  return typeof value === 'string' ? value : null;
}
