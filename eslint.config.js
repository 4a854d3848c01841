import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/feature-boundaries.js';

const SONNER = { name: 'sonner', message: "Import toast from '@web/lib/toast' (decision 015).", allowTypeImports: true };
// Every changing action goes through useAction: a double tap does it once (issue 16, decision 039).
const MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: "Use useAction from '@web/lib/use-action': it sends a repeated tap once (decision 039).",
};
const COMMON_PASSWORDS = {
  group: ['**/common-passwords', '@zxcvbn-ts/*'],
  message: 'The common-password list is checked by the server only: the API answers with its message (decision 030).',
  allowTypeImports: true,
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { colabora: boundaries },
    rules: {
      'colabora/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `any` needs a comment saying why (disable the rule on that line).
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Sonner loads with the first toast (docs/decisions/015-page-weight.md); the common-password list
      // (~200 kB gzip) stays on the server (decision 030).
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [SONNER, MUTATION], patterns: [COMMON_PASSWORDS] }],
    },
  },
  {
    // One Spanish error map for every schema (decision 029): shared code takes zod from schemas/zod.ts.
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/schemas/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@shared/schemas/zod' (./zod): it carries the Spanish error map (decision 029).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Addresses from outside are links only through <ExternalLink> (http and https only; decision 032).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/components/ui/external-link.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='target']",
          message: 'A link to another site is <ExternalLink> (components/ui/external-link.tsx): it shows http(s) URLs only (decision 032).',
        },
        {
          selector: "CallExpression[callee.property.name='open'][callee.object.name='window']",
          message: 'Open other sites with <ExternalLink> (components/ui/external-link.tsx): it shows http(s) URLs only (decision 032).',
        },
      ],
    },
  },
  {
    files: ['src/web/components/ui/toaster.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // API answers are typed, not parsed: zod stays out of the screens' first load (decision 015).
    files: ['src/web/**/api/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [SONNER, MUTATION],
          patterns: [
            COMMON_PASSWORDS,
            {
              group: ['@shared/schemas/*'],
              importNamePattern: 'Schema$',
              allowTypeImports: true,
              message: 'Name the answer type with `import type` and apiFetch<z.infer<typeof …>> (decision 015).',
            },
          ],
        },
      ],
    },
  },
  {
    // Without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry code loads (decision 031): only
    // observability/otel.ts imports it, and tracing.ts loads that file with a dynamic import.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/observability/otel.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@opentelemetry/*', '**/observability/otel', './otel'],
              allowTypeImports: true,
              message: 'OpenTelemetry loads only through startTracing() (src/server/observability/tracing.ts, decision 031).',
            },
          ],
        },
      ],
    },
  },
);
