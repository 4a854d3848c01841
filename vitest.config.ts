import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { budget, TIME_SCALE } from './tests/budget';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': r('./src/shared'),
  '@server': r('./src/server'),
  '@web': r('./src/web'),
};

// Workers (and the processes tests start) use the factor measured here, once, at the start of the run.
process.env.TEST_TIME_SCALE ??= String(TIME_SCALE);

// Five projects: pure unit tests, the web's components and hooks in happy-dom (web), integration tests without a database (storage, S3), API tests that run the Hono app against a real database
// (PGlite by default, PostgreSQL when DATABASE_URL is set; see scripts/with-postgres.mjs), and the fault suite of real processes (PostgreSQL only).
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which is one worker on a 2-core machine: files wait on
    // PGlite and PostgreSQL I/O, so two workers here halve the wall time (measured: 242 s to 176 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts', 'tools/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: budget(5_000),
          hookTimeout: budget(10_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          // ffmpeg's clips, made once before any file (and kept between runs): no test waits on an encoder.
          globalSetup: ['src/server/test/clips-setup.ts'],
          testTimeout: budget(30_000),
          hookTimeout: budget(30_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts', 'src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts', 'src/server/test/clips-setup.ts'],
          testTimeout: budget(30_000),
          hookTimeout: budget(60_000),
          pool: 'forks',
          // Each file opens its own database and app (createTestContext), and no test mocks modules, so
          // a worker reuses the imported modules between files: 58 s of imports became 12 s (176 s to 97 s).
          isolate: false,
        },
      },
      {
        // tus-js-client names its browser build only in package.json's "browser" field, which vitest's
        // import of a dependency does not read: point at the build the app bundles (XHR, localStorage).
        resolve: { alias: { ...alias, 'tus-js-client': r('./node_modules/tus-js-client/lib.esm/browser/index.js') } },
        test: {
          // The web's hooks and components where logic lives, in happy-dom with Testing Library: a real
          // QueryClient, fetch answered by a small table (src/web/test/fetch-stub.ts), tus against a real
          // @tus/server. Beside the Playwright journeys, not instead of them.
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: budget(30_000),
          hookTimeout: budget(10_000),
        },
      },
      {
        resolve: { alias },
        test: {
          // Real processes killed with SIGKILL on a throwaway PostgreSQL: node scripts/with-postgres.mjs
          // npx vitest run --project faults (npm test runs it after the PostgreSQL API tests).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: budget(120_000),
          hookTimeout: budget(120_000),
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
