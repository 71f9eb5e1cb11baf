import { createElement, lazy, useState, type ComponentType } from 'react';

type RouteModule<Props> = { default: ComponentType<Props> };

/** Every lazily loaded route part by its component, so a path's parts can be fetched early. */
const loaders = new Map<unknown, () => Promise<unknown>>();

/**
 * A lazily loaded route part (a layout or a page) whose code can be asked for before React
 * renders it. Once its code is in, it renders at once, without suspending: the first load
 * fetches the path's parts beside the translations and paints the page in its first render,
 * with no loading screen in between (React holds a revealed fallback for 300 ms at least).
 */
export function lazyRoute<Props extends object>(
  load: () => Promise<RouteModule<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<RouteModule<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const LazyPart = lazy(loadOnce);
  function RoutePart(props: Props) {
    // Chosen once per mount: switching types later would remount the part and lose its state.
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? LazyPart);
    return createElement(Part, props);
  }
  loaders.set(RoutePart, loadOnce);
  return RoutePart;
}

/** Starts loading the code of a lazily loaded component type; undefined when it is not one. */
export function startLoading(componentType: unknown): Promise<void> | undefined {
  const load = loaders.get(componentType);
  // A failure shows where the part renders (its error boundary), not here.
  return load?.().then(
    () => undefined,
    () => undefined,
  );
}
