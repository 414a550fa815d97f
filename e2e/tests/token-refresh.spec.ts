import { expect, test } from '../support/fixtures.js';
import { API_KEY } from '../support/server-process.js';
import { signInThroughUi, userName } from '../support/sign-in-pages.js';

// Access tokens on this server live 10 seconds, so a session outlives its token within the test.
test.use({ serverKind: 'shortToken' });

test('an expired access token is refreshed once, behind the scenes', async ({
  page,
  sms,
  platform,
  newCompany,
  baseURL,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);
  await expect(userName(page, company.username)).toBeVisible();

  const expired = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(expired).toBeTruthy();
  // Wait until the server itself refuses the stored token.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/api/v1/auth/getme`, {
          headers: { 'x-api-key': API_KEY, authorization: `Bearer ${expired}` },
        });
        return response.status;
      },
      { message: 'the access token has expired', timeout: 30_000 },
    )
    .toBe(401);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/refresh-token') {
      refreshes.push(request.url());
    }
  });
  const getme = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/auth/getme') && response.status() === 200,
  );
  await page.reload();

  await getme;
  await expect(userName(page, company.username)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
  const renewed = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(expired);
});
