import { defineConfig } from 'vitest/config';

// Tests of the repository's own scripts, which belong to no workspace.
export default defineConfig({
  root: import.meta.dirname,
  test: { include: ['*.test.ts'], testTimeout: 60_000 },
});
