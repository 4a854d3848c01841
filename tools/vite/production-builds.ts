// Why: a build must bundle React, React DOM and React Router's production builds only (decision 033).
import type { Plugin } from 'vite';
import { fromRoot as r } from './root.ts';

/**
 * React Router 7 publishes a development and a production build but names only the development one in
 * its package exports (its framework mode picks one by itself); the production one differs only in
 * ENABLE_DEV_WARNINGS = false, and so drops the dev-only checks and warnings. React and React DOM pick
 * theirs from process.env.NODE_ENV, which Vite defines as "production" in a build.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: r('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: r('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/** Fails a production build that bundles a development build of React, React DOM or React Router. */
export function productionBuildsOnly(): Plugin {
  const DEV = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]*\.development\.js$|[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;
  return {
    name: 'colabora:production-builds-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const o of Object.values(bundle)) {
        const dev = o.type === 'chunk' ? Object.keys(o.modules).find((id) => DEV.test(id)) : undefined;
        if (dev) this.error(`${o.fileName} bundles a development build: ${dev}`);
      }
    },
  };
}
