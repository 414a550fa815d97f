import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Starts fetching the file of the screen at a path; cheap to repeat. */
export type PreloadScreen = (path: string) => void;

// The screen registry sits above the screens: it hands its preloader down rather than being
// imported by them, so a screen can ask for another's file without knowing the registry.
const ScreenPrefetch = createContext<PreloadScreen>(() => undefined);

export function ScreenPrefetchProvider({
  preload,
  children,
}: {
  preload: PreloadScreen;
  children: ReactNode;
}) {
  return <ScreenPrefetch.Provider value={preload}>{children}</ScreenPrefetch.Provider>;
}

/** Fetches the screen at `path` once the browser has nothing else to do, while this one shows. */
export function usePrefetchWhenIdle(path: string): void {
  const preload = useContext(ScreenPrefetch);
  useEffect(() => prefetchWhenIdle(preload, [path]), [preload, path]);
}

/** Runs the preloads when the browser is idle; returns a cancel. */
export function prefetchWhenIdle(preload: PreloadScreen, paths: readonly string[]): () => void {
  const run = () => paths.forEach(preload);
  // Safari has no requestIdleCallback: a short delay after the screen painted does the same job.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}
