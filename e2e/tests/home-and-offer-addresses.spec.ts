import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/fixtures.js';
import { companyWithBranch, countCard, homeCard, submitOrder } from '../support/home-scene.js';
import { OFFERS_TITLE, offersTable } from '../support/order-pages.js';
import { openSignedIn } from '../support/session.js';

/**
 * What the address bar keeps of the home, the statistics and the price offers: the chosen period
 * (reload, Back and a shared link land on it), and an opened offer (Back closes it, a colleague's
 * link opens it). Also what the home shows at first sight: the daily chart's last 30 days, and
 * on a phone the counts two by two above the chart.
 */

/** The period in the address bar, or null for the default (daily). */
function periodInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('period');
}

/** A Riyadh calendar day `daysAgo` before today, as the browser's own calendar reads it. */
async function riyadhDay(page: Page, daysAgo: number): Promise<string> {
  return page.evaluate((back) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - back);
    return day.toISOString().slice(0, 10);
  }, daysAgo);
}

/** A day as the chart and its span word it, in the page's own Arabic ('27 أكتوبر 2026'). */
async function arabicDay(page: Page, day: string, withYear: boolean): Promise<string> {
  return page.evaluate(
    ([iso, year]) =>
      new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
        day: 'numeric',
        month: year ? 'long' : 'short',
        ...(year ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`)),
    [day, withYear] as const,
  );
}

test('the chart period is kept in the address: reload, Back and a shared link keep it', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  await submitOrder(scene, 'عميل الفترة');

  await openSignedIn(page, platform, scene.companyToken, '/dashboard');
  const chart = homeCard(page, 'عرض البيانات');
  const period = (name: string) => chart.getByRole('radio', { name, exact: true });

  await test.step('the home opens on daily; choosing monthly writes it in the address', async () => {
    await expect(period('يومي')).toBeChecked();
    expect(periodInUrl(page)).toBeNull();
    await period('شهري').click();
    await expect(page).toHaveURL(/\/dashboard\?period=monthly$/);
    await expect(period('شهري')).toBeChecked();
  });

  await test.step('a reload stays on monthly', async () => {
    await page.reload();
    await expect(period('شهري')).toBeChecked();
  });

  await test.step('Back returns to the previous period, then to daily', async () => {
    await period('سنوي').click();
    await expect(page).toHaveURL(/\?period=yearly$/);
    await page.goBack();
    await expect(period('شهري')).toBeChecked();
    expect(periodInUrl(page)).toBe('monthly');
    await page.goBack();
    await expect(period('يومي')).toBeChecked();
    expect(periodInUrl(page)).toBeNull();
  });

  await test.step('a shared statistics link opens on its period; choosing a tab changes it', async () => {
    await page.goto('/stats?period=yearly');
    await expect(page.getByRole('tab', { name: 'سنوي' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'سنوي' })).toBeVisible();
    await page.getByRole('tab', { name: 'شهري' }).click();
    await expect(page).toHaveURL(/\/stats\?period=monthly$/);
    await expect(page.getByRole('tabpanel', { name: 'شهري' })).toBeVisible();
  });

  await test.step('a period the product does not have falls back to daily', async () => {
    await page.goto('/stats?period=weekly');
    await expect(page.getByRole('tab', { name: 'يومي' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/dashboard?period=1');
    await expect(period('يومي')).toBeChecked();
  });
});

test('the daily chart covers the last 30 days, from 29 days ago to today', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  await submitOrder(scene, 'عميل اليوم');
  await openSignedIn(page, platform, scene.companyToken, '/dashboard');
  const chart = homeCard(page, 'عرض البيانات');
  const [first, today] = [await riyadhDay(page, 29), await riyadhDay(page, 0)];

  await test.step('the span under the total names the 30 days', async () => {
    await expect(chart.getByText(/^آخر 30 يومًا/)).toHaveText(
      `آخر 30 يومًا: من ${await arabicDay(page, first, true)} إلى ${await arabicDay(page, today, true)}`,
    );
  });

  await test.step('the line starts 29 days ago with no orders and ends today with one', async () => {
    const line = chart.getByRole('group', { name: 'الطلبات في كل يوم' });
    await line.focus();
    await page.keyboard.press('Home');
    await expect(line.getByRole('status')).toHaveText(`${await arabicDay(page, first, false)}: 0`);
    await page.keyboard.press('End');
    await expect(line.getByRole('status')).toHaveText(`${await arabicDay(page, today, false)}: 1`);
  });
});

test('on a phone the four counts sit two by two, and the chart starts on the first screen', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, platform, scene.companyToken, '/dashboard');

  const cards = ['الفروع', 'الاقسام', 'المدراء', 'الموظفين'].map((label) => countCard(page, label));
  for (const card of cards) await expect(card).toBeInViewport({ ratio: 1 });
  const boxes = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
  const [a, b, c, d] = boxes.map((box) => ({ ...box, top: Math.round(box.y) }));
  expect(a!.top, 'the first two counts share a row').toBe(b!.top);
  expect(c!.top, 'the last two counts share a row').toBe(d!.top);
  expect(c!.top, 'two rows, one under the other').toBeGreaterThan(a!.top);
  // Right to left: the first card of each row is on the right.
  expect(a!.x).toBeGreaterThan(b!.x);
  await expect(homeCard(page, 'عرض البيانات').getByRole('heading')).toBeInViewport();
});

test('an opened offer has its own address: Back closes it, a colleague’s link opens it', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  const client = `عميل الرابط ${scene.branchId.slice(0, 6)}`;
  const order = await submitOrder(scene, client);
  const other = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  const foreign = await submitOrder(other, 'عميل شركة أخرى');
  const modal = page.getByRole('dialog', { name: 'عرض السعر', exact: true });
  const notFound = page.getByRole('dialog', { name: 'عرض السعر غير موجود' });
  const offerAddress = new RegExp(`/offers/${order._id}\\?search=`);

  await test.step('opening an offer from a searched list adds /offers/:id to the history', async () => {
    await openSignedIn(
      page,
      platform,
      scene.companyToken,
      `/offers?search=${encodeURIComponent(client)}`,
    );
    await page
      .getByRole('button', { name: `عرض سعر الطلب ${order.orderRef}`, exact: true })
      .click();
    await expect(modal).toContainText(order.orderRef);
    await expect(page).toHaveURL(offerAddress);
  });

  await test.step('Back closes the offer and stays on the searched list; Forward opens it again', async () => {
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/offers\?search=/);
    await expect(offersTable(page).getByRole('row').filter({ hasText: client })).toBeVisible();
    await page.goForward();
    await expect(modal).toContainText(order.orderRef);
  });

  await test.step('closing the offer returns to the list it was opened from', async () => {
    await modal.getByRole('button', { name: 'رجوع', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/offers\?search=/);
  });

  await test.step('the branch manager opens the link a colleague sent: the list with the offer', async () => {
    const managerToken = await platform.signIn(scene.managerPhone);
    await openSignedIn(page, platform, managerToken, `/offers/${order._id}`);
    await expect(modal).toContainText(order.orderRef);
    // The list is behind it (hidden from assistive technology while the modal is open).
    await expect(
      page.getByRole('heading', { name: OFFERS_TITLE, includeHidden: true }),
    ).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(offersTable(page).getByRole('row').filter({ hasText: client })).toBeVisible();
  });

  await test.step('another company’s order, an unknown id and a mistyped link say not found', async () => {
    for (const id of [foreign._id, randomUUID(), 'not-an-order']) {
      await page.goto(`/offers/${id}`);
      await expect(notFound).toBeVisible();
      await expect(notFound).toContainText('لم نجد طلبًا بهذا الرابط');
      await expect(modal).toHaveCount(0);
    }
    await notFound.getByRole('button', { name: 'العودة إلى عروض الأسعار' }).click();
    await expect(notFound).toBeHidden();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(offersTable(page).getByRole('row').filter({ hasText: client })).toBeVisible();
  });

  await test.step('signed out, the link asks to sign in first', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/offers/${order._id}`);
    await expect(page).toHaveURL(/\/login$/);
  });
});
