/**
 * A small subset of Shopify's search syntax (`tag:foo status:open title:*jeans* id:>=123`): terms are
 * ANDed, `OR` between terms is honoured, `-term` / `NOT term` negate, values may be quoted. Fields the
 * emulator does not know match nothing rather than everything, so a typo shows up in tests.
 */
export interface Term {
  field: string | null;
  op: ':' | '>' | '<' | '>=' | '<=';
  value: string;
  negate: boolean;
}

export type Query = Term[][]; // OR of ANDs

function tokenize(q: string): string[] {
  const out: string[] = [];
  const re = /(-?[\w.]+:(?:[<>]=?)?(?:"[^"]*"|'[^']*'|[^\s()]+))|("[^"]*"|'[^']*')|(\S+)/g;
  for (const m of q.matchAll(re)) out.push(m[0]);
  return out;
}

function unquote(s: string): string {
  return /^(["']).*\1$/.test(s) ? s.slice(1, -1) : s;
}

export function parseSearch(q: string | null | undefined): Query {
  if (!q || !q.trim()) return [];
  const groups: Query = [[]];
  let negateNext = false;
  for (const tok of tokenize(q)) {
    if (tok === 'AND') continue;
    if (tok === 'OR') {
      groups.push([]);
      continue;
    }
    if (tok === 'NOT') {
      negateNext = true;
      continue;
    }
    let t = tok;
    let negate = negateNext;
    negateNext = false;
    if (t.startsWith('-')) {
      negate = !negate;
      t = t.slice(1);
    }
    const m = /^([\w.]+):(>=|<=|>|<)?(.*)$/.exec(t);
    const term: Term = m
      ? { field: (m[1] ?? '').toLowerCase(), op: (m[2] as Term['op'] | undefined) ?? ':', value: unquote(m[3] ?? ''), negate }
      : { field: null, op: ':', value: unquote(t), negate };
    groups[groups.length - 1]?.push(term);
  }
  return groups.filter((g) => g.length > 0);
}

export type FieldValue = string | number | boolean | null | undefined | readonly string[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function matchOne(actual: FieldValue, term: Term): boolean {
  if (actual == null) return false;
  if (Array.isArray(actual)) return actual.some((a) => matchOne(a, term));
  const want = term.value.toLowerCase();
  if (term.op !== ':') {
    // Timestamps compare as instants, so `updated_at:>'2026-11-20T04:00:00-06:00'` or a bare date works.
    const at = typeof actual === 'string' && ISO_DATE.test(actual) && ISO_DATE.test(term.value) ? Date.parse(actual) : NaN;
    const bt = Number.isNaN(at) ? NaN : Date.parse(term.value);
    const dates = !Number.isNaN(at) && !Number.isNaN(bt);
    const a = dates ? at : typeof actual === 'number' ? actual : String(actual);
    const b = dates ? bt : typeof actual === 'number' ? Number(term.value) : term.value;
    if (term.op === '>') return a > b;
    if (term.op === '<') return a < b;
    if (term.op === '>=') return a >= b;
    return a <= b;
  }
  const have = String(actual).toLowerCase();
  if (want.includes('*')) {
    const re = new RegExp(`^${want.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    return re.test(have);
  }
  return have === want;
}

/** `fields` maps a search field to the item's value(s); `text` is what a bare word searches. */
export function matches(query: Query, fields: (name: string) => FieldValue, text: string): boolean {
  if (query.length === 0) return true;
  return query.some((group) =>
    group.every((term) => {
      const hit =
        term.field === null
          ? text.toLowerCase().includes(term.value.toLowerCase())
          : matchOne(fields(term.field), term);
      return term.negate ? !hit : hit;
    }),
  );
}
