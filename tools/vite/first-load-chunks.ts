// Why: a first visit loads a few large chunks, each only what its page runs (decisions 019, 033).
import { fromRoot as r } from './root.ts';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

/** The barrels themselves: they name every module of their package (directBarrelImports keeps ours off them). */
const BARREL = /[\\/]node_modules[\\/](?:lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|radix-ui[\\/]dist[\\/]index\.mjs|@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/]index\.js)$/;

/** Every module `roots` import statically, directly or not (the roots included), packages' modules too. */
function staticClosure(graph: ModuleGraph, roots: string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || stop.has(id) || BARREL.test(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A first visit loads a few large chunks, each only what its page runs (decisions 019, 033). The server
 * speaks HTTP/1.1, so the browser fetches six files at a time and every small chunk costs a round trip
 * on a phone's network; and Brotli compresses one file of 100 kB better than ten that add up to it.
 *  - 'index', the entry: main.tsx with everything it imports (React, React DOM, React Router, TanStack
 *    Query, the session, the API client) and whatever the sign-in screen and the creator's screens both
 *    import (cn, inputs, lucide's base);
 *  - 'portal': the creator shell, with what Inicio and Disponibles both import;
 *  - 'inicio' and 'disponibles': each landing screen with the rest of what it imports, its icons
 *    included (her first tap to the other screen loads it: preloadScreen asks for it on intent);
 *  - 'auth-page': the sign-in screen, likewise;
 *  - 'icons': every other lucide icon, one file for all the other screens (a few hundred bytes each);
 *  - 'inicio-comun', 'disponibles-comun', 'auth-comun': the part of 'inicio', 'disponibles' and 'auth-page'
 *    that the staff shell or a staff screen also imports (UI primitives, format helpers), so a staff first
 *    load fetches and evaluates none of the creator's screens (decision 085); what 'portal' shares with
 *    them (the bell, the offline banner, the page header: both shells draw them) goes to the entry instead,
 *    which keeps the creator's first loads at their weight (a 'portal-comun' file cost each ~0.6 kB more).
 * Everything else keeps the bundler's automatic split. A module lands whole in exactly one chunk, so no
 * module's state (a React context, the toast queue) is ever duplicated; and so a module that a first
 * load needs brings all its exports (split a shared module when most of it is for other screens, as
 * shared/error-body.ts is from shared/errors.ts).
 */
export function firstLoadChunks() {
  const web = (p: string) => r(`./src/web/${p}`);
  let plan: Map<string, string> | undefined;
  let entry: Set<string> | undefined;
  const chunkOf = (id: string, graph: ModuleGraph): string | null => {
    if (!plan) {
      entry = staticClosure(graph, [web('main.tsx')]);
      const closure = (root: string) => staticClosure(graph, [web(root)], entry);
      const shell = closure('components/layouts/creator-shell.tsx');
      const inicio = closure('app/routes/colaboradora/inicio-page.tsx');
      const disponibles = closure('app/routes/colaboradora/disponibles-page.tsx');
      const auth = closure('app/routes/auth/auth-page.tsx');
      const staffScreens = graph.getModuleInfo(web('staff-screens.ts'))?.dynamicallyImportedIds ?? [];
      const staff = staticClosure(graph, [web('components/layouts/staff-shell.tsx'), ...staffScreens], entry);
      plan = new Map();
      for (const m of entry) plan.set(m, 'index');
      for (const m of [...shell, ...inicio, ...disponibles, ...auth]) {
        if (plan.has(m)) continue;
        const creator = shell.has(m) || inicio.has(m) || disponibles.has(m);
        if (creator && auth.has(m)) plan.set(m, 'index');
        else if (shell.has(m) || (inicio.has(m) && disponibles.has(m))) plan.set(m, 'portal');
        else if (inicio.has(m)) plan.set(m, 'inicio');
        else if (disponibles.has(m)) plan.set(m, 'disponibles');
        else plan.set(m, 'auth-page');
      }
      for (const [m, chunk] of plan) {
        if (chunk === 'index' || !staff.has(m)) continue;
        plan.set(m, chunk === 'portal' ? 'index' : `${chunk === 'auth-page' ? 'auth' : chunk}-comun`);
      }
    }
    return plan.get(id) ?? null;
  };
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  return [
    { name: chunkOf, debugName: 'first-load', includeDependenciesRecursively: false },
    { name: 'icons', debugName: 'icons', test: (id: string) => icon.test(id) && !plan?.has(id), includeDependenciesRecursively: false },
  ];
}
