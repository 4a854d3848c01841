/**
 * What an element spreads to fetch a chunk on the first sign that it may be wanted: the pointer over it, a
 * touch on it (a touch's pointerdown comes before its click) or the focus in it (decisions 089, 094).
 * `load` runs once: pointerover bubbles from every row of a table, and the first call has started it all.
 */
export function onIntent(load: () => unknown): { onPointerOver: () => void; onPointerDown: () => void; onFocus: () => void } {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load();
  };
  return { onPointerOver: start, onPointerDown: start, onFocus: start };
}
