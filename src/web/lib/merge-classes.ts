/**
 * Later Tailwind utilities win over earlier ones: `mergeClasses('px-3 h-8 px-2.5')` is 'h-8 px-2.5'.
 *
 * A small stand-in for tailwind-merge (decision 015): the same algorithm (read right to left; a utility
 * is dropped when a later one with the same variants already set its group, or a group that overrides
 * it, such as `p-*` over `px-*`), with a table that covers the utilities this app writes instead of all
 * of Tailwind. That table is checked against tailwind-merge itself, on every class found in src/web, by
 * merge-classes.unit.test.ts: a new utility that this table does not know fails that test.
 * Anything it does not know is kept as is, as tailwind-merge does with classes that are not Tailwind's.
 */

type Resolver = (value: string) => string | undefined;

const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v);
const isFraction = (v: string) => /^\d+\/\d+$/.test(v);
const isPercent = (v: string) => /^\d+(\.\d+)?%$/.test(v);
const isArbitrary = (v: string) => /^\[.+\]$/.test(v) || /^\(.+\)$/.test(v);
const LENGTH = /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
/** `[3px]`, `[calc(...)]`, `(length:--x)`: an arbitrary value that is a length. */
const isArbitraryLength = (v: string) => {
  const m = /^[[(](?:([a-z-]+):)?(.+)[\])]$/.exec(v);
  if (!m) return false;
  if (m[1]) return m[1] === 'length';
  return v.startsWith('[') && LENGTH.test(m[2]!);
};
const isTshirt = (v: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);

const SPACING = (v: string) => v === 'px' || isNumber(v) || isArbitrary(v);
const SIZING = (v: string) =>
  SPACING(v) || isFraction(v) || isTshirt(v) || ['auto', 'full', 'screen', 'min', 'max', 'fit', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'lh', 'prose'].includes(v);
const WEIGHTS = ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'];
const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double'];
const POSITIONS = ['bottom', 'center', 'left', 'left-bottom', 'left-top', 'right', 'right-bottom', 'right-top', 'top', 'top-left', 'top-right', 'bottom-left', 'bottom-right'];

const group = (name: string, test: (v: string) => boolean = () => true): Resolver => (v) => (test(v) ? name : undefined);
const oneOf = (name: string, values: string[]): Resolver => group(name, (v) => values.includes(v));
const first = (...resolvers: Resolver[]): Resolver => (v) => {
  for (const r of resolvers) {
    const g = r(v);
    if (g) return g;
  }
  return undefined;
};

/** Whole utilities without a value. */
const EXACT: Record<string, string> = Object.create(null) as Record<string, string>;
const exact = (name: string, classes: string[]) => {
  for (const c of classes) EXACT[c] = name;
};
exact('display', ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'inline-table', 'table-caption', 'table-cell', 'table-column', 'table-column-group', 'table-footer-group', 'table-header-group', 'table-row-group', 'table-row', 'flow-root', 'grid', 'inline-grid', 'contents', 'list-item', 'hidden']);
exact('position', ['static', 'fixed', 'absolute', 'relative', 'sticky']);
exact('visibility', ['visible', 'invisible', 'collapse']);
exact('sr', ['sr-only', 'not-sr-only']);
exact('text-overflow', ['truncate', 'text-ellipsis', 'text-clip']);
exact('text-transform', ['uppercase', 'lowercase', 'capitalize', 'normal-case']);
exact('text-decoration-line', ['underline', 'overline', 'line-through', 'no-underline']);
exact('font-style', ['italic', 'not-italic']);
exact('font-smoothing', ['antialiased', 'subpixel-antialiased']);
exact('fvn-spacing', ['proportional-nums', 'tabular-nums']);
exact('fvn-figure', ['lining-nums', 'oldstyle-nums']);
exact('isolation', ['isolate', 'isolation-auto']);
exact('box', ['box-border', 'box-content']);
exact('grow', ['grow']);
exact('shrink', ['shrink']);
exact('border-w', ['border']);
exact('outline-w', ['outline']);
exact('ring-w', ['ring']);
exact('ring-w-inset', ['ring-inset']);
exact('rounded', ['rounded']);
exact('shadow', ['shadow']);
exact('transition', ['transition']);
exact('backdrop-blur', ['backdrop-blur']);
exact('blur', ['blur']);
for (const s of ['x', 'y', 's', 'e', 't', 'r', 'b', 'l']) exact(`border-w-${s}`, [`border-${s}`]);
exact('container-type', ['@container', '@container-normal']);
exact('divide-x', ['divide-x']);
exact('divide-y', ['divide-y']);

const side = (base: string, sides: string[], valid: (v: string) => boolean): [string, Resolver][] =>
  sides.map((s) => [`${base}${s}`, group(`${base}${s}`, valid)]);

/** Utilities with a value, by prefix (the part before the value's '-'). */
const PREFIXES: [string, Resolver][] = [
  // Layout
  ['inset', group('inset', SIZING)],
  ['inset-x', group('inset-x', SIZING)],
  ['inset-y', group('inset-y', SIZING)],
  ...side('', ['top', 'right', 'bottom', 'left', 'start', 'end'], SIZING),
  ['z', group('z', (v) => v === 'auto' || isNumber(v) || isArbitrary(v))],
  ['overflow', group('overflow')],
  ['overflow-x', group('overflow-x')],
  ['overflow-y', group('overflow-y')],
  ['aspect', group('aspect')],
  ['object', first(oneOf('object-fit', ['contain', 'cover', 'fill', 'none', 'scale-down']), group('object-position'))],
  ['columns', group('columns')],
  ['float', group('float')],
  ['clear', group('clear')],
  // Flexbox and grid
  ['flex', first(oneOf('flex-direction', ['row', 'row-reverse', 'col', 'col-reverse']), oneOf('flex-wrap', ['wrap', 'wrap-reverse', 'nowrap']), group('flex'))],
  ['basis', group('basis')],
  ['grow', group('grow')],
  ['shrink', group('shrink')],
  ['order', group('order')],
  ['grid-cols', group('grid-cols')],
  ['grid-rows', group('grid-rows')],
  ['grid-flow', group('grid-flow')],
  ['col', group('col-start-end')],
  ['col-span', group('col-start-end')],
  ['col-start', group('col-start')],
  ['col-end', group('col-end')],
  ['row', group('row-start-end')],
  ['row-span', group('row-start-end')],
  ['row-start', group('row-start')],
  ['row-end', group('row-end')],
  ['gap', group('gap', SPACING)],
  ['gap-x', group('gap-x', SPACING)],
  ['gap-y', group('gap-y', SPACING)],
  ['justify', first(oneOf('justify-content', ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline', 'center-safe', 'end-safe', 'normal']))],
  ['justify-items', group('justify-items')],
  ['justify-self', group('justify-self')],
  ['content', first(oneOf('align-content', ['normal', 'start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline', 'center-safe', 'end-safe']), group('content'))],
  ['items', group('align-items')],
  ['self', group('align-self')],
  ['place-content', group('place-content')],
  ['place-items', group('place-items')],
  ['place-self', group('place-self')],
  // Spacing
  ...side('p', ['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'], SPACING),
  ...side('m', ['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'], (v) => v === 'auto' || SPACING(v)),
  ['space-x', group('space-x', SPACING)],
  ['space-y', group('space-y', SPACING)],
  ['space-x-reverse', group('space-x-reverse', (v) => v === '')],
  ['space-y-reverse', group('space-y-reverse', (v) => v === '')],
  // Sizing
  ['size', group('size', SIZING)],
  ['w', group('w', SIZING)],
  ['h', group('h', SIZING)],
  ['min-w', group('min-w', SIZING)],
  ['min-h', group('min-h', SIZING)],
  ['max-w', group('max-w', (v) => SIZING(v) || v === 'none' || v.startsWith('screen-'))],
  ['max-h', group('max-h', (v) => SIZING(v) || v === 'none')],
  // Typography
  ['font', first(oneOf('font-weight', WEIGHTS), group('font-weight', (v) => isNumber(v)), group('font-family'))],
  [
    'text',
    first(
      group('font-size', (v) => isTshirt(v) || v === 'base' || isArbitraryLength(v)),
      oneOf('text-alignment', ['left', 'center', 'right', 'justify', 'start', 'end']),
      oneOf('text-wrap', ['wrap', 'nowrap', 'balance', 'pretty']),
      oneOf('text-overflow', ['ellipsis', 'clip']),
      group('text-color'),
    ),
  ],
  ['leading', group('leading')],
  ['tracking', group('tracking')],
  ['line-clamp', group('line-clamp')],
  ['whitespace', group('whitespace')],
  ['break', oneOf('break', ['normal', 'words', 'all', 'keep'])],
  ['wrap', oneOf('wrap', ['break-word', 'anywhere', 'normal'])],
  ['align', group('vertical-align')],
  ['list', group('list-style-type')],
  ['decoration', group('text-decoration-color')],
  ['underline-offset', group('underline-offset')],
  ['indent', group('indent', SPACING)],
  ['caption', oneOf('caption', ['top', 'bottom'])],
  // Backgrounds
  [
    'bg',
    first(
      oneOf('bg-attachment', ['fixed', 'local', 'scroll']),
      oneOf('bg-size', ['auto', 'cover', 'contain']),
      oneOf('bg-position', POSITIONS),
      oneOf('bg-repeat', ['no-repeat', 'repeat', 'repeat-x', 'repeat-y', 'repeat-space', 'repeat-round']),
      // As tailwind-merge: bg-gradient-to-* (Tailwind 3's name) counts as a colour, bg-linear-to-* as an image.
      group('bg-image', (v) => v === 'none' || /^(linear|radial|conic)-/.test(v)),
      group('bg-color'),
    ),
  ],
  ['from', first(group('gradient-from-pos', (v) => isPercent(v) || isArbitraryLength(v)), group('gradient-from'))],
  ['via', first(group('gradient-via-pos', (v) => isPercent(v) || isArbitraryLength(v)), group('gradient-via'))],
  ['to', first(group('gradient-to-pos', (v) => isPercent(v) || isArbitraryLength(v)), group('gradient-to'))],
  // Borders, outlines, rings, radius
  ['rounded', group('rounded')],
  ...side('rounded-', ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'], () => true),
  ['border', first(group('border-w', (v) => isNumber(v) || isArbitraryLength(v)), oneOf('border-style', [...LINE_STYLES, 'hidden', 'none']), oneOf('border-collapse', ['collapse', 'separate']), group('border-color'))],
  ...(['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const).map(
    (s): [string, Resolver] => [`border-${s}`, first(group(`border-w-${s}`, (v) => v === '' || isNumber(v) || isArbitraryLength(v)), group(`border-color-${s}`))],
  ),
  ['outline', first(group('outline-w', (v) => isNumber(v) || isArbitraryLength(v)), oneOf('outline-style', [...LINE_STYLES, 'none', 'hidden']), group('outline-color'))],
  ['outline-offset', group('outline-offset')],
  ['ring', first(group('ring-w', (v) => isNumber(v) || isArbitraryLength(v)), group('ring-color'))],
  ['ring-offset', first(group('ring-offset-w', (v) => isNumber(v) || isArbitraryLength(v)), group('ring-offset-color'))],
  ['divide-x', group('divide-x', (v) => v === '' || isNumber(v) || isArbitraryLength(v))],
  ['divide-y', group('divide-y', (v) => v === '' || isNumber(v) || isArbitraryLength(v))],
  // Effects and filters
  ['shadow', first(group('shadow', (v) => isTshirt(v) || v === 'none' || v === 'inner'), group('shadow-color'))],
  ['opacity', group('opacity')],
  ['backdrop-blur', group('backdrop-blur')],
  ['blur', group('blur')],
  // Transitions, animation, transforms
  ['transition', group('transition')],
  ['duration', group('duration')],
  ['ease', group('ease')],
  ['delay', group('delay')],
  ['animate', group('animate', (v) => ['none', 'spin', 'ping', 'pulse', 'bounce'].includes(v) || isArbitrary(v))],
  ['translate-x', group('translate-x')],
  ['translate-y', group('translate-y')],
  ['rotate', group('rotate')],
  ['scale', group('scale')],
  ['scale-x', group('scale-x')],
  ['scale-y', group('scale-y')],
  ['origin', group('transform-origin')],
  // Interactivity
  ['cursor', group('cursor')],
  ['select', group('select')],
  ['pointer-events', group('pointer-events')],
  ['resize', group('resize')],
  ['appearance', group('appearance')],
  ['accent', group('accent')],
  ['caret', group('caret-color')],
  ['scroll', group('scroll-behavior')],
  ['touch', group('touch')],
  ['will-change', group('will-change')],
  ['fill', group('fill')],
  ['stroke', first(group('stroke-w', (v) => isNumber(v) || isArbitraryLength(v)), group('stroke'))],
];
/** The prefixes by their first word ('min' → min-w, min-h), longest first. */
const BY_HEAD = new Map<string, [string, Resolver][]>();
for (const entry of [...PREFIXES].sort((a, b) => b[0].length - a[0].length)) {
  const head = entry[0].split('-')[0]!;
  BY_HEAD.set(head, [...(BY_HEAD.get(head) ?? []), entry]);
}

/** Groups that a later utility of the key's group overrides as well. */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-x', 'border-color-y', 'border-color-s', 'border-color-e', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};

const groups = new Map<string, string | undefined>();

function groupOf(base: string): string | undefined {
  if (groups.has(base)) return groups.get(base);
  const g = findGroup(base);
  groups.set(base, g);
  return g;
}

function findGroup(base: string): string | undefined {
  // Arbitrary properties: [content-visibility:auto] conflicts with other [content-visibility:...].
  const arbitrary = /^\[([a-z-]+):.+\]$/.exec(base);
  if (arbitrary) return `arbitrary..${arbitrary[1]}`;
  const name = base.startsWith('-') ? base.slice(1) : base;
  const exactGroup = EXACT[name];
  if (exactGroup) return exactGroup;
  for (const [prefix, resolve] of BY_HEAD.get(name.split('-')[0]!) ?? []) {
    if (name.length > prefix.length && name.startsWith(`${prefix}-`)) {
      const g = resolve(name.slice(prefix.length + 1));
      if (g) return g;
    }
  }
  return undefined;
}

interface Parsed {
  variants: string;
  important: boolean;
  base: string;
  /** Where a '/' modifier (`bg-primary/90`) starts in `base`. */
  postfix: number | undefined;
}

function parse(className: string): Parsed {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (depth === 0 && c === ':') {
      modifiers.push(className.slice(start, i));
      start = i + 1;
    } else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  let postfix: number | undefined;
  depth = 0;
  for (let i = 0; i < base.length; i++) {
    const c = base[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === '/' && depth === 0) postfix = i;
  }
  return { variants: sortVariants(modifiers).join(':'), important, base, postfix };
}

/** Variants in any order mean the same, except around an arbitrary variant ([&_svg]), whose place counts. */
function sortVariants(modifiers: string[]): string[] {
  if (modifiers.length < 2) return modifiers;
  const out: string[] = [];
  let run: string[] = [];
  for (const m of modifiers) {
    if (m.startsWith('[')) {
      out.push(...run.sort(), m);
      run = [];
    } else run.push(m);
  }
  return [...out, ...run.sort()];
}

const cache = new Map<string, string>();

export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (!className) continue;
    const { variants, important, base, postfix } = parse(className);
    const g = postfix === undefined ? groupOf(base) : (groupOf(base.slice(0, postfix)) ?? groupOf(base));
    if (!g) {
      kept.push(className);
      continue;
    }
    const prefix = `${variants}${important ? '!' : ''}:`;
    if (taken.has(prefix + g)) continue;
    taken.add(prefix + g);
    for (const o of OVERRIDES[g] ?? []) taken.add(prefix + o);
    kept.push(className);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 1000) cache.clear();
  cache.set(classList, merged);
  return merged;
}
