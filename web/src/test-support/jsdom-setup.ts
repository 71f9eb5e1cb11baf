import { configure } from '@testing-library/react';

// jsdom lacks ResizeObserver, which Radix's positioning (tooltips, menus) uses.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Waits for what appears after a round trip through the faked network end when it appears, at
// most this long: a busy machine running every test file in parallel can take more than the
// library's default second.
configure({ asyncUtilTimeout: 5_000 });
