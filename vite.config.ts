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
 * A .br and a .gz beside each built script, stylesheet and image of 1 kB or more, which the server sends
 * as they are (static.ts): no compression per request, and Brotli's best level, too slow to run per
 * request. Written last, after every other change to the files (compileHintsOnFirstLoad's comment;
 * vite-plugin-compression2 compresses before Vite's own last changes).
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'colabora:precompress',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).filter((o) => /\.(?:js|css|svg|json)$/.test(o.fileName) && !o.fileName.startsWith('.vite/'));
        await Promise.all(
          files.map(async (o) => {
            const source = Buffer.from(o.type === 'chunk' ? o.code : o.source);
            if (source.length < 1024) return;
            const [b, g] = await Promise.all([
              br(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gz(source, { level: 9 }),
            ]);
            this.emitFile({ type: 'asset', fileName: `${o.fileName}.br`, source: b });
            this.emitFile({ type: 'asset', fileName: `${o.fileName}.gz`, source: g });
          }),
        );
      },
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Our own modules that `roots` import statically, directly or not (the roots included). Packages are
 * left out and not followed: a barrel such as 'radix-ui' or 'lucide-react' names every module it
 * re-exports, and only the bundler knows which ones are used.
 */
function ownStaticClosure(graph: ModuleGraph, roots: string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || stop.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger chunks on a creator's first visit (decision 019). The server speaks HTTP/1.1, so the
 * browser fetches six files at a time and every small chunk costs a round trip on a phone's network:
 *  - 'portal': the creator shell and her two landing screens (Inicio, Disponibles) with the modules of
 *    ours they import beyond what main.tsx already loads, one file instead of ~12;
 *  - 'icons': the lucide icons, a few hundred bytes each, one file instead of one per set of screens.
 * Everything else keeps Vite's automatic split. A module lands in exactly one chunk either way, so no
 * module's state (a React context, the toast queue) is ever duplicated.
 */
function firstLoadChunks() {
  const web = (p: string) => r(`./src/web/${p}`);
  const portalRoots = ['components/layouts/creator-shell.tsx', 'features/dashboard/pages/inicio-page.tsx', 'features/disponibles/pages/disponibles-page.tsx'].map(web);
  let portal: Set<string> | undefined;
  const inPortal = (id: string, graph: ModuleGraph) => {
    portal ??= ownStaticClosure(graph, portalRoots, ownStaticClosure(graph, [web('main.tsx')]));
    return portal.has(id);
  };
  return [
    { name: 'icons', debugName: 'icons', test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, includeDependenciesRecursively: false },
    { name: (id: string, ctx: ModuleGraph) => (inPortal(id, ctx) ? 'portal' : null), debugName: 'portal', includeDependenciesRecursively: false },
  ];
}

// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
export default defineConfig({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst(),
    compileHintsOnFirstLoad(/^(portal|auth-page)$/),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
      // React's API on Preact (decision 015): the same components, a fifth of the bytes.
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: r('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: firstLoadChunks() } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
