import { useCallback, useState } from 'react';

const KEY = 'entregas-modo-admin';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** 'Modo administrador' of the review: off by default, remembered in this browser. */
export function useAdminMode() {
  const [on, setOn] = useState(read);
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      window.localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Private mode without storage: the switch still works for this visit.
    }
  }, []);
  return [on, set] as const;
}
