import path from 'node:path';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { bin, run } from '../../scripts/lib.mjs';

/**
 * The web build the benches load, and with BENCH_PROFILING=1 a profiling build of it (issue 31, decision
 * 082), so a trace names its tasks: React DOM's profiling build (`react-dom/profiling`, which writes
 * React's scheduler phases and, inside a <Profiler>, each component's render to the trace through
 * console.timeStamp) in place of `react-dom/client` (bench/lib/profiling-root.ts), and no minification,
 * so the stacks carry the components' and functions' own names.
 *
 * The flag lives here and not in vite.config.ts: the override is merged into the project's own config at
 * build time (its plugins, chunking, targets unchanged), so the product's build cannot pick it up by
 * accident. A profiling build is larger and slower to evaluate than the product's: read its traces for
 * *what* runs, not for the product's timings; the Lighthouse scores come from the plain build.
 */
// Read when the build starts, not when this module is imported: bench/traces/run.ts sets the flag in its
// body, after its imports have run (it read as unset there, so bench:traces built the product unless
// BENCH_PROFILING=1 was given on the command line, while saying it traced the profiling build).
const profiling = () => process.env.BENCH_PROFILING === '1';

/** The inline config a profiling build adds to vite.config.ts. */
export const PROFILING_OVERRIDE: InlineConfig = {
  // Vite puts an inline alias ahead of the config file's, so this one wins over any other react-dom entry.
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: path.resolve('bench/lib/profiling-root.ts') }] },
  build: { minify: false },
};

/**
 * Builds the web app into `outDir`: the product's build, or with BENCH_PROFILING=1 the profiling one;
 * `sourcemap`: with source maps beside its files (first-load-profile.ts maps its samples through them).
 */
export async function buildWeb(outDir: string, { sourcemap = false }: { sourcemap?: boolean } = {}): Promise<void> {
  if (!profiling()) {
    const args = ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', ...(sourcemap ? ['--sourcemap'] : [])];
    if ((await run(bin('vite'), args)) !== 0) throw new Error('vite build failed');
    return;
  }
  await build(
    mergeConfig(
      { configFile: path.resolve('vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } } satisfies InlineConfig,
      PROFILING_OVERRIDE,
    ),
  );
}
