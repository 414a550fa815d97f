import type { AroundNavHandler } from 'wouter';

/**
 * A screen holding unsaved work can stop in-app navigation (links, the sidebar, the header menu,
 * redirects by code) until the user decides. Every `navigate` of the router passes through
 * `around`; while a screen has closed the gate, the move is handed to it instead of happening.
 */
export interface NavigationGate {
  /**
   * Closes the gate: each navigation is passed to `ask`, which calls `proceed` to let it happen.
   * Answers the function that opens the gate again.
   */
  close: (ask: (proceed: () => void, to: string) => void) => () => void;
  /** The router's `aroundNav`. */
  around: AroundNavHandler;
}

export function createNavigationGate(currentPath: () => string): NavigationGate {
  let ask: ((proceed: () => void, to: string) => void) | null = null;
  return {
    close(next) {
      ask = next;
      return () => {
        if (ask === next) ask = null;
      };
    },
    around(navigate, to, options) {
      const go = () => navigate(to, options);
      // A change of the query string alone stays on the screen, so nothing is lost.
      if (ask === null || pathOf(to) === pathOf(currentPath())) {
        go();
        return;
      }
      ask(go, to);
    },
  };
}

function pathOf(to: string): string {
  const path = to.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/\/+$/, '') || '/';
}

export const navigationGate = createNavigationGate(() =>
  typeof window === 'undefined' ? '/' : window.location.pathname,
);

/** Closing or reloading the tab: the browser asks in its own words when the event is cancelled. */
export function askBeforeUnload(event: Pick<BeforeUnloadEvent, 'preventDefault'>): void {
  event.preventDefault();
  // Older Chromium asks only when returnValue is set as well.
  (event as { returnValue?: unknown }).returnValue = '';
}
