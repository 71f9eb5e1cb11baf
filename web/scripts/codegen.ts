// Runs GraphQL Code Generator and formats its output with the repository's Prettier settings,
// so generated files pass `prettier --check`. With --check it writes nothing and fails when the
// files on disk differ from what the schema and the .graphql documents produce.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import prettier from 'prettier';
import config from '../codegen.ts';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');
process.chdir(webDirectory);

const outputs = (await generate({ ...config, silent: true }, false)) as {
  filename: string;
  content: string;
}[];
const generatedFolders = new Set(Object.keys(config.generates));
const stale: string[] = [];

for (const output of outputs) {
  const filePath = path.resolve(webDirectory, output.filename);
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  const content = await prettier.format(output.content, { ...options, filepath: filePath });
  const current = existsSync(filePath) ? await readFile(filePath, 'utf8') : undefined;
  if (current === content) continue;
  stale.push(output.filename);
  if (!checkOnly) {
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, content);
  }
}

// Files left over from operations that no longer exist.
const expected = new Set(outputs.map((output) => path.resolve(webDirectory, output.filename)));
for (const folder of generatedFolders) {
  const absoluteFolder = path.resolve(webDirectory, folder);
  if (!existsSync(absoluteFolder)) continue;
  for (const entry of readdirSync(absoluteFolder)) {
    const filePath = path.join(absoluteFolder, entry);
    if (expected.has(filePath)) continue;
    stale.push(path.relative(webDirectory, filePath));
    if (!checkOnly) await rm(filePath);
  }
}

if (checkOnly && stale.length) {
  process.stderr.write(
    `Generated GraphQL files are stale (run "npm run codegen -w web"):\n  ${stale.join('\n  ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  checkOnly
    ? 'Generated GraphQL files are up to date.\n'
    : `Generated GraphQL files: ${stale.length ? `updated ${stale.join(', ')}` : 'no changes'}.\n`,
);
