import { NoDeprecatedCustomRule, parse, print, specifiedRules, validate, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadAdminSchema } from '../schema';
import { listOperationFiles, OPERATION_NAMES, operations } from './index';

describe('Shopify operations', () => {
  const schema = loadAdminSchema();

  it('registers every .graphql file', () => {
    expect(listOperationFiles()).toEqual(OPERATION_NAMES.map((n) => `${n}.graphql`).sort());
  });

  it.each(OPERATION_NAMES)('%s validates against the real Admin schema without deprecated fields', (name) => {
    const doc = parse(operations[name]);
    const errors = validate(schema, doc, [...specifiedRules, NoDeprecatedCustomRule]);
    expect(errors.map((e) => e.message)).toEqual([]);
    const ops = doc.definitions.filter((d) => d.kind === 'OperationDefinition');
    expect(ops).toHaveLength(1);
    expect(ops[0]?.kind === 'OperationDefinition' && ops[0].name?.value).toBe(name);
  });

  it('a fragment repeated in several documents (each is sent alone) is the same everywhere', () => {
    const seen = new Map<string, string>();
    for (const name of OPERATION_NAMES) {
      for (const d of parse(operations[name]).definitions.filter((x): x is FragmentDefinitionNode => x.kind === 'FragmentDefinition')) {
        const text = print(d);
        expect(seen.get(d.name.value) ?? text, `${d.name.value} in ${name}`).toBe(text);
        seen.set(d.name.value, text);
      }
    }
    expect(seen.has('StoreVariant')).toBe(true);
  });
});

describe('the validation rules themselves', () => {
  const schema = loadAdminSchema();
  const check = (src: string) =>
    validate(schema, parse(src), [...specifiedRules, NoDeprecatedCustomRule]).map((e) => e.message);

  it('reject fields that do not exist in GraphQL (option1) and deprecated ones (callbackUrl)', () => {
    expect(check('{ productVariant(id: "gid://shopify/ProductVariant/1") { option1 } }')[0]).toMatch(/option1/);
    expect(check('{ webhookSubscriptions(first: 1) { nodes { callbackUrl } } }')[0]).toMatch(/deprecated/);
  });
});
