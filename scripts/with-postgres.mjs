#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs <command...>
// The child gets DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres. The cluster lives in a
// fresh temp folder and is stopped and removed afterwards, also on failure and on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './lib.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
if (!existsSync(path.join(BIN, 'initdb'))) {
  console.error(`PostgreSQL binaries not found in ${BIN} (set PG_BIN, or apt-get install postgresql-15)`);
  process.exit(2);
}

// initdb and pg_ctl refuse to run as root: run them as the postgres user.
const asRoot = process.getuid?.() === 0;
const pgUser = spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : null;
if (asRoot && !pgUser) {
  console.error('running as root needs a "postgres" system user to own the cluster');
  process.exit(2);
}

function pgCommand(bin, args) {
  const exe = path.join(BIN, bin);
  return asRoot ? ['runuser', ['-u', pgUser, '--', exe, ...args]] : [exe, args];
}

function runPg(bin, args, { quiet = true } = {}) {
  const [cmd, argv] = pgCommand(bin, args);
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.status !== 0) {
    if (quiet) process.stderr.write(res.stdout + res.stderr);
    throw new Error(`${bin} exited with ${res.status}`);
  }
  return res;
}

const root = mkdtempSync(path.join(tmpdir(), 'colabora-pg-'));
const dataDir = path.join(root, 'data');
const socketDir = path.join(root, 'socket');
const logFile = path.join(root, 'postgres.log');
mkdirSync(socketDir);
if (asRoot) {
  const uid = Number(spawnSync('id', ['-u', pgUser], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', pgUser], { encoding: 'utf8' }).stdout.trim());
  chownSync(root, uid, gid);
  chownSync(socketDir, uid, gid);
}

let started = false;
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone; removing the folder is what matters.
    }
  }
  rmSync(root, { recursive: true, force: true });
}

let child;
let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The child is in our process group and gets Ctrl-C too; pass on kill signals explicitly.
    if (child && child.exitCode === null) child.kill(signal);
    else {
      cleanup();
      process.exit(130);
    }
  });
}

try {
  const port = await freePort();
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '-N']);
  // Throwaway: durability off makes the test databases much faster to create and fill.
  const opts = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${socketDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runPg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`[with-postgres] PostgreSQL 15 on 127.0.0.1:${port}`);

  exitCode = await new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    child.on('error', (err) => {
      console.error(`[with-postgres] ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 1)));
  });
} catch (err) {
  console.error(`[with-postgres] ${err.message}`);
  if (existsSync(logFile)) process.stderr.write(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);
