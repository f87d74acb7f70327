import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const folders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = folders('apps/web/src/features');
const serverModules = folders('apps/server/src/modules');
const web = 'apps/web/src';
const server = 'apps/server/src';
const drizzle = ['**/node_modules/drizzle-orm/**', '**/node_modules/@electric-sql/pglite/**', '**/node_modules/pg/**'];

/**
 * Import boundaries of docs/ARCHITECTURE.md, checked on the path an import RESOLVES to (through the
 * TypeScript resolver, so '@/…' aliases, '../..' chains and package names are all caught alike):
 * - web: features never import each other (app/ composes them); lib/ and components/ import neither
 *   features nor app/; features do not import app/;
 * - server: routes never import repositories, drizzle or zod (schemas live in packages/shared); services never import fastify; drizzle only
 *   in repositories, tables and platform/db; platform/ never imports modules; a module imports another
 *   module only through its index.ts (a table may import another module's table for a foreign key);
 * - packages/shared is pure: no apps, no Node built-ins, no server or UI libraries.
 * Tests may reach across (they set up data and check what a refused write left behind).
 */
const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in app/ (a route or page passes one feature into another).',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import app/: app/ composes features.' },
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: 'lib/ and components/ are shared by every feature: they import neither features nor app/.',
  },
  {
    target: `${server}/**/*.routes.ts`,
    from: [`${root}/${server}/**/*.repository.ts`, ...drizzle],
    message: 'A route calls one service function: no repositories or drizzle in routes.',
  },
  {
    target: `${server}/**/*.routes.ts`,
    from: ['**/node_modules/zod/**'],
    message: 'Request and response schemas live in packages/shared: no inline zod in routes.',
  },
  {
    target: `${server}/**/*.service.ts`,
    from: ['**/node_modules/fastify/**', '**/node_modules/@fastify/**'],
    message: 'Services know nothing of HTTP: no fastify in services.',
  },
  {
    target: [
      `${server}/*.ts`,
      `${server}/modules/**/!(*.repository|*.table|*.export|*.test).ts`,
      `${server}/platform/!(db)/**/!(*.repository|*.table|*.export|*.test).ts`,
    ],
    from: drizzle,
    message: 'Only *.repository.ts, *.table.ts, *.export.ts (an area’s part of a data export) and platform/db use drizzle.',
  },
  { target: `${server}/platform`, from: `${server}/modules`, message: 'platform/ must not depend on product modules.' },
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}/**/!(*.table).ts`,
    from: `${server}/modules`,
    except: [`./${module}`, ...serverModules.map((other) => `./${other}/index.ts`)],
    message: 'Import another module only through its index.ts.',
  })),
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}/**/*.table.ts`,
    from: [`${root}/${server}/modules/*/**`],
    except: [`${root}/${server}/modules/${module}/**`, `${root}/${server}/modules/*/index.ts`, `${root}/${server}/modules/*/*.table.ts`],
    message: 'Import another module only through its index.ts (or its table, for a foreign key).',
  })),
  { target: 'packages/shared', from: ['apps'], message: 'packages/shared holds contracts and pure rules only.' },
];

/**
 * Promises, decided once (type-aware):
 * - no-floating-promises: a promise is awaited, returned, or marked `void` on purpose (fire and
 *   forget, e.g. a cache invalidation after a mutation). `navigate()` of React Router is allowed bare:
 *   it returns a promise only in data-router mode and never rejects.
 * - no-misused-promises: no async function where a plain callback is expected (forEach, timers,
 *   event emitters), except JSX event props (`onClick={async () => …}`): React ignores what a handler
 *   returns and our async handlers report their own errors through the mutation state.
 * - await-thenable: no await of something that is not a promise.
 */
const promiseRules = {
  '@typescript-eslint/no-floating-promises': [
    'error',
    { ignoreVoid: true, allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
  ],
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/await-thenable': 'error',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.reports/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      'android/**',
      'ios/**',
    ],
  },
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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.config.ts', 'scripts/*.ts'] }, tsconfigRootDir: root } },
    settings: {
      // How import-x reads the files an import leads to (no-cycle follows them): TypeScript's parser for .ts/.tsx.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      ...promiseRules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // No module imports itself through a chain of others (type-only imports are not values and do not count).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['pg', 'drizzle-orm*', 'fastify*', '@fastify/*', 'react*', '@mantine/*', '@holdfast/server*', '@holdfast/web*'],
              message: 'packages/shared holds contracts and pure rules only.',
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
);
