import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { PATHS } from '../../../src/web/paths';

const ROUTER_FILE = new URL('../../../src/web/router.tsx', import.meta.url);

/** PATHS.a.b read from the real table, so a renamed path is followed without touching the tests. */
function fromPaths(chain: string[]): string {
  let value: unknown = PATHS;
  for (const key of chain) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`PATHS.${chain.join('.')} is not a path string`);
  return value;
}

function pathsChain(node: ts.Expression): string[] | null {
  const chain: string[] = [];
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current)) {
    chain.unshift(current.name.text);
    current = current.expression;
  }
  return ts.isIdentifier(current) && current.text === 'PATHS' ? chain : null;
}

/** The string a path expression of router.tsx stands for: a literal, PATHS.x, or a template over them. */
function evaluate(node: ts.Expression): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  const chain = pathsChain(node);
  if (chain) return fromPaths(chain);
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => evaluate(span.expression) + span.literal.text).join('');
  }
  throw new Error(`router.tsx: a route path this reader does not understand: ${node.getText()}`);
}

/**
 * Every path the web's router declares (src/web/router.tsx): `path:` properties and the first argument of
 * its `screen(path, …)` helper, read from the source's syntax tree rather than by importing the router
 * (which would load the whole app). A new route added either way shows up here.
 */
export function routerPaths(): string[] {
  const source = ts.createSourceFile('router.tsx', readFileSync(ROUTER_FILE, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'path') {
      // The screen() helper's own `path` property is its parameter, counted at each call instead.
      if (!(ts.isIdentifier(node.initializer) && node.initializer.text === 'path')) found.push(evaluate(node.initializer));
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'screen' && node.arguments[0]) {
      found.push(evaluate(node.arguments[0]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
