import { isActivateState, isVerifyState } from '../features/auth/auth-navigation-state';

/**
 * Who may open which route (specification, section 2), as one pure decision so it can be tested
 * without a browser. The guard component only reads the location, the stored user and
 * `history.state`, and follows the answer.
 */

export const PUBLIC_PATHS = ['/register', '/login', '/activate', '/verifyPhone'] as const;
export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';

/** Only the presence of a stored user matters to the guard; its role matters to the menu. */
export type GuardUser = object | null;

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isPublic(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

function nextStep(path: string, user: GuardUser, state: unknown): string | null {
  if (!isPublic(path)) return user ? null : LOGIN_PATH;
  if (user && (path === LOGIN_PATH || path === REGISTER_PATH)) return HOME_PATH;
  if (path === '/activate' && !isActivateState(state)) return REGISTER_PATH;
  if (path === '/verifyPhone' && !isVerifyState(state)) return LOGIN_PATH;
  return null;
}

/**
 * Where to send someone opening `path`, or `null` to let them stay. Chained rules are followed to
 * the end (a signed-in user opening /activate without state lands on /dashboard, not /register),
 * so the browser never shows an intermediate screen.
 */
export function decideRedirect(path: string, user: GuardUser, state: unknown): string | null {
  // The router ignores a trailing slash (/login/ shows /login), so the rules do too.
  const start = normalise(path);
  let current = start;
  // Each rule moves towards a public screen or home, so two steps always settle; the bound is a seatbelt.
  for (let step = 0; step < 4; step += 1) {
    // The navigation state belongs to the screen that was opened, not to the screens we move on to.
    const next = nextStep(current, user, step === 0 ? state : undefined);
    if (next === null) break;
    current = next;
  }
  return current === start ? null : current;
}
