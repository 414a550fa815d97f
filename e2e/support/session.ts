import type { Page } from '@playwright/test';
import type { PlatformApi } from './platform-api.js';

/**
 * Opens `path` as the holder of `token`, the way a returning user's browser does: the user and
 * the access token in local storage, no refresh cookie. Used for the superadmin, whose number may
 * receive only 3 codes per 10 minutes for the whole run, and for scenes where signing in is not
 * what the test is about.
 */
export async function openSignedIn(
  page: Page,
  platform: PlatformApi,
  token: string,
  path: string,
): Promise<void> {
  const user = await platform.me(token);
  await signOutLocally(page);
  await page.evaluate(
    ([storedUser, accessToken]) => {
      localStorage.setItem('user', storedUser);
      localStorage.setItem('accessToken', accessToken);
    },
    [JSON.stringify(user), token] as const,
  );
  await page.goto(path);
}

/**
 * Forgets whoever is signed in in this browser (storage and cookies, so no refresh cookie can
 * bring another user back), leaving the page on /login.
 */
export async function signOutLocally(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
}
