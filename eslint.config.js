import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/feature-boundaries.js';

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
      // Sonner loads with the first toast (docs/decisions/015-page-weight.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Import toast from '@web/lib/toast' (decision 015).", allowTypeImports: true }] },
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
          paths: [{ name: 'sonner', message: "Import toast from '@web/lib/toast' (decision 015).", allowTypeImports: true }],
          patterns: [
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
