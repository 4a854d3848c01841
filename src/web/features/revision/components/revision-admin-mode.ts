import { useCallback, useState } from 'react';
import { readUiPreference, writeUiPreference } from '@web/lib/ui-preference';

/** Its cookie, colabora-pref-modo-admin (decision 104: read from the page, no storage on Entregas' first load). */
const PREFERENCE = 'modo-admin';

/** 'Modo administrador' of the review: off by default, remembered in this browser. */
export function useAdminMode() {
  const [on, setOn] = useState(() => readUiPreference(PREFERENCE) === '1');
  const set = useCallback((value: boolean) => {
    setOn(value);
    writeUiPreference(PREFERENCE, value ? '1' : null);
  }, []);
  return [on, set] as const;
}
