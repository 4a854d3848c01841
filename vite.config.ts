import { fileURLToPath } from 'node:url';
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
  plugins: [react(), tailwindcss(), stylesheetFirst()],
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
