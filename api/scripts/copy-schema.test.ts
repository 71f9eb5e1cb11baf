import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaDefinition } from '../src/graphql/schema.js';
import { copySchemaFiles } from './copy-schema.js';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

let builtRoot: string;
beforeAll(async () => {
  builtRoot = await mkdtemp(path.join(os.tmpdir(), 'itad-dist-'));
});
afterAll(() => rm(builtRoot, { recursive: true, force: true }));

describe('the build copies the schema', () => {
  it('gives the built server the whole SDL without api/src', () => {
    const copied = copySchemaFiles(sourceRoot, builtRoot);
    expect(copied).toContain(path.join('graphql', 'root.graphql'));
    expect(loadSchemaDefinition(builtRoot)).toBe(loadSchemaDefinition(sourceRoot));
  });

  it('reads the SDL next to the loader, not from a fixed api/src path', () => {
    expect(loadSchemaDefinition()).toBe(loadSchemaDefinition(sourceRoot));
  });
});
