import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsOnFirstLoad } from './tools/vite/compile-hints.ts';
import { directBarrelImports } from './tools/vite/direct-barrel-imports.ts';
import { firstLoadChunks } from './tools/vite/first-load-chunks.ts';
import { headInline } from './tools/vite/head-inline.ts';
import { installable } from './tools/vite/installable.ts';
import { precompress } from './tools/vite/precompress.ts';
import { productionBuildsOnly, reactRouterProduction } from './tools/vite/production-builds.ts';
import { stylesheetFirst } from './tools/vite/stylesheet-first.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The build's own plugins live in tools/vite/, one file each with why it exists; this file composes them.
// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
export default defineConfig(({ command }) => ({
  root: r('./src/web'),
  publicDir: r('./src/web/public'),
  plugins: [
    react(),
    directBarrelImports(),
    tailwindcss(),
    stylesheetFirst(),
    headInline(),
    compileHintsOnFirstLoad(/^(portal|inicio|disponibles|auth-page)$/),
    productionBuildsOnly(),
    precompress(),
    installable(),
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
