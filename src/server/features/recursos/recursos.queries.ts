import type { Db } from '../../db/client';
import { readSetting, SETTING_KEYS } from '../../db/app-settings';
import { safeHttpUrl } from '../../../shared/safe-url';

/** The gallery URL, or null while no admin has set one (or it was cleared, or is no web link: decision 032). */
export async function readReferenciasUrl(db: Db): Promise<string | null> {
  return safeHttpUrl(await readSetting(db, SETTING_KEYS.referenciasUrl));
}
