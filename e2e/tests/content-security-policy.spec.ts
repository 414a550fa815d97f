import { expect, test } from '../support/fixtures.js';

// Every test fails on a CSP violation (see the `cspViolations` fixture); this one also opens the
// country picker, whose flags are images the policy must allow.
test('the sign-up screen and its country flags load under the security policy', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/register');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await page.getByRole('button', { name: /رمز الدولة/ }).click();
  await page.getByRole('searchbox').or(page.getByPlaceholder('بحث')).first().fill('966');
  const flags = page.locator('img[src]');
  await expect(flags.first()).toBeVisible();
  await expect
    .poll(() => flags.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  expect(cspViolations).toEqual([]);
});
