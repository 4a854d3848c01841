import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a component whose chunk is usually loaded before it first renders (a shell the route's
 * loader waited for): `load` starts (or reuses) the download; once it has resolved, the lazy component
 * renders at once instead of suspending.
 *
 * Why: React.lazy calls its factory at first render, and `import().then(...)` is a pending promise there
 * even when the module is in memory, so the Suspense boundary around it committed its fallback and then
 * revealed the content on React's reveal timer (~300 ms later): an extra commit, style and layout of the
 * fallback, and a second commit of everything (decision 090). React resolves a lazy synchronously when the
 * thenable its factory returns calls back inside `then` (react's lazyInitializer), which is what a
 * loaded chunk gets here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export function readyLazy<T extends ComponentType<any>>(load: () => Promise<T>): { Component: LazyExoticComponent<T>; load: () => Promise<T> } {
  let loaded: T | undefined;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Component = lazy(() => {
    const ready = loaded;
    if (ready === undefined) return loadAndKeep().then((component) => ({ default: component }));
    // A thenable that answers inside `then`: React reads the component in this render (see above).
    const settled: PromiseLike<{ default: T }> = {
      then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled({ default: ready }) : undefined) as never,
    };
    // React.lazy's type asks for a Promise; it only ever calls `then` on it.
    return settled as Promise<{ default: T }>;
  });
  return { Component, load: loadAndKeep };
}
