// A local ESLint rule (decision 035): features do not import each other, and on the web only the
// screens (src/web/app/routes/**) compose features; src/shared imports nothing from the server or the web,
// and the web never imports the server (types excepted: AppType).
import path from 'node:path';

const FEATURE_RE = /src\/(server|web)\/features\/([^/]+)\//;
const SCREENS = '/src/web/app/routes/';

function resolve(fromFile, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  const alias = /^@(shared|server|web)\/(.*)$/.exec(spec);
  if (alias) return path.resolve(process.cwd(), 'src', alias[1], alias[2]);
  return null;
}

const CROSS =
  "feature '{{own}}' must not import feature '{{other}}': features do not import each other. A screen that needs both composes them " +
  '(src/web/app/routes/<area>/, the only place that may use several features); code both need moves to src/shared, components/ui or lib';

export default {
  rules: {
    'feature-boundaries': {
      meta: { type: 'problem', schema: [], messages: { cross: '{{msg}}' } },
      create(context) {
        const file = context.filename.replaceAll('\\', '/');
        const own = FEATURE_RE.exec(file);
        const inShared = file.includes('/src/shared/');
        const inWeb = file.includes('/src/web/');
        const inScreens = file.includes(SCREENS);
        function check(node) {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const target = resolve(file, spec);
          if (!target) return;
          const t = target.replaceAll('\\', '/') + '/';
          const typeOnly = node.importKind === 'type';
          const report = (msg) => context.report({ node, messageId: 'cross', data: { msg } });
          if (inShared && (t.includes('/src/server/') || t.includes('/src/web/'))) report('src/shared must not import server or web code');
          if (inWeb && t.includes('/src/server/') && !typeOnly) report('the web may import only types from the server');
          const other = FEATURE_RE.exec(t);
          if (own && other && other[1] === own[1] && other[2] !== own[2]) {
            report(CROSS.replace('{{own}}', own[2]).replace('{{other}}', other[2]));
          }
          // Web code outside the features and the screens (components, lib, the app's shell and guards)
          // is what features build on: it must not depend on a feature.
          if (inWeb && !own && !inScreens && other?.[1] === 'web') {
            report(`only the screens in src/web/app/routes/** compose features: move this use of feature '${other[2]}' into the screen that needs it`);
          }
          // A feature never imports a screen (screens import features, never the other way round).
          if (own && t.includes(SCREENS)) report(`feature '${own[2]}' must not import a screen (src/web/app/routes): screens compose features, not the other way round`);
        }
        return {
          Program(node) {
            // Screens live in app/routes/<area>/ since decision 035: a feature has api, components, hooks and lib.
            if (own?.[1] === 'web' && file.includes(`/features/${own[2]}/pages/`)) {
              context.report({ node, messageId: 'cross', data: { msg: `a feature has no pages folder: screens live in src/web/app/routes/<area>/ and compose features` } });
            }
          },
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};
