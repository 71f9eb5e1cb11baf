// jsdom lacks ResizeObserver, which Radix's positioning (tooltips, menus) uses.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
