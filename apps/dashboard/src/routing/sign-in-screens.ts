import { lazyScreen } from './lazy-screen';

/**
 * The sign-in screens are a file of their own, like each signed-in screen: a signed-in visit does
 * not download forms it never shows (their rules, the phone field and its country list), and the
 * first file is only what every page needs. A visitor without a session asks for it at once (see
 * the route guard), beside that first file's last pieces.
 */
const load = () => import('../features/auth/sign-in-screens');

export const loginScreen = lazyScreen(load, (m) => m.LoginPage);
export const registerScreen = lazyScreen(load, (m) => m.RegisterPage);
export const activateScreen = lazyScreen(load, (m) => m.ActivatePage);
export const verifyPhoneScreen = lazyScreen(load, (m) => m.VerifyPhonePage);

/** Starts fetching the sign-in screens' file; a failure shows when a screen renders. */
export function preloadSignIn(): void {
  loginScreen.preload().catch(() => undefined);
}
