// A local ESLint rule (DESIGN.md): features do not import each other, src/shared imports nothing
// from the server or the web, and the web never imports the server (types excepted: AppType).
import path from 'node:path';

const FEATURE_RE = /src\/(server|web)\/features\/([^/]+)\//;

function resolve(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  const alias = /^@(shared|server|web)\/(.*)$/.exec(spec);
  if (alias) return path.resolve(process.cwd(), 'src', alias[1], alias[2]);
  return null;
}

export default {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [], messages: { cross: '{{msg}}' } },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const own = FEATURE_RE.exec(file);
        const inShared = file.includes('/src/shared/');
        const inWeb = file.includes('/src/web/');
        function check(node) {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const target = resolve(file, spec);
          if (!target) return;
          const t = target.replaceAll('\\', '/') + '/';
          const typeOnly = node.importKind === 'type';
          if (inShared && (t.includes('/src/server/') || t.includes('/src/web/'))) {
            context.report({ node, messageId: 'cross', data: { msg: 'src/shared must not import server or web code' } });
          }
          if (inWeb && t.includes('/src/server/') && !typeOnly) {
            context.report({ node, messageId: 'cross', data: { msg: 'the web may import only types from the server' } });
          }
          const other = FEATURE_RE.exec(t);
          if (own && other && other[1] === own[1] && other[2] !== own[2]) {
            context.report({
              node,
              messageId: 'cross',
              data: { msg: `feature '${own[2]}' must not import feature '${other[2]}': move shared code to src/shared, components/ui or lib` },
            });
          }
        }
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
