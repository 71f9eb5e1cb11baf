import { configure } from '@testing-library/react';
import { options } from 'preact';

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

// A browser paints, and Preact runs the effects, within a frame of a render: before any person
// can click. A test acts at once, so the effects run right after the render instead of after
// jsdom's next frame (a busy machine can hold that back past the test's next click, before
// hooks have subscribed to what the click changes).
options.requestAnimationFrame = (runEffects) => {
  setTimeout(runEffects);
};
