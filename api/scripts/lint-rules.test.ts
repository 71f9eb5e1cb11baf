import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../../scripts/check-import-cycles.js';

// The repository's lint configuration, run on fixture text placed at real paths, must report the
// boundary breaches it is there for, and nothing for a clean file.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Only the import rules run, without type information: fast, and they need none.
const eslint = new ESLint({
  cwd: repositoryRoot,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
});

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const restricted: unknown = expect.stringMatching(/^import-x\/no-restricted-paths: /);

describe('import boundaries', () => {
  it('pass a file that keeps to them', async () => {
    expect(
      await problemsOf(
        'api/src/modules/settlements/lint-fixture.ts',
        [
          "import { storeFile } from '../../shared/file-store.js';",
          "import { listSuppliersViewerMayActFor } from '../suppliers/service.js';",
          "import type { Viewer } from '../auth/viewer-model.js';",
          'export const used: unknown[] = [storeFile, listSuppliersViewerMayActFor];',
          'export type UsedViewer = Viewer;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'an API module reaching into another module',
      'api/src/modules/settlements/lint-fixture.ts',
      "import { createTokenService } from '../auth/tokens.js';",
    ],
    [
      'API shared code depending on a module',
      'api/src/shared/lint-fixture.ts',
      "import { listSuppliersViewerMayActFor } from '../modules/suppliers/service.js';",
    ],
    [
      'a service depending on the GraphQL transport',
      'api/src/modules/units/lint-fixture-service.ts',
      "import type { GraphQLContext } from '../../graphql/context.js';",
    ],
    [
      'a resolver depending on the GraphQL transport',
      'api/src/modules/units/lint-fixture-resolvers.ts',
      "import { buildContext } from '../../graphql/context.js';",
    ],
    [
      'a REST route depending on the HTTP transport',
      'api/src/modules/units/lint-fixture-routes.ts',
      "import { addRestRoute } from '../../http/route.js';",
    ],
    [
      'a module depending on the list of modules',
      'api/src/modules/units/lint-fixture.ts',
      "import { portalModules } from '../../app/modules.js';",
    ],
    [
      'the GraphQL transport reaching into a module',
      'api/src/graphql/lint-fixture.ts',
      "import { createViewerCache } from '../modules/auth/viewer-cache.js';",
    ],
    [
      'a web feature importing another feature',
      'web/src/features/settlements/lib/lint-fixture.ts',
      "import { firstBookableDay } from '../../jobs/lib/dates';",
    ],
    [
      'web shared code depending on a feature',
      'web/src/shared/lib/lint-fixture.ts',
      "import { firstBookableDay } from '../../features/jobs/lib/dates';",
    ],
    [
      'a web feature depending on the app layer',
      'web/src/features/jobs/lib/lint-fixture.ts',
      "import { queryClient } from '../../../app/query-client';",
    ],
  ])('report %s', async (_case, filePath, importLine) => {
    expect(await problemsOf(filePath, `${importLine}\nexport const fixture = 1;\n`)).toEqual([
      restricted,
    ]);
  });
});

describe('import cycles', () => {
  let fixtureDirectory: string;
  beforeAll(async () => {
    // Real files: both checks follow imports on disk.
    fixtureDirectory = path.join(
      repositoryRoot,
      'api',
      'src',
      'shared',
      `lint-cycle-fixture-${randomUUID()}`,
    );
    await mkdir(fixtureDirectory);
    await writeFile(
      path.join(fixtureDirectory, 'first.ts'),
      "import { second } from './second.js';\nexport const first = () => second;\n",
    );
    await writeFile(
      path.join(fixtureDirectory, 'second.ts'),
      "import { first } from './first.js';\nexport const second = () => first;\n",
    );
  });
  afterAll(() => rm(fixtureDirectory, { recursive: true, force: true }));

  it('reports a runtime import cycle through lint', async () => {
    const code = "import { second } from './second.js';\nexport const first = () => second;\n";
    const problems = await problemsOf(
      path.relative(repositoryRoot, path.join(fixtureDirectory, 'first.ts')),
      code,
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});

describe('check-import-cycles', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'itad-cycles-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  async function files(contents: Record<string, string>): Promise<string> {
    const root = path.join(directory, randomUUID());
    for (const [name, text] of Object.entries(contents)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), text);
    }
    return root;
  }

  it('finds a cycle made only of type imports, which lint does not count', async () => {
    const root = await files({
      'model.ts':
        "import type { Loader } from './loaders/index.js';\nexport type Model = Loader;\n",
      'loaders/index.ts':
        "import type { Model } from '../model.js';\nexport type Loader = Model;\n",
    });
    const cycles = findCycles(importGraph([root]));
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([
      ['loaders/index.ts', 'model.ts', 'loaders/index.ts'],
    ]);
  });

  it('passes imports that run one way', async () => {
    const root = await files({
      'model.ts': 'export type Model = string;\n',
      'service.ts': "import type { Model } from './model.js';\nexport type Service = Model;\n",
    });
    expect(findCycles(importGraph([root]))).toEqual([]);
  });
});
