import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactForReact, reactRouterBuild } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...preactForReact,
      // Their ES module builds, whose imports of React go through the aliases above (Node would
      // pick the CommonJS ones, whose require() calls no alias reaches).
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^react-router$/, replacement: reactRouterBuild('development') },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-support/jsdom-setup.ts'],
    restoreMocks: true,
    // Room for a loaded machine running every file in parallel (a test's waits end sooner).
    testTimeout: 15_000,
    // Every library goes through the aliases too (those that import React), so tests render
    // with Preact as the built app does.
    server: { deps: { inline: true } },
  },
});
