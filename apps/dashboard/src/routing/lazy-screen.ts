import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen whose code is a separate file, fetched the first time it is shown or prefetched. */
export interface LazyScreen {
  Screen: LazyExoticComponent<ComponentType>;
  /** Starts fetching the screen's code; safe to call any number of times. */
  preload(): Promise<unknown>;
}

/**
 * Wraps `import()` of a screen's module. The fetch is shared by a prefetch and the first render;
 * a failed prefetch is forgotten, so showing the screen later tries again instead of inheriting it.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { Screen: lazy(preload), preload };
}
