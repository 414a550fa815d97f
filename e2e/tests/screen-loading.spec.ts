import type { Response } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures.js';
import { openSignedIn } from '../support/session.js';

/** The built screen files are named after their source (`home-page-<hash>.js`). */
const SIGNED_IN_FILES =
  /\/assets\/(signed-in-routes|home-page|stats-page|companies-page|ai-page)-[\w-]+\.js$/;

/** Every script the page asked for, with its answer. */
function scriptsOf(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

// Every test here also fails on a logged Content Security Policy violation (`cspViolations`).
test('the sign-in screens load without the signed-in screens, which arrive later as files cached for good', async ({
  page,
  platform,
  superadminToken,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.map((response) => response.url()).filter((url) => SIGNED_IN_FILES.test(url)),
  ).toEqual([]);

  await openSignedIn(page, platform, superadminToken, '/dashboard');
  await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
  const home = scripts.find((response) => /\/assets\/home-page-[\w-]+\.js$/.test(response.url()));
  expect(home?.status()).toBe(200);
  expect(home?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a screen whose file is gone after a deploy says so and reloads into the current build', async ({
  page,
  platform,
  superadminToken,
}) => {
  // The tab was opened before a deploy: the statistics file it knows of is no longer served.
  await page.route(/\/assets\/stats-page-[\w-]+\.js$/, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Not Found"}',
    }),
  );
  await openSignedIn(page, platform, superadminToken, '/dashboard');
  await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await menu.getByRole('button', { name: 'التقارير' }).click();
  await menu.getByRole('link', { name: 'الإحصائيات' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  const problem = page.getByRole('alert').filter({ hasText: 'تعذر فتح هذه الصفحة' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('أعد تحميل الصفحة للمتابعة');
  // The layout stays: the menu still leads elsewhere.
  await menu.getByRole('link', { name: 'الرئيسية' }).click();
  await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
  await page.goBack();
  await expect(problem).toBeVisible();

  // Reloading loads the current index.html and its files.
  await page.unroute(/\/assets\/stats-page-[\w-]+\.js$/);
  await problem.getByRole('button', { name: 'إعادة تحميل الصفحة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الإحصائيات' })).toBeVisible();
  await expect(problem).toBeHidden();
});
