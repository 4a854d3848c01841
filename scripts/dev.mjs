#!/usr/bin/env node
// npm run dev: the API server in watch mode (tsx watch, port 3000) and Vite's dev server (port 5173,
// which proxies /api to 3000). Stopping one stops the other.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', path.join(root, 'src', 'server', 'index.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit', env }),
];

let exiting = false;
function stopAll(signal = 'SIGTERM') {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const child of children) {
  child.on('exit', (code) => {
    if (!exiting) {
      exiting = true;
      process.exitCode = code ?? 0;
      stopAll();
    }
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    exiting = true;
    stopAll(signal);
  });
}
