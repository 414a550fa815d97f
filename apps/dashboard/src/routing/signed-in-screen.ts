import { loadSignedInArabic } from '../i18n/translate';
import { lazyScreen } from './lazy-screen';
import { preloadScreen } from './screens';

/**
 * The signed-in layout is a file of its own, like each screen in it. It is loaded from here
 * rather than from the screen registry, which the layout itself reads: no import runs back. The
 * signed-in screens' Arabic texts arrive with it (the first file holds only the sign-in ones).
 */
export const signedInRoutes = lazyScreen(
  () =>
    Promise.all([import('../signed-in-routes'), loadSignedInArabic()]).then(([routes]) => routes),
  (m) => m.SignedInRoutes,
);

/**
 * Starts fetching the layout and the screen at `path` together, so the screen does not wait for
 * the layout to arrive before its own fetch begins. Cheap to repeat: each file is fetched once.
 */
export function preloadSignedIn(path: string): void {
  signedInRoutes.preload().catch(() => undefined);
  preloadScreen(path);
}
