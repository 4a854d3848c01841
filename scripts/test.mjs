// npm test: everything, in order, on a fresh machine: the lockfile check (npm ci would pass), typecheck and
// lint (side by side), unit, web (components and hooks in happy-dom) and API tests on PGlite,
// the API tests again on a throwaway PostgreSQL cluster, the fault suite (real server processes killed
// with SIGKILL, two instances, backup/restore) on another, then the browser journeys in Chromium.
// Prints one closing line 'N passed, N failed' summed over the vitest and Playwright reports.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, run } from './lib.mjs';

const started = Date.now();
mkdirSync('.tmp', { recursive: true });
const steps = [];
let passed = 0;
let failed = 0;

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}

async function step(name, cmd, args, after) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args);
  after?.();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  steps.push({ name, ok: code === 0, seconds });
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    if (failed === 0) failed = 1;
    summary();
    process.exit(code);
  }
}

function summary() {
  console.log('\nSteps:');
  for (const s of steps) console.log(`  ${s.ok ? '✔' : '✖'} ${s.name} (${s.seconds} s)`);
  console.log(`Total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
}

const vitestJson = (name) => [`--reporter=default`, `--reporter=json`, `--outputFile.json=.tmp/${name}.json`];
for (const f of ['.tmp/vitest-pglite.json', '.tmp/vitest-postgres.json', '.tmp/vitest-faults.json', '.tmp/playwright.json']) rmSync(f, { force: true });

// Side by side: each is one single-threaded process, and together they take ~47 s instead of ~60.
await Promise.all([
  step('lockfile (npm ci would pass)', 'node', ['scripts/check-lockfile.mjs']),
  step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  step('lint', bin('eslint'), ['--max-warnings=0', '.']),
]);
await step('unit, web (happy-dom), integration + API tests (PGlite)', bin('vitest'), ['run', '--project', 'unit', '--project', 'web', '--project', 'integration', '--project', 'api', ...vitestJson('vitest-pglite')], () =>
  countVitest('.tmp/vitest-pglite.json'),
);
await step('API tests (PostgreSQL 15)', 'node', ['scripts/with-postgres.mjs', bin('vitest'), 'run', '--project', 'api', ...vitestJson('vitest-postgres')], () =>
  countVitest('.tmp/vitest-postgres.json'),
);
await step('fault suite: kill -9, two instances, backup/restore (PostgreSQL 15)', 'node', ['scripts/with-postgres.mjs', bin('vitest'), 'run', '--project', 'faults', ...vitestJson('vitest-faults')], () =>
  countVitest('.tmp/vitest-faults.json'),
);
await step('browser tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs'], () => countPlaywright('.tmp/playwright.json'));
summary();
