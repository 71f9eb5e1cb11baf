import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Load graphql as Node does (its CommonJS entry), the same instance Mercurius uses; Vite would
// otherwise pick the ES build, and graphql refuses objects from a second copy of itself.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here; each test file runs its own server against the shared databases.
    maxWorkers: 2,
  },
});
