import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * Where the server finds its files. From source (api/src) they are the repository's (the
 * translations as their per-feature sources); once built (api/dist) the migrations and the
 * merged translations are what the build put beside the code, so a deploy of api/dist and
 * web/dist needs nothing else of the repository.
 */
export function serverPaths(codeDirectory: string) {
  // api/src/paths.ts or api/dist/paths.js: the repository root is two folders up in both cases.
  const repositoryRoot = path.resolve(codeDirectory, '..', '..');
  const built = path.basename(codeDirectory) === 'dist';
  return {
    repositoryRoot,
    migrationsDirectory: built
      ? path.join(codeDirectory, 'migrations')
      : path.join(repositoryRoot, 'api', 'migrations'),
    localesDirectory: built
      ? path.join(codeDirectory, 'locales')
      : path.join(repositoryRoot, 'locales'),
    assetsDirectory: built
      ? path.join(codeDirectory, 'assets')
      : path.join(repositoryRoot, 'api', 'assets'),
    webDistDirectory: path.join(repositoryRoot, 'web', 'dist'),
    defaultDataDirectory: path.join(repositoryRoot, 'data'),
  };
}

export const {
  repositoryRoot,
  migrationsDirectory,
  localesDirectory,
  assetsDirectory,
  webDistDirectory,
  defaultDataDirectory,
} = serverPaths(path.dirname(fileURLToPath(import.meta.url)));
