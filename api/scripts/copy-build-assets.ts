// Copies what the built server reads at run time into api/dist: every .graphql file of api/src
// (same layout), the migrations, the translations and the assets (the demo logo). A deploy of api/dist and web/dist then runs
// without api/src, api/migrations or locales/ (see src/paths.ts).
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function copySchemaFiles(sourceRoot: string, targetRoot: string): string[] {
  // Test fixtures (test-support/) are not part of the built server.
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.graphql') && !file.startsWith(`test-support${path.sep}`),
  );
  for (const file of files) cpSync(path.join(sourceRoot, file), path.join(targetRoot, file));
  return files;
}

/** Copies the schema, migrations, translations and assets of the repository into a build folder. */
export function copyBuildAssets(repositoryRoot: string, targetRoot: string): void {
  copySchemaFiles(path.join(repositoryRoot, 'api', 'src'), targetRoot);
  cpSync(path.join(repositoryRoot, 'api', 'migrations'), path.join(targetRoot, 'migrations'), {
    recursive: true,
  });
  cpSync(path.join(repositoryRoot, 'locales'), path.join(targetRoot, 'locales'), {
    recursive: true,
  });
  cpSync(path.join(repositoryRoot, 'api', 'assets'), path.join(targetRoot, 'assets'), {
    recursive: true,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  copyBuildAssets(path.resolve(apiDirectory, '..'), path.join(apiDirectory, 'dist'));
  console.log('Copied the schema, migrations, translations and assets into api/dist.');
}
