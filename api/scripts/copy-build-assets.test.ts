import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { portalModules } from '../src/app/modules.js';
import { serverPaths } from '../src/paths.js';
import { readTranslations } from '../src/shared/translation-catalogue.js';
import { copyBuildAssets, copySchemaFiles } from './copy-build-assets.js';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const repositoryRoot = path.resolve(sourceRoot, '..', '..');

let builtRoot: string;
beforeAll(async () => {
  builtRoot = await mkdtemp(path.join(os.tmpdir(), 'itad-dist-'));
});
afterAll(() => rm(builtRoot, { recursive: true, force: true }));

describe('the build copies the schema', () => {
  it('gives the built server every SDL file the modules declare, without api/src', () => {
    const copied = copySchemaFiles(sourceRoot, builtRoot);
    const declared = portalModules.flatMap((module) => module.graphqlSchemaFiles ?? []);
    expect(copied).toContain(path.join('graphql', 'root.graphql'));
    for (const file of declared) {
      const relative = path.relative(sourceRoot, file);
      expect(copied).toContain(relative);
      expect(readFileSync(path.join(builtRoot, relative), 'utf8')).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('serves every .graphql file of the modules and infrastructure (the ones code generation reads)', () => {
    const declared = new Set(
      portalModules
        .flatMap((module) => module.graphqlSchemaFiles ?? [])
        .map((file) => path.relative(sourceRoot, file)),
    );
    const onDisk = copySchemaFiles(sourceRoot, builtRoot).filter(
      (file) =>
        file.startsWith(`modules${path.sep}`) || file.startsWith(`infrastructure${path.sep}`),
    );
    expect([...declared].sort()).toEqual([...onDisk].sort());
  });
});

describe('the build copies what the server reads at run time', () => {
  it('puts the migrations and merged translations in dist, where the built server looks for them', async () => {
    const deployRoot = await mkdtemp(path.join(os.tmpdir(), 'itad-deploy-'));
    const distDirectory = path.join(deployRoot, 'api', 'dist');
    copyBuildAssets(repositoryRoot, distDirectory);
    const built = serverPaths(distDirectory);
    expect(built.migrationsDirectory.startsWith(distDirectory)).toBe(true);
    expect(built.localesDirectory.startsWith(distDirectory)).toBe(true);
    expect(existsSync(path.join(built.migrationsDirectory, '20261121090000_foundation.sql'))).toBe(
      true,
    );
    for (const language of ['da', 'en', 'fi', 'no', 'se']) {
      // One merged file per language, not the per-feature sources.
      expect(readdirSync(path.join(built.localesDirectory, language))).toEqual([
        'translations.json',
      ]);
      expect(readTranslations(built.localesDirectory, language)).toEqual(
        readTranslations(path.join(repositoryRoot, 'locales'), language),
      );
    }
    expect(existsSync(path.join(built.assetsDirectory, 'demo-provider-logo.png'))).toBe(true);
    expect(built.webDistDirectory).toBe(path.join(deployRoot, 'web', 'dist'));
    await rm(deployRoot, { recursive: true, force: true });
  });

  it('reads the repository itself when running from source', () => {
    const fromSource = serverPaths(sourceRoot);
    expect(fromSource.migrationsDirectory).toBe(path.join(repositoryRoot, 'api', 'migrations'));
    expect(fromSource.localesDirectory).toBe(path.join(repositoryRoot, 'locales'));
  });
});
