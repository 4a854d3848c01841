#!/usr/bin/env node
// npm start: builds the web (dist/web) and the server (dist/server, decision 034) when missing or older
// than their sources, then runs the compiled server with plain node (NODE_ENV=production unless set).
// Signals go to the server, which shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverCommand } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const webIndex = path.join(root, 'src', 'web', 'index.html');

/** The newest modification time of any file under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = newestMtime(['src/web', 'src/shared', 'vite.config.ts', 'tools/vite', 'package.json'].map((p) => path.join(root, p)));
  return statSync(builtIndex).mtimeMs < sources;
}

if (!existsSync(webIndex)) {
  console.warn('[start] src/web/index.html does not exist yet: serving the API only.');
} else if (webIsStale()) {
  console.log('[start] building the web (vite build)...');
  const res = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('[start] vite build failed');
    process.exit(res.status ?? 1);
  }
}

await buildServer();
const [node, args] = serverCommand();
const server = spawn(node, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (err) => {
  console.error(`[start] ${err.message}`);
  process.exit(127);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
