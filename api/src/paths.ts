import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits at api/src/paths.ts (or api/dist/paths.js once built), so the
// repository root is two folders up in both cases.
const here = path.dirname(fileURLToPath(import.meta.url));

export const repositoryRoot = path.resolve(here, '..', '..');
export const migrationsDirectory = path.join(repositoryRoot, 'api', 'migrations');
export const localesDirectory = path.join(repositoryRoot, 'locales');
export const webDistDirectory = path.join(repositoryRoot, 'web', 'dist');
export const defaultDataDirectory = path.join(repositoryRoot, 'data');
