// One lint configuration for the whole repository: TypeScript rules with type information,
// one-way imports (app -> features -> shared) and no import cycles.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder listings are taken relative to this file, so linting from any working directory (or
// through the ESLint Node API) sees the same zones.
const inRepository = (folder) => path.join(import.meta.dirname, folder);

const directoriesIn = (folder) =>
  existsSync(inRepository(folder))
    ? readdirSync(inRepository(folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// API modules may use another module's service, policy and *-model files, nothing deeper.
const filesIn = (folder) =>
  existsSync(inRepository(folder))
    ? readdirSync(inRepository(folder), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];
const apiModules = directoriesIn('api/src/modules');
const apiModuleZones = apiModules.map((module) => ({
  target: `./api/src/modules/${module}`,
  from: './api/src/modules',
  except: [
    `./${module}`,
    ...apiModules
      .filter((other) => other !== module)
      .flatMap((other) =>
        filesIn(`api/src/modules/${other}`)
          .filter(
            (file) => ['service.ts', 'policy.ts'].includes(file) || file.endsWith('-model.ts'),
          )
          .map((file) => `./${other}/${file}`),
      ),
  ],
  message: 'Use another module through its service, policy or model file only.',
}));

// The GraphQL transport composes module resolvers and uses modules through their public files.
const filesUnder = (folder, prefix = '') =>
  existsSync(inRepository(folder))
    ? readdirSync(inRepository(folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? filesUnder(`${folder}/${entry.name}`, `${prefix}${entry.name}/`)
          : [`${prefix}${entry.name}`],
      )
    : [];
const publicToTransport = (file) =>
  /(^|\/)(service|policy)\.ts$|-model\.ts$|(^|[/-])resolvers\.ts$/.test(file);
const graphqlTransportZone = {
  target: ['./api/src/graphql', './api/src/http', './api/src/platform'],
  from: './api/src/modules',
  except: filesUnder('api/src/modules')
    .filter(publicToTransport)
    .map((file) => `./${file}`),
  message:
    'The transport (graphql/, http/) uses a module through its resolvers, service, policy or model files only.',
};

// Web features never reach into each other.
const webFeatureZones = directoriesIn('web/src/features').map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in web/src/app.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.generated.ts',
      '**/generated/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x skips .ts/.tsx dependencies, so no-cycle never follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The TypeScript resolver maps the API's `.js` specifiers to their `.ts` files; a resolver
      // that cannot do so makes no-restricted-paths and no-cycle skip those imports silently.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'api/tsconfig.json',
            'web/tsconfig.json',
            'packages/validation/tsconfig.json',
          ].map(inRepository),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to the repository, whatever the working directory.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './api/src/shared',
              from: './api/src/modules',
              message: 'shared/ must not depend on modules.',
            },
            {
              target: './api/src/shared',
              from: './api/src/graphql',
              message: 'shared/ must not depend on graphql/.',
            },
            {
              // The domain (modules, what they build on, and below) never uses a transport: resolvers
              // and routes read platform/ (context, route declarations); the server composes them.
              target: [
                './api/src/modules/**/!(*.test).ts',
                './api/src/platform/**',
                './api/src/shared/**',
                './api/src/tasks/**',
                './api/src/database/**',
                './api/src/demo/**',
                './api/src/cli/**',
              ],
              from: ['./api/src/graphql', './api/src/http'],
              message:
                'The domain never uses a transport (graphql/, http/); declare routes and resolvers with platform/ and let the server compose them.',
            },
            {
              target: [
                './api/src/modules/**/!(*.test).ts',
                './api/src/platform/**',
                './api/src/shared/**',
                './api/src/tasks/**',
                './api/src/database/**',
                './api/src/demo/**',
                './api/src/graphql/**',
                './api/src/http/**',
              ],
              from: ['./api/src/app', './api/src/server.ts', './api/src/main.ts'],
              message:
                'Only the composition root (app/, server.ts, main.ts, the command line) knows the list of modules.',
            },
            graphqlTransportZone,
            { target: './api/src/modules', from: './api/src/server.ts' },
            { target: './api/src/modules', from: './api/src/graphql/plugin.ts' },
            { target: './api/src/modules', from: './api/src/graphql/resolvers.ts' },
            ...apiModuleZones,
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './web/src/shared',
              from: './web/src/features',
              message: 'shared/ must not depend on features.',
            },
            {
              target: './web/src/shared',
              from: './web/src/app',
              message: 'shared/ must not depend on the app layer.',
            },
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // The web app: browser code with React hooks, accessibility and fast-refresh rules.
    files: ['web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    plugins: {
      ...jsxA11y.flatConfigs.recommended.plugins,
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // Web data access lives in one place: each GraphQL operation's hook (and query key) in its
    // feature's api/ folder, web/src/features/<feature>/api/<operation>.ts; components call those
    // hooks. shared/ holds the infrastructure underneath (the GraphQL client).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**', 'web/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: [
                'useQuery',
                'useQueries',
                'useInfiniteQuery',
                'useSuspenseQuery',
                'useSuspenseQueries',
                'useSuspenseInfiniteQuery',
                'useMutation',
              ],
              message:
                "Query and mutate in the feature's api/<operation>.ts and call its hook here.",
            },
          ],
          patterns: [
            {
              group: ['**/shared/graphql/client'],
              importNames: ['request', 'sendOperation'],
              message:
                "Send GraphQL operations from the feature's api/<operation>.ts and call its hook here.",
            },
          ],
        },
      ],
    },
  },
  {
    // Build scripts, configs and e2e tests run in Node.
    files: ['web/*.ts', 'web/scripts/**/*.ts', 'web/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test-support/**',
      '**/e2e/**',
      'bench/**',
      '**/scripts/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
