import fc from 'fast-check';

/**
 * fast-check arbitraries from the API's own OpenAPI 3.0 document (GET /api/openapi.json), so every JSON
 * route is fed values shaped like its schema, with hostile strings and numbers mixed in, and then bent:
 * wrong types, missing and extra keys, prototype keys, non-JSON bodies, wrong content types.
 */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

/** Strings that have broken apps before: boundaries, encodings, injections, traversal. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(10_000),
  'ñ'.repeat(5_000),
  '\u0000',
  'a\u0000b',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  '👩🏽‍💻🧵👖'.repeat(50),
  '\uD800',
  "'; DROP TABLE colaboraciones; --",
  "' OR '1'='1",
  '"); SELECT pg_sleep(0); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
] as const;

export const HOSTILE_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MAX_VALUE, Number.MIN_VALUE] as const;

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const anyJson = fc.jsonValue({ maxDepth: 2 });

function deref(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return components[name] ?? {};
}

/** Values of the schema's shape, a fair share of them hostile. */
export function arbitraryFor(input: JsonSchema, components: Record<string, JsonSchema> = {}, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(input, components);
  const base = shaped(schema, components, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function shaped(schema: JsonSchema, components: Record<string, JsonSchema>, depth: number): fc.Arbitrary<unknown> {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((s) => arbitraryFor(s, components, depth)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], components, depth);
  if (schema.enum) {
    const values = schema.enum.filter((v) => v !== null);
    return fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: hostileString, weight: 1 });
  }
  switch (schema.type) {
    case 'string': {
      const fitting = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 50 })
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60), unit: 'grapheme' });
      const atLimit = schema.maxLength ? fc.constantFrom('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1)) : hostileString;
      return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: hostileString, weight: 2 }, { arbitrary: atLimit, weight: 1 });
    }
    case 'integer':
    case 'number': {
      const fitting = fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(Math.min(schema.maximum ?? 1000, 2 ** 31 - 1)) });
      return fc.oneof(
        { arbitrary: fitting, weight: 3 },
        { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 1 },
        { arbitrary: fc.constantFrom('12', 'NaN', '1e400', '0x10', ' 7 '), weight: 1 },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1));
    case 'array': {
      const item = depth > 3 ? anyJson : arbitraryFor(schema.items ?? {}, components, depth + 1);
      const max = Math.min(schema.maxItems ?? 5, 5);
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max }), weight: 4 },
        // One over the limit, when there is one.
        { arbitrary: fc.constant(schema.maxItems !== undefined ? Array.from({ length: schema.maxItems + 1 }, () => 'x') : []), weight: 1 },
      );
    }
    case 'object':
    default: {
      if (!schema.properties || depth > 3) return anyJson;
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(schema.properties)) props[k] = arbitraryFor(v, components, depth + 1);
      return fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
  }
}

/** A request body as sent: the raw text and its content type. */
export interface RawBody {
  text: string;
  contentType: string;
  /** What this case is, for the failure message. */
  kind: string;
}

const PROTO_KEYS = [
  '"__proto__":{"polluted":"sí","role":"admin"}',
  '"constructor":{"prototype":{"polluted":"sí"}}',
  '"prototype":{"polluted":"sí"}',
] as const;

/** Puts a raw key/value first in a JSON object's text (JSON.stringify drops __proto__ as an own key). */
function withRawKey(value: unknown, raw: string): string {
  const text = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `{${raw}}`;
  return text === '{}' ? `{${raw}}` : `{${raw},${text.slice(1)}`;
}

function mutate(value: unknown): fc.Arbitrary<RawBody> {
  const json = (v: unknown, kind: string): RawBody => ({ text: JSON.stringify(v), contentType: 'application/json', kind });
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const keys = obj ? Object.keys(obj) : [];
  const options: fc.Arbitrary<RawBody>[] = [
    fc.constant(json(value, 'schema-shaped')),
    fc.constantFrom(...PROTO_KEYS).map((raw) => ({ text: withRawKey(value, raw), contentType: 'application/json', kind: 'prototype key' })),
    fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), anyJson).map(([k, v]) => json({ ...obj, [k]: v }, 'extra key')),
    fc.constantFrom<unknown>([value], 'texto', 42, null, true, []).map((v) => json(v, 'wrong body type')),
  ];
  if (keys.length > 0) {
    options.push(fc.constantFrom(...keys).map((k) => json(Object.fromEntries(Object.entries(obj!).filter(([key]) => key !== k)), `missing ${k}`)));
    options.push(
      fc.tuple(fc.constantFrom(...keys), fc.oneof(anyJson, fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_NUMBERS))).map(([k, v]) =>
        json({ ...obj, [k]: v }, `wrong type for ${k}`),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Raw bodies no schema can describe: not JSON, wrongly labelled, absurdly nested. */
export const NON_JSON_BODIES: readonly RawBody[] = [
  { text: '', contentType: 'application/json', kind: 'empty body' },
  { text: '{', contentType: 'application/json', kind: 'truncated JSON' },
  { text: "{'titulo': 'x'}", contentType: 'application/json', kind: 'single quotes' },
  { text: '{"a":1,"a":2}', contentType: 'application/json', kind: 'duplicate keys' },
  { text: '\u0000\u0001\u0002', contentType: 'application/json', kind: 'control bytes' },
  { text: 'NaN', contentType: 'application/json', kind: 'bare NaN' },
  { text: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json', kind: 'deep array nesting' },
  { text: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, contentType: 'application/json', kind: 'deep object nesting' },
  { text: '{"nombre":"Ana"}', contentType: 'text/plain', kind: 'JSON as text/plain' },
  { text: 'nombre=Ana&role=admin', contentType: 'application/x-www-form-urlencoded', kind: 'form-urlencoded' },
  { text: '<colaboracion><titulo>x</titulo></colaboracion>', contentType: 'application/xml', kind: 'XML' },
  { text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x', kind: 'multipart' },
  { text: '{"nombre":"Ana"}', contentType: 'application/json; charset=utf-16', kind: 'wrong charset' },
];

/** Schema-shaped values, then bent. */
export function bodyArbitrary(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<RawBody> {
  return arbitraryFor(schema, components).chain(mutate);
}

/** Path parameters that are not what the route expects. */
export const HOSTILE_PARAMS = [
  'no-es-uuid',
  '00000000-0000-0000-0000-000000000000',
  "1' OR '1'='1",
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '\u0000',
  'x'.repeat(2_000),
  '👖',
] as const;
