import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** Builds the next search params from the latest ones (a copy: change it freely). */
export type SearchChange = (latest: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose changes compose: each change starts from the last search asked for, even when
 * React Router has not rendered it yet.
 *
 * React Router renders a navigation in a transition, and its own functional update starts from the
 * params it last rendered. Two quick changes (a chip, then a select, on a busy machine) therefore made
 * the second one rebuild the search without the first: Contenido lost the "Fotos" chip and its ZIP was
 * named `colabora_contenido_…` (issue 26). Here the searches asked for and not yet rendered are kept in
 * order; a render of one of them drops it and those before it, a render of any other search (back,
 * forward, a link) drops them all.
 */
export function useLatestSearchParams(): [URLSearchParams, (change: SearchChange, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const renderedRef = useRef(rendered);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    renderedRef.current = rendered;
    const at = pending.current.indexOf(rendered);
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [rendered]);

  const update = useCallback(
    (change: SearchChange, options?: NavigateOptions) => {
      const latest = pending.current.at(-1) ?? renderedRef.current;
      const next = change(new URLSearchParams(latest)).toString();
      if (next === latest) return;
      pending.current.push(next);
      setParams(new URLSearchParams(next), options);
    },
    [setParams],
  );
  return [params, update];
}
