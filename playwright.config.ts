import { defineConfig } from '@playwright/test';
import { budget, TIME_SCALE } from './tests/budget';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the real server that
// scripts/e2e.mjs starts on a throwaway DATA_DIR. Run them with `npm run test:e2e`.
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers evaluate this file again: they use the factor measured here, once, at the start of the run.
process.env.TEST_TIME_SCALE ??= String(TIME_SCALE);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The workers share one store emulator: tests/e2e/support/store.ts gives each its own share of the
// catalogue by TEST_PARALLEL_INDEX modulo this count (the config is loaded in every worker too).
const WORKERS = 2;
process.env.E2E_WORKERS = String(WORKERS);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Safety nets scaled for the machine (tests/budget.ts); every wait is on something the page shows.
  timeout: budget(30_000),
  expect: { timeout: budget(7_000) },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/playwright.json' }]] : [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A failed test keeps its trace (every action's DOM snapshot, the network, the console) and its
    // screenshot. The trace's filmstrip is off: its screencast encoded a JPEG per frame in Chromium's
    // browser and GPU processes for every test, passing or not, and was 40 % of the browser tests' CPU
    // on a 2-core machine (decision 091).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The production build registers a service worker (decision 044). The journeys run without it: a
    // worker's requests escape page.route and its navigations would wait on it. installable.spec.ts
    // starts a browser of its own that allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /accessibility\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The axe walks move collaborations through every state (one waits in Confirmación for a while) and
    // add catalogue rows; run after the journeys so no other spec's list sees them mid-walk.
    {
      name: 'accessibility',
      testMatch: /accessibility\.spec\.ts/,
      dependencies: ['chromium'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
