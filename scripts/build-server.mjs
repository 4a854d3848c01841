#!/usr/bin/env node
// Compiles the server (src/server/index.ts and everything it imports) into ESM under dist/server: index.js
// and the chunks of what it imports dynamically, which production runs with plain `node` (decision 034): no TypeScript loader in
// the process, so it starts faster and holds less memory. npm packages stay external (node_modules).
//
// The bundle's import.meta.url is dist/server/ for every module in it, so the files the server
// reads beside its own modules at run time are copied beside the bundle: the migrations
// (db/client.ts) and the Shopify GraphQL documents (shopify/operations/index.ts). app.ts finds the
// repository root two folders up, as from src/server.
//
//   node scripts/build-server.mjs            # build when a source is newer than the bundle
//   node scripts/build-server.mjs --force    # always build
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'dist', 'server', 'index.js');
const outDir = path.dirname(SERVER_BUNDLE);
const SOURCES = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'].map((p) => path.join(root, p));

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

export function serverIsStale() {
  return !existsSync(SERVER_BUNDLE) || statSync(SERVER_BUNDLE).mtimeMs < newestMtime(SOURCES);
}

/** Builds dist/server (when stale, unless forced); resolves with the bundle's path. */
export async function buildServer({ force = false, quiet = false } = {}) {
  if (!force && !serverIsStale()) return SERVER_BUNDLE;
  const started = performance.now();
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/server/index.ts' },
    outdir: outDir,
    bundle: true,
    // A dynamic import (OpenTelemetry, loaded only when traces are configured: decision 031) stays a chunk
    // of its own, so its packages are imported only then. Chunks sit beside index.js, so import.meta.url
    // means the same folder in every one of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    // Beside the bundle for debugging: NODE_OPTIONS=--enable-source-maps makes stack traces name the
    // TypeScript sources. Not on by default: Node then parses the maps at start, which cost ~60 MB of idle
    // memory and a second of start-up here (bench/startup.ts).
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  const operations = path.join(root, 'src/server/shopify/operations');
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(operations)) if (f.endsWith('.graphql')) cpSync(path.join(operations, f), path.join(outDir, f));
  if (!quiet) console.log(`[build-server] dist/server/index.js in ${Math.round(performance.now() - started)} ms`);
  return SERVER_BUNDLE;
}

/** The command that runs the compiled server: `node dist/server/index.js`. */
export function serverCommand(nodePath = process.execPath) {
  return [nodePath, [SERVER_BUNDLE]];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer({ force: process.argv.includes('--force') });
}
