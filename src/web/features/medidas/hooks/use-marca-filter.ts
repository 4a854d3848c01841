import { useEffect, useState } from 'react';

/** Spec §2: the brand tab is remembered in this browser under this key. */
export const MARCA_FILTER_KEY = 'medidas-marca-filter';
export const TODAS = 'todas';

function readStored(): string {
  try {
    return window.localStorage.getItem(MARCA_FILTER_KEY) || TODAS;
  } catch {
    return TODAS; // storage blocked (private mode, policy): the filter just isn't remembered
  }
}

/** The chosen brand tab ('todas' or a brand), restored from and written to localStorage. */
export function useMarcaFilter() {
  const [selected, setSelected] = useState<string>(readStored);
  useEffect(() => {
    try {
      window.localStorage.setItem(MARCA_FILTER_KEY, selected);
    } catch {
      // not remembered; nothing else to do
    }
  }, [selected]);
  return [selected, setSelected] as const;
}
