import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of ARCHITECTURE.md, enforced:
 * - packages/shared is pure: no server, web, Node or DOM I/O;
 * - a server module imports another module only through its index.ts, and platform/ never imports modules;
 * - web features never import each other (pages compose them through app/).
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.reports/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'fastify*', 'react*', '@holdfast/server*', '@holdfast/web*'], message: 'packages/shared holds contracts and pure rules only.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'platform/ must not depend on product modules.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Table files may reference another module's table for foreign keys.
              regex: '^\\.\\./[a-z-]+/(?!index$)(?![a-z-]+\\.table$)[^/]+$',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(\\.\\./)?features/', message: 'Features never import each other; compose them in app/.' }, { regex: '^@/features/', message: 'Features never import each other; compose them in app/.' }] },
      ],
    },
  },
);
