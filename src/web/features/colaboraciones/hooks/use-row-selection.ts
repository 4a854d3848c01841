import { useCallback, useMemo, useState } from 'react';

/**
 * Checked rows of the visible page. The selection is kept only for ids still on screen, so a new
 * tab, search or page (or rows that left after a bulk action) never act on rows the person can't see.
 */
export function useRowSelection(visibleIds: readonly string[]) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => visibleIds.filter((id) => checked.has(id)), [visibleIds, checked]);

  const toggle = useCallback((id: string, on: boolean) => {
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setAll = useCallback((on: boolean) => setChecked(on ? new Set(visibleIds) : new Set()), [visibleIds]);
  const clear = useCallback(() => setChecked(new Set()), []);

  const allState: boolean | 'indeterminate' =
    selected.length === 0 ? false : selected.length === visibleIds.length ? true : 'indeterminate';
  return { selected, isSelected: (id: string) => checked.has(id), toggle, setAll, clear, allState };
}
