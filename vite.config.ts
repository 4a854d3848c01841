import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Vite writes the stylesheet after the entry script and its modulepreloads; on a phone's connection the
 * browser then asks for the page's only render-blocking file last, behind ~70 kB of JavaScript that
 * does not block the first paint. Moved up, it is requested first (decision 019).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'colabora:stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (!links.length || !html.includes('</title>')) return html;
        let out = html;
        for (const l of links) out = out.replace(l, '');
        return out.replace('</title>', `</title>${links.map((l) => `\n    ${l.trim()}`).join('')}`);
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; a plain comment elsewhere) on the chunks a first visit runs at
 * once: the entry with what it imports statically, and the landing screens' chunks with theirs. V8 then
 * compiles their functions while the file streams in, on a background thread, instead of on the main
 * thread the first time each is called, the bulk of start-up's CPU on a phone (decision 027).
 */
function compileHintsOnFirstLoad(roots: RegExp): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'colabora:compile-hints',
    apply: 'build',
    // After minification, which drops comments, and after Vite has put its own code at the top; before
    // the .br and .gz copies are made. The file names' hashes were computed without the comment; it is
    // the same on every build, so a name still stands for one content.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const firstLoad = new Set<string>();
        const todo = chunks.filter((c) => c.isEntry || roots.test(c.name)).map((c) => c.fileName);
        for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
          const chunk = byFile.get(f);
          if (!chunk || firstLoad.has(f)) continue;
          firstLoad.add(f);
          chunk.code = HINT + chunk.code;
          todo.push(...chunk.imports);
        }
      },
    },
  };
}

/**
 * A .br and a .gz beside each built script, stylesheet and image, and each such file of public/ (theme-init.js),
 * which the server sends as they are (static.ts): no compression per request, and Brotli's best level,
 * too slow to run per request. A copy is written only when it is smaller than the file (under ~200 bytes
 * it is not). Written last, after every other change to the files (compileHintsOnFirstLoad's comment;
 * vite-plugin-compression2 compresses before Vite's own last changes).
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
  const copies = async (source: Buffer) => {
    const [b, g] = await Promise.all([
      br(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ]);
    return { br: b.length < source.length ? b : undefined, gz: g.length < source.length ? g : undefined };
  };
  let publicDir = '';
  return {
    name: 'colabora:precompress',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).filter((o) => COMPRESSIBLE.test(o.fileName) && !o.fileName.startsWith('.vite/'));
        await Promise.all(
          files.map(async (o) => {
            const c = await copies(Buffer.from(o.type === 'chunk' ? o.code : o.source));
            if (c.br) this.emitFile({ type: 'asset', fileName: `${o.fileName}.br`, source: c.br });
            if (c.gz) this.emitFile({ type: 'asset', fileName: `${o.fileName}.gz`, source: c.gz });
          }),
        );
      },
    },
    // public/ is copied as it is, outside the bundle.
    async writeBundle(options) {
      if (!publicDir || !options.dir || !existsSync(publicDir)) return;
      const names = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(options.dir!, name);
          if (!existsSync(file)) return;
          const c = await copies(readFileSync(file));
          if (c.br) writeFileSync(`${file}.br`, c.br);
          if (c.gz) writeFileSync(`${file}.gz`, c.gz);
        }),
      );
    },
  };
}

/** Where a barrel's export comes from: a module and the name it has there ('*': the module's namespace). */
interface Origin {
  from: string;
  name: string;
}

/**
 * A barrel's table of exports, read from its code: `import { a as b } from './x.js'` … `export { b as c }`,
 * `import * as N from 'pkg'` … `export { N }`, `export { default as X } from './x.mjs'`, and `export *
 * from 'pkg'` (returned apart). Sources stay as written (relative to the barrel, or bare).
 */
function readBarrel(code: string): { exports: Map<string, Origin>; star: string[] } {
  const names = (list: string) =>
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/) as [string, string?]);
  const local = new Map<string, Origin>();
  const exports = new Map<string, Origin>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const [name, as = name] of names(m[1]!)) local.set(as, { from: m[2]!, name });
  }
  for (const m of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) local.set(m[1]!, { from: m[2]!, name: '*' });
  for (const m of code.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
    for (const [name, as = name] of names(m[1]!)) {
      const origin = m[2] ? { from: m[2], name } : local.get(name);
      if (origin) exports.set(as, origin);
    }
  }
  const star = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return { exports, star };
}

/**
 * Named imports from a few packages' barrels ('lucide-react', 'radix-ui', '@tanstack/react-query',
 * '@tanstack/query-core') rewritten to the module each name comes from: `import { ShirtIcon } from
 * 'lucide-react'` becomes `import ShirtIcon from '…/lucide-react/dist/esm/icons/shirt.mjs'`. The bundle
 * is the same (the packages are side-effect free and tree-shaken either way), but the module graph then
 * says which icon, which Radix primitive and which TanStack hook each module uses, instead of "all of
 * them": firstLoadChunks reads that graph to put each landing screen's code, and only it, on its first
 * load (decision 033). Our modules are rewritten, and TanStack's own (react-query imports query-core's
 * barrel). A name a barrel does not list stays on the barrel. Fails safe: a name resolved to the wrong
 * module would fail the build or every e2e journey that uses it, not silently.
 */
function directBarrelImports(): Plugin {
  const BARRELS: Record<string, string> = {
    'lucide-react': r('./node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'radix-ui': r('./node_modules/radix-ui/dist/index.mjs'),
    '@tanstack/react-query': r('./node_modules/@tanstack/react-query/build/modern/index.js'),
    '@tanstack/query-core': r('./node_modules/@tanstack/query-core/build/modern/index.js'),
  };
  const tables = new Map<string, ReturnType<typeof readBarrel>>();
  const table = (pkg: string) => {
    let t = tables.get(pkg);
    if (!t) tables.set(pkg, (t = readBarrel(readFileSync(BARRELS[pkg]!, 'utf8'))));
    return t;
  };
  const IMPORT = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${Object.keys(BARRELS).join('|')})["'];?`, 'g');
  return {
    name: 'colabora:direct-barrel-imports',
    // The build only: `vite dev` serves these packages pre-bundled, one copy each, as they are.
    apply: 'build',
    // After TypeScript is stripped, so type-only imports are already gone.
    transform: {
      filter: {
        id: /[\\/]src[\\/]web[\\/].*\.tsx?$|[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/].*\.js$/,
        code: /["'](?:lucide-react|radix-ui|@tanstack\/react-query|@tanstack\/query-core)["']/,
      },
      async handler(code) {
        // Where a barrel's source points, as an id: a file beside the barrel, or a package resolved from it.
        const locate = async (pkg: string, from: string) => {
          if (from.startsWith('.')) return path.resolve(path.dirname(BARRELS[pkg]!), from);
          return (await this.resolve(from, BARRELS[pkg]))?.id;
        };
        const origin = (pkg: string, name: string): { pkg: string; origin: Origin } | undefined => {
          const t = table(pkg);
          const o = t.exports.get(name);
          if (o) return { pkg, origin: o };
          for (const other of t.star) if (other in BARRELS) return origin(other, name);
          return undefined;
        };
        const edits: { whole: string; lines: Promise<string>[] }[] = [];
        for (const m of code.matchAll(IMPORT)) {
          const [whole, list, pkg] = m as unknown as [string, string, string];
          const kept: string[] = [];
          const lines: Promise<string>[] = [];
          for (const spec of list.split(',').map((n) => n.trim()).filter(Boolean)) {
            const [imported, as = imported] = spec.split(/\s+as\s+/) as [string, string?];
            const found = origin(pkg, imported);
            if (!found) {
              kept.push(spec);
              continue;
            }
            const { name, from } = found.origin;
            lines.push(
              locate(found.pkg, from).then((id) => {
                if (!id) return `import { ${spec} } from ${JSON.stringify(pkg)};`;
                const source = JSON.stringify(id);
                if (name === '*') return `import * as ${as} from ${source};`;
                if (name === 'default') return `import ${as} from ${source};`;
                return `import { ${name} as ${as} } from ${source};`;
              }),
            );
          }
          if (kept.length) lines.push(Promise.resolve(`import { ${kept.join(', ')} } from ${JSON.stringify(pkg)};`));
          edits.push({ whole, lines });
        }
        if (!edits.length) return null;
        let out = code;
        for (const e of edits) out = out.replace(e.whole, (await Promise.all(e.lines)).join('\n'));
        return { code: out, map: null };
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

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
 *  - 'icons': every other lucide icon, one file for all the other screens (a few hundred bytes each).
 * Everything else keeps the bundler's automatic split. A module lands whole in exactly one chunk, so no
 * module's state (a React context, the toast queue) is ever duplicated; and so a module that a first
 * load needs brings all its exports (split a shared module when most of it is for other screens, as
 * shared/error-body.ts is from shared/errors.ts).
 */
function firstLoadChunks() {
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
    }
    return plan.get(id) ?? null;
  };
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  return [
    { name: chunkOf, debugName: 'first-load', includeDependenciesRecursively: false },
    { name: 'icons', debugName: 'icons', test: (id: string) => icon.test(id) && !plan?.has(id), includeDependenciesRecursively: false },
  ];
}

/**
 * React Router 7 publishes a development and a production build but names only the development one in
 * its package exports (its framework mode picks one by itself); the production one differs only in
 * ENABLE_DEV_WARNINGS = false, and so drops the dev-only checks and warnings. React and React DOM pick
 * theirs from process.env.NODE_ENV, which Vite defines as "production" in a build.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: r('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: r('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/** Fails a production build that bundles a development build of React, React DOM or React Router. */
function productionBuildsOnly(): Plugin {
  const DEV = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]*\.development\.js$|[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;
  return {
    name: 'colabora:production-builds-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const o of Object.values(bundle)) {
        const dev = o.type === 'chunk' ? Object.keys(o.modules).find((id) => DEV.test(id)) : undefined;
        if (dev) this.error(`${o.fileName} bundles a development build: ${dev}`);
      }
    },
  };
}

// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
export default defineConfig(({ command }) => ({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    directBarrelImports(),
    tailwindcss(),
    stylesheetFirst(),
    compileHintsOnFirstLoad(/^(portal|inicio|disponibles|auth-page)$/),
    productionBuildsOnly(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Tailwind 4's browsers (Safari 16.4, Chrome 111, Firefox 128): without this, Lightning CSS writes each
    // oklch() color twice more (hex, and lab() under @supports) for browsers Tailwind 4 does not support.
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    manifest: true,
    // Chrome, Edge, Firefox and Safari 17 preload modules themselves (Safari 16 fetches them on import,
    // later but correctly); the polyfill cost every first load a file of its own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // main.tsx exports nothing: lets the 'index' group be the entry chunk itself, not a facade importing it.
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: firstLoadChunks() } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
