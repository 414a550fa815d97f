import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen whose code is a separate file, fetched the first time it is shown or prefetched. */
export interface LazyScreen {
  Screen: ComponentType;
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
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);

  /**
   * A screen whose code arrived before it is first shown (prefetched, or started by
   * first-screen.ts) renders at once: React.lazy would paint the spinner for a frame first.
   */
  function Screen(props: object) {
    // Chosen once per mount: switching from one to the other would remount the screen and lose
    // what was typed into it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return { Screen, preload };
}
