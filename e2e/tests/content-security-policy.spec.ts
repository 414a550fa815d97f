import { expect, test } from '../support/fixtures.js';

// Every test fails on a logged CSP violation (the `cspViolations` fixture); this one also checks
// that what the policy must let in did load: the bundle, the self-hosted Arabic font, and the
// dial-code picker's flags, which come with the app rather than from a CDN.
test('the app loads under its security policy, with its self-hosted font and flags', async ({
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

  await page.getByRole('button', { name: /^رمز الدولة: .*\+966$/ }).click();
  const list = page.getByRole('listbox', { name: 'رمز الدولة' });
  await expect(list).toBeVisible();
  await page.getByRole('combobox', { name: 'بحث' }).fill('966');
  const saudi = list.getByRole('option', { name: /السعودية/ });
  await expect(saudi).toBeVisible();

  const flag = saudi.locator('img');
  await expect
    .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  expect(new URL(await flag.evaluate((image: HTMLImageElement) => image.src)).origin).toBe(origin);

  // Every flag in view comes with the app: a file from this origin or one inlined in the bundle.
  await page.getByRole('combobox', { name: 'بحث' }).fill('');
  await expect.poll(() => list.locator('img').count()).toBeGreaterThan(5);
  const sources = await list
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  for (const source of sources) {
    expect(source.startsWith('data:image/svg+xml') || new URL(source).origin === origin).toBe(true);
  }

  await saudi.click();
  await expect(list).toBeHidden();
  expect(cspViolations).toEqual([]);
});
