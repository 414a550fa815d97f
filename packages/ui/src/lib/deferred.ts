import { useCallback, useState, type ComponentType } from 'react';

/** A module fetched on first use, once for the whole page; `current` holds it once here. */
export interface Deferred<T> {
  (): Promise<T>;
  current: T | undefined;
}

/**
 * Wraps a dynamic import so every caller shares one fetch. A failed fetch is forgotten, so the
 * next intent (a pointer over a button, a focus) tries again.
 */
export function deferred<T>(load: () => Promise<T>): Deferred<T> {
  let loading: Promise<T> | undefined;
  const fetch = (() => {
    loading ??= load().then(
      (loaded) => (fetch.current = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }) as Deferred<T>;
  fetch.current = undefined;
  return fetch;
}

/**
 * A component whose code arrives when the user shows an intent to use it: null until then (the
 * caller shows what it can without it), and the function that asks for it. Already fetched, it is
 * there from the first render.
 */
export function useDeferredComponent<P>(
  component: Deferred<ComponentType<P>>,
): [ComponentType<P> | null, () => void] {
  const [Component, setComponent] = useState<ComponentType<P> | null>(
    () => component.current ?? null,
  );
  const request = useCallback(() => {
    component().then(
      (loaded) => setComponent(() => loaded),
      () => undefined,
    );
  }, [component]);
  return [Component, request];
}
