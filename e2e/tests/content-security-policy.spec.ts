import { expect, test } from '../support/fixtures.js';

// Every test fails on a logged CSP violation (the `cspViolations` fixture); this one also checks
// that what the policy must let in did load: the bundle and the self-hosted Arabic font.
test('the app loads under its security policy, with its self-hosted font', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/register');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'إنشاء حساب جديد' })).toBeVisible();

  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''));
      }),
    )
    .toContain('IBM Plex Sans Arabic');
  expect(cspViolations).toEqual([]);
});
