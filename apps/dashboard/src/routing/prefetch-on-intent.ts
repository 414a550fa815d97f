import { useEffect } from 'react';
import { preloadScreen } from './screens';

/**
 * The address of this app a link leads to, or null: another site, a download, a new tab. `href`
 * is the link's resolved address, `here` the page's.
 */
export function inAppPath(href: string, here: string): string | null {
  const url = new URL(href, here);
  return url.origin === new URL(here).origin ? url.pathname : null;
}

function linkPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  )
    return null;
  return inAppPath(link.href, window.location.href);
}

/**
 * Fetches a screen's file when the pointer comes over a link to it (a finger's touch starts the
 * same way) or the link takes the keyboard's focus: the one screen the user is about to open, in
 * the moment between pointing and clicking, instead of every screen of the menu. Any other screen
 * loads when visited. One listener for the whole page, so the menu, the header and the screens'
 * own links need nothing of their own. It runs inside the layout, so only the screen is left
 * to fetch.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = linkPath(event.target);
      if (path !== null && path !== window.location.pathname) preloadScreen(path);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
