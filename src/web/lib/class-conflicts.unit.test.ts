import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

/**
 * cn() joins classes and merges nothing (decision 037): a class list must never hold two utilities of
 * one group (`h-10 h-9`, `rounded-md rounded-xl`), since which one wins would then be the stylesheet's
 * order, not the author's. tailwind-merge (a devDependency, never shipped) is the judge: wherever it
 * would drop a class, two classes conflict. Checked over src/web's code as written:
 *  - every cn() call: a literal of one argument against the literals of the others (the branches of one
 *    `a ? 'x' : 'y'` never meet);
 *  - every cva(): its base against each variant, and variants of different groups against each other;
 *  - every use of a component that joins its own classes with a className prop (components/ui's, and any
 *    other): the caller's literal classes against the component's own.
 * A caller that needs another look asks for a variant (size, rounded, width…), not for an override.
 */
const WEB = path.resolve(import.meta.dirname, '..');

function sources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !p.includes(`${path.sep}test${path.sep}`)) files.set(path.relative(WEB, p), readFileSync(p, 'utf8'));
    }
  };
  walk(WEB);
  return files;
}

/** The text of a call's arguments, from the '(' at `open`. */
function callArgs(code: string, open: number): string {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return code.slice(open + 1, i);
  }
  return '';
}

/** Top-level arguments of an argument list. */
function splitArgs(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i]!;
    if (quote) {
      if (c === quote && args[i - 1] !== '\\') quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      out.push(args.slice(start, i));
      start = i + 1;
    }
  }
  out.push(args.slice(start));
  return out.map((a) => a.trim()).filter(Boolean);
}

const literals = (code: string) =>
  [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)].map((m) => (m[1] ?? m[2] ?? m[3])!).filter((s) => /^[\w\s[\]:/.!()&_%*>=,#'"+-]+$/.test(s) && !/^(data|aria)-/.test(s));

const tokens = (s: string) => s.split(/\s+/).filter(Boolean);

/** The classes of `mine` that `later` would make tailwind-merge drop (identical classes are harmless). */
function overridden(mine: string, later: string): string[] {
  const l = new Set(tokens(later));
  return tokens(mine).filter((t) => !l.has(t) && !twMerge(`${t} ${later}`).split(' ').includes(t));
}

function cvaOf(code: string, name: string): { base: string; groups: string[][] } | undefined {
  const at = code.indexOf(`const ${name} = cva(`);
  if (at < 0) return undefined;
  const [base = '', config = ''] = splitArgs(callArgs(code, code.indexOf('(', at)));
  const variants = /variants:\s*\{([\s\S]*?)\n {4}\},/.exec(config)?.[1] ?? '';
  const groups = [...variants.matchAll(/\n {6}\w+: \{([\s\S]*?)\n {6}\}/g)].map((g) => [...g[1]!.matchAll(/^\s*[\w'-]+: ('[^']*'|"[^"]*"),?$/gm)].map((v) => v[1]!.slice(1, -1)));
  return { base: literals(base).join(' '), groups };
}

/** Each exported component's own classes (its cn() literals, the tables and the cva it uses). */
function uiClasses(files: Map<string, string>): Map<string, string> {
  const classes = new Map<string, string>();
  for (const code of files.values()) {
    for (const m of code.matchAll(/export function (\w+)/g)) {
      const start = m.index;
      const end = code.indexOf('\n}\n', start);
      const body = code.slice(start, end < 0 ? undefined : end);
      const own: string[] = [];
      for (const c of body.matchAll(/\bcn\(/g)) {
        // Only the call's first-level string arguments and their ternary branches: not nested elements.
        for (const arg of splitArgs(callArgs(body, c.index + 2))) if (!/^(className|props)/.test(arg)) own.push(...literals(arg));
      }
      // Its variant tables: module-level consts it names (RADIUS[rounded], cellPadding(dense)).
      for (const ref of new Set([...body.matchAll(/\b([A-Za-z_]\w*)\b/g)].map((r) => r[1]!))) {
        const at = code.indexOf(`\nconst ${ref} = `);
        if (at >= 0 && !code.startsWith(`\nconst ${ref} = cva(`, at)) own.push(...literals(code.slice(at, code.indexOf(';\n', at))));
      }
      for (const v of body.matchAll(/(\w+Variants)\(/g)) {
        const cva = cvaOf(code, v[1]!);
        if (cva) own.push(cva.base, ...cva.groups.flat());
      }
      if (own.length) classes.set(m[1]!, own.join(' '));
    }
  }
  return classes;
}

/** The element's own className (at brace depth 0 of its attributes), not one inside a JSX-valued prop. */
function ownClassName(attrs: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < attrs.length; i++) {
    const c = attrs[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && /\s/.test(c ?? '') && attrs.startsWith('className=', i + 1)) {
      const v = i + 'className='.length + 1;
      if (attrs[v] === '"') return attrs.slice(v, attrs.indexOf('"', v + 1) + 1);
      if (attrs[v] === '{') {
        let d = 0;
        for (let j = v; j < attrs.length; j++) {
          if (attrs[j] === '{') d++;
          else if (attrs[j] === '}' && --d === 0) return attrs.slice(v, j + 1);
        }
      }
    }
  }
  return undefined;
}

describe('no class list holds two utilities of one group (decision 037)', () => {
  const files = sources();

  it('cn() calls: no argument overrides another', () => {
    const found: string[] = [];
    for (const [file, code] of files) {
      for (const c of code.matchAll(/\bcn\(/g)) {
        const args = splitArgs(callArgs(code, c.index + 2)).map((a) => literals(a));
        for (let i = 0; i < args.length; i++) {
          for (let j = i + 1; j < args.length; j++) {
            for (const a of args[i]!) for (const b of args[j]!) {
              const lost = overridden(a, b);
              if (lost.length) found.push(`${file}: cn('${a}', …, '${b}') drops ${lost.join(' ')}`);
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('cva(): no variant overrides the base or another group', () => {
    const found: string[] = [];
    for (const [file, code] of files) {
      for (const m of code.matchAll(/const (\w+) = cva\(/g)) {
        const { base, groups } = cvaOf(code, m[1]!)!;
        expect(groups.length, `${file}: ${m[1]} has variants`).toBeGreaterThan(0);
        for (const [g, values] of groups.entries()) {
          for (const v of values) {
            const lost = overridden(base, v);
            if (lost.length) found.push(`${file}: ${m[1]} base loses ${lost.join(' ')} to '${v}'`);
            for (const other of groups.slice(g + 1)) for (const w of other) {
              const l2 = overridden(v, w);
              if (l2.length) found.push(`${file}: ${m[1]} '${v}' loses ${l2.join(' ')} to '${w}'`);
            }
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("a component's callers never override its own classes (components/ui's and every other that takes className)", () => {
    const ui = uiClasses(files);
    expect(ui.size).toBeGreaterThan(30);
    const found: string[] = [];
    for (const [file, code] of files) {
      for (const m of code.matchAll(/<([A-Z]\w*)\b/g)) {
        const own = ui.get(m[1]!);
        if (!own) continue;
        // The element's attributes, up to its '>' (braces balanced).
        let depth = 0;
        let end = m.index;
        for (; end < code.length; end++) {
          const ch = code[end];
          if (ch === '{') depth++;
          else if (ch === '}') depth--;
          else if (ch === '>' && depth === 0 && code[end - 1] !== '=') break;
        }
        const attrs = code.slice(m.index, end);
        const cls = ownClassName(attrs);
        if (!cls) continue;
        for (const lit of literals(cls)) {
          const lost = overridden(own, lit);
          if (lost.length) found.push(`${file}: <${m[1]} className="${lit}"> overrides ${[...new Set(lost)].join(' ')}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
