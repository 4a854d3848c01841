// Why: a first visit loads a few large chunks, each only what its page runs (decisions 019, 033, 093).
import { fromRoot as r } from './root.ts';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null };

const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Libraries whose modules build something when they are evaluated: zod's schemas (and every schemas module
 * with it), react-hook-form and its resolvers. What imports them stays with the screens that need it.
 */
const SCHEMAS = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/** The staff screens whose first load issue 31 budgets: the Dashboard (the admin's home), Entregas, Gestión. */
const STAFF_FIRST_LOADS = ['app/routes/admin/dashboard-page.tsx', 'app/routes/admin/entregas-page.tsx', 'app/routes/admin/gestion-colaboraciones-page.tsx'];

/** A module's file name without its extension (the name of a screen's chunk). */
const baseName = (id: string) => id.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');

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
 * A first visit loads a few large chunks, each only what its page runs (decisions 019, 033, 093). The
 * server speaks HTTP/1.1, so the browser fetches six files at a time and every small chunk costs a round
 * trip on a phone's network, and each file is a request, a module to compile and one to evaluate, each a
 * task of the main thread; and Brotli compresses one file of 100 kB better than ten that add up to it.
 *  - 'index', the entry: main.tsx with everything it imports (React, React DOM, React Router, TanStack
 *    Query, the session, the API client) and whatever the sign-in screen and the creator's screens both
 *    import (cn, inputs, lucide's base);
 *  - 'portal': the creator shell, with what Inicio and Disponibles both import;
 *  - 'inicio' and 'disponibles': each landing screen with the rest of what it imports, its icons
 *    included (her first tap to the other screen loads it: preloadScreen asks for it on intent);
 *  - 'auth-page': the sign-in screen, likewise;
 *  - 'inicio-comun', 'disponibles-comun', 'auth-comun': the part of 'inicio', 'disponibles' and 'auth-page'
 *    that the staff shell or a staff screen also imports (UI primitives, format helpers), so a staff first
 *    load fetches and evaluates none of the creator's screens (decision 085); what 'portal' shares with
 *    them (the bell, the offline banner, the page header: both shells draw them) goes to the entry instead,
 *    which keeps the creator's first loads at their weight (a 'portal-comun' file cost each ~0.6 kB more);
 *  - 'staff-shell': the staff shell, staff-screens.ts (the list of the staff screens' chunks) and whatever
 *    two or more staff screens import, their icons included (decision 093);
 *  - one chunk per staff screen, named after its module ('dashboard-page', 'entregas-page'...): the screen
 *    with what only it imports (not what another screen's dialog imports too: that dialog would then
 *    fetch and evaluate this screen);
 *  - 'comun' and '<screen>-comun': what the Dashboard, Entregas and Gestión (the staff first loads issue
 *    31 budgets) share with the other side (her account's screens, the creator's other screens, the
 *    sign-in's others), which must never load a staff chunk: 'comun' what two or three of them import,
 *    '<screen>-comun' what only one does. A staff first load is then 8 files (the entry and its runtime,
 *    'staff-shell', 'comun', the screen and its '-comun', Inicio's and Disponibles' '-comun' parts; the
 *    sign-in's is empty since its invitation parts load apart, decision 103) where Rollup's automatic split
 *    made it 15 to 32;
 *  - 'icons': every other lucide icon, one file for all the other screens (a few hundred bytes each).
 * What only a click loads (a staff screen's dialogs, forms, bulk bar), what builds zod schemas or forms
 * when evaluated and two or more staff screens import (SCHEMAS), and what the other staff screens share
 * with the other side keep the bundler's automatic split, as everything else does. A module lands whole in exactly one chunk, so no module's state (a React
 * context, the toast queue) is ever duplicated; and so a module that a first load needs brings all its
 * exports (split a shared module when most of it is for other screens, as shared/error-body.ts is from
 * shared/errors.ts).
 */
export function firstLoadChunks() {
  const web = (p: string) => r(`./src/web/${p}`);
  let plan: Map<string, string> | undefined;
  const chunkOf = (id: string, graph: ModuleGraph): string | null => {
    plan ??= planChunks(graph, web);
    return plan.get(id) ?? null;
  };
  return [
    { name: chunkOf, debugName: 'first-load', includeDependenciesRecursively: false },
    { name: 'icons', debugName: 'icons', test: (id: string) => ICON.test(id) && !plan?.has(id), includeDependenciesRecursively: false },
  ];
}

function planChunks(graph: ModuleGraph, web: (p: string) => string): Map<string, string> {
  const entry = staticClosure(graph, [web('main.tsx')]);
  const closure = (root: string) => staticClosure(graph, [web(root)], entry);
  const shell = closure('components/layouts/creator-shell.tsx');
  const inicio = closure('app/routes/colaboradora/inicio-page.tsx');
  const disponibles = closure('app/routes/colaboradora/disponibles-page.tsx');
  const auth = closure('app/routes/auth/auth-page.tsx');
  const staffList = web('staff-screens.ts');
  const staffScreens = graph.getModuleInfo(staffList)?.dynamicallyImportedIds ?? [];
  const staffShell = web('components/layouts/staff-shell.tsx');
  const staff = staticClosure(graph, [staffShell, ...staffScreens], entry);
  const plan = new Map<string, string>();
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

  // Every module of the app and every lazy root (a dynamic import's target), with who imports each lazily.
  const lazyImporters = new Map<string, string[]>();
  const all = new Set<string>();
  const todo = [web('main.tsx')];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (all.has(id) || BARREL.test(id)) continue;
    all.add(id);
    const info = graph.getModuleInfo(id);
    todo.push(...(info?.importedIds ?? []));
    for (const target of info?.dynamicallyImportedIds ?? []) {
      lazyImporters.set(target, [...(lazyImporters.get(target) ?? []), id]);
      todo.push(target);
    }
  }
  // The staff side: the shell, the screens and what they load lazily (dialogs, forms), transitively; a
  // lazy root that anything else imports too is the other side's.
  const staffRoots = new Set([staffShell, staffList, ...staffScreens]);
  let staffSide = staticClosure(graph, [...staffRoots], entry);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [target, importers] of lazyImporters) {
      if (staffRoots.has(target) || !importers.every((i) => staffSide.has(i))) continue;
      staffRoots.add(target);
      grew = true;
    }
    if (grew) staffSide = staticClosure(graph, [...staffRoots], entry);
  }
  const otherRoots = [...lazyImporters.keys()].filter((t) => !staffRoots.has(t));
  const otherSide = staticClosure(graph, otherRoots, entry);

  // Which staff screens import each module statically (the shell counts as all of them).
  const users = new Map<string, string[]>();
  for (const screen of staffScreens) {
    for (const m of staticClosure(graph, [screen], entry)) users.set(m, [...(users.get(m) ?? []), screen]);
  }
  for (const m of staticClosure(graph, [staffShell, staffList], entry)) users.set(m, [...staffScreens]);
  // And which load it at all, with what they import lazily (a dialog, a form): a module one screen imports
  // statically and another's dialog imports too stays out of the screen's chunk, or the dialog would
  // fetch and evaluate that other screen.
  const loaders = new Map<string, number>();
  for (const screen of staffScreens) {
    const roots = new Set([screen]);
    let reach = staticClosure(graph, [screen], entry);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [target, importers] of lazyImporters) {
        if (roots.has(target) || !staffRoots.has(target) || !importers.some((i) => reach.has(i))) continue;
        roots.add(target);
        grew = true;
      }
      if (grew) reach = staticClosure(graph, [...roots], entry);
    }
    for (const m of reach) loaders.set(m, (loaders.get(m) ?? 0) + 1);
  }
  // What a staff first load needs that other screens import too: one chunk for what two or more of the
  // issue's staff first loads (or the shell) need, one per screen for what only it needs.
  const firstLoads = new Set(STAFF_FIRST_LOADS.map((p) => web(p)));
  const buildsSchemas = (m: string) => [...staticClosure(graph, [m], entry)].some((d) => SCHEMAS.test(d));
  for (const [m, screens] of users) {
    if (plan.has(m)) continue;
    const shared = screens.length > 1;
    if (shared && !ICON.test(m) && buildsSchemas(m)) continue;
    if (!otherSide.has(m)) {
      if (shared) plan.set(m, 'staff-shell');
      else if (loaders.get(m) === 1) plan.set(m, baseName(screens[0]!));
    } else {
      const loads = screens.filter((s) => firstLoads.has(s));
      if (loads.length > 1) plan.set(m, 'comun');
      else if (loads.length === 1) plan.set(m, `${baseName(loads[0]!)}-comun`);
    }
  }
  return plan;
}
