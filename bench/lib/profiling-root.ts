import { createElement, Profiler, type ReactNode } from 'react';
import { createRoot as createProfilingRoot, hydrateRoot } from 'react-dom/profiling';

/**
 * `react-dom/client` in a profiling build (bench/lib/profiling-build.ts): React DOM's profiling build, with
 * the whole app inside a <Profiler>, since React's profiling build writes each component's render to the
 * trace's "Components ⚛" track only inside one.
 */
export function createRoot(...args: Parameters<typeof createProfilingRoot>): ReturnType<typeof createProfilingRoot> {
  const root = createProfilingRoot(...args);
  const render = root.render.bind(root);
  root.render = (children: ReactNode) => render(createElement(Profiler, { id: 'app', onRender: () => undefined }, children));
  return root;
}

export { hydrateRoot };
