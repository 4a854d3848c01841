// Why: the module graph must say which icon/primitive/hook each module uses, so firstLoadChunks can split by screen (decision 033).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fromRoot as r } from './root.ts';

/** Where a barrel's export comes from: a module and the name it has there ('*': the module's namespace). */
interface Origin {
  from: string;
  name: string;
}

/**
 * A barrel's table of exports, read from its code: `import { a as b } from './x.js'` … `export { b as c }`,
 * `import * as N from 'pkg'` … `export { N }`, `export { default as X } from './x.mjs'`, and `export *
 * from 'pkg'` (returned apart). Sources stay as written (relative to the barrel, or bare).
 */
function readBarrel(code: string): { exports: Map<string, Origin>; star: string[] } {
  const names = (list: string) =>
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/) as [string, string?]);
  const local = new Map<string, Origin>();
  const exports = new Map<string, Origin>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const [name, as = name] of names(m[1]!)) local.set(as, { from: m[2]!, name });
  }
  for (const m of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) local.set(m[1]!, { from: m[2]!, name: '*' });
  for (const m of code.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
    for (const [name, as = name] of names(m[1]!)) {
      const origin = m[2] ? { from: m[2], name } : local.get(name);
      if (origin) exports.set(as, origin);
    }
  }
  const star = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return { exports, star };
}

/**
 * Named imports from a few packages' barrels ('lucide-react', 'radix-ui', '@tanstack/react-query',
 * '@tanstack/query-core') rewritten to the module each name comes from: `import { ShirtIcon } from
 * 'lucide-react'` becomes `import ShirtIcon from '…/lucide-react/dist/esm/icons/shirt.mjs'`. The bundle
 * is the same (the packages are side-effect free and tree-shaken either way), but the module graph then
 * says which icon, which Radix primitive and which TanStack hook each module uses, instead of "all of
 * them": firstLoadChunks reads that graph to put each landing screen's code, and only it, on its first
 * load (decision 033). Our modules are rewritten, and TanStack's own (react-query imports query-core's
 * barrel). A name a barrel does not list stays on the barrel. Fails safe: a name resolved to the wrong
 * module would fail the build or every e2e journey that uses it, not silently.
 */
export function directBarrelImports(): Plugin {
  const BARRELS: Record<string, string> = {
    'lucide-react': r('./node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'radix-ui': r('./node_modules/radix-ui/dist/index.mjs'),
    '@tanstack/react-query': r('./node_modules/@tanstack/react-query/build/modern/index.js'),
    '@tanstack/query-core': r('./node_modules/@tanstack/query-core/build/modern/index.js'),
  };
  const tables = new Map<string, ReturnType<typeof readBarrel>>();
  const table = (pkg: string) => {
    let t = tables.get(pkg);
    if (!t) tables.set(pkg, (t = readBarrel(readFileSync(BARRELS[pkg]!, 'utf8'))));
    return t;
  };
  const IMPORT = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${Object.keys(BARRELS).join('|')})["'];?`, 'g');
  return {
    name: 'colabora:direct-barrel-imports',
    // The build only: `vite dev` serves these packages pre-bundled, one copy each, as they are.
    apply: 'build',
    // After TypeScript is stripped, so type-only imports are already gone.
    transform: {
      filter: {
        id: /[\\/]src[\\/]web[\\/].*\.tsx?$|[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/].*\.js$/,
        code: /["'](?:lucide-react|radix-ui|@tanstack\/react-query|@tanstack\/query-core)["']/,
      },
      async handler(code) {
        // Where a barrel's source points, as an id: a file beside the barrel, or a package resolved from it.
        const locate = async (pkg: string, from: string) => {
          if (from.startsWith('.')) return path.resolve(path.dirname(BARRELS[pkg]!), from);
          return (await this.resolve(from, BARRELS[pkg]))?.id;
        };
        const origin = (pkg: string, name: string): { pkg: string; origin: Origin } | undefined => {
          const t = table(pkg);
          const o = t.exports.get(name);
          if (o) return { pkg, origin: o };
          for (const other of t.star) if (other in BARRELS) return origin(other, name);
          return undefined;
        };
        const edits: { whole: string; lines: Promise<string>[] }[] = [];
        for (const m of code.matchAll(IMPORT)) {
          const [whole, list, pkg] = m as unknown as [string, string, string];
          const kept: string[] = [];
          const lines: Promise<string>[] = [];
          for (const spec of list.split(',').map((n) => n.trim()).filter(Boolean)) {
            const [imported, as = imported] = spec.split(/\s+as\s+/) as [string, string?];
            const found = origin(pkg, imported);
            if (!found) {
              kept.push(spec);
              continue;
            }
            const { name, from } = found.origin;
            lines.push(
              locate(found.pkg, from).then((id) => {
                if (!id) return `import { ${spec} } from ${JSON.stringify(pkg)};`;
                const source = JSON.stringify(id);
                if (name === '*') return `import * as ${as} from ${source};`;
                if (name === 'default') return `import ${as} from ${source};`;
                return `import { ${name} as ${as} } from ${source};`;
              }),
            );
          }
          if (kept.length) lines.push(Promise.resolve(`import { ${kept.join(', ')} } from ${JSON.stringify(pkg)};`));
          edits.push({ whole, lines });
        }
        if (!edits.length) return null;
        let out = code;
        for (const e of edits) out = out.replace(e.whole, (await Promise.all(e.lines)).join('\n'));
        return { code: out, map: null };
      },
    },
  };
}
