import { expect, test, type Page } from '../support/fixtures.js';
import {
  cancelOrder,
  companyWithBranch,
  countCard,
  donut,
  figures,
  homeCard,
  percentOf,
  photograph,
  priceOrder,
  printed,
  statsOf,
  submitOrder,
  type Stats,
} from '../support/home-scene.js';
import { openSignedIn } from '../support/session.js';

/** The home shows these counts in its first row, and the order cards and chart agree with them. */
async function expectHome(page: Page, stats: Stats, cards: [string, number][]): Promise<void> {
  const row = page.getByRole('list', { name: 'الأرقام الرئيسية' }).getByRole('listitem');
  await expect(row).toHaveCount(cards.length);
  for (const [label, count] of cards) {
    await expect(countCard(page, label).getByText(printed(count), { exact: true })).toBeVisible();
  }
  const canceled = stats.orderCount - stats.pendingOrderCount - stats.completedOrderCount;
  await expect(figures(homeCard(page, 'إجمالي الطلبات'))).toHaveText(
    [stats.orderCount, stats.pendingOrderCount, stats.completedOrderCount, canceled].map(printed),
  );
  await expect(donut(page, 'قيد المراجعة')).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(stats.pendingOrderCount, stats.orderCount)),
  );
  await expect(donut(page, 'مكتمل')).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(stats.completedOrderCount, stats.orderCount)),
  );
  // Done in the sale's sense: the orders whose customer accepted, not every priced one.
  const accepted = stats.quoteChartData.reduce((sum, day) => sum + day.accepted, 0);
  await expect(donut(page, 'قبلها العميل')).toHaveAttribute(
    'aria-valuenow',
    String(percentOf(accepted, stats.orderCount)),
  );
  const charted = stats.chartData.reduce((sum, point) => sum + point.value, 0);
  await expect(figures(homeCard(page, 'عرض البيانات'))).toHaveText([printed(charted)]);
}

test('the home of a company, its manager and the superadmin shows the numbers of GET /common/stats', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('no server for this project');
  const shots = (name: string) => testInfo.outputPath(name);
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  const [priced, canceled] = [
    await submitOrder(scene, 'عميل مكتمل'),
    await submitOrder(scene, 'عميل ملغي'),
  ];
  await submitOrder(scene, 'عميل ينتظر');
  await priceOrder(baseURL, scene.companyToken, priced);
  await cancelOrder(baseURL, scene.companyToken, canceled);

  await test.step('the company: branches, sections, managers, employees; a third of the orders each way', async () => {
    const stats = await statsOf(baseURL, scene.companyToken);
    expect(stats).toMatchObject({ orderCount: 3, pendingOrderCount: 1, completedOrderCount: 1 });
    await openSignedIn(page, platform, scene.companyToken, '/dashboard');
    await expectHome(page, stats, [
      ['الفروع', stats.branchCount],
      ['الاقسام', stats.sectionCount],
      ['المدراء', stats.managerCount],
      ['الموظفين', stats.employeeCount],
    ]);
    await expect(donut(page, 'قيد المراجعة')).toHaveAttribute('aria-valuenow', '33');
    await photograph(page, shots, 'home-admin');
  });

  await test.step('the chart sums the same orders by month and by year', async () => {
    const chart = homeCard(page, 'عرض البيانات');
    for (const period of ['شهري', 'سنوي', 'يومي']) {
      await chart.getByRole('radio', { name: period }).click();
      await expect(chart.getByRole('radio', { name: period })).toBeChecked();
      await expect(figures(chart)).toHaveText([printed(3)]);
    }
  });

  await test.step('the statistics screen: daily, monthly and yearly tabs with the total and chart', async () => {
    await page.goto('/stats');
    const charts = {
      يومي: 'الطلبات في كل يوم',
      شهري: 'الطلبات في كل شهر',
      سنوي: 'الطلبات في كل سنة',
    };
    for (const [tab, chartName] of Object.entries(charts)) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(figures(panel)).toHaveText([printed(3)]);
      await expect(panel.getByRole('group', { name: chartName })).toBeVisible();
      await photograph(page, shots, `stats-${tab}`);
    }
  });

  await test.step('the branch manager: sections, employees and orders of its branch', async () => {
    const managerToken = await platform.signIn(scene.managerPhone);
    const stats = await statsOf(baseURL, managerToken);
    expect(stats).toMatchObject({ orderCount: 3, pendingOrderCount: 1, completedOrderCount: 1 });
    await openSignedIn(page, platform, managerToken, '/dashboard');
    await expectHome(page, stats, [
      ['الاقسام', stats.sectionCount],
      ['الموظفين', stats.employeeCount],
      ['الطلبات', stats.orderCount],
    ]);
    await photograph(page, shots, 'home-manager');
  });

  await test.step('the superadmin: companies, branches, sections and all users of the platform', async () => {
    // Other journeys add companies and orders meanwhile, and the home asks again when the live
    // stream tells it of one: compare with the last answer the page was given.
    const answers: Stats[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/v1/common/stats' || !response.ok()) return;
      void response.json().then((body: Stats) => answers.push(body));
    });
    await openSignedIn(page, platform, superadminToken, '/dashboard');
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    await expect(async () => {
      const stats = answers.at(-1)!;
      expect(stats.adminCount).toBeGreaterThanOrEqual(1);
      expect(stats.orderCount).toBeGreaterThanOrEqual(3);
      await expectHome(page, stats, [
        ['الشركات', stats.adminCount],
        ['الفروع', stats.branchCount],
        ['الاقسام', stats.sectionCount],
        ['إجمالي المستخدمين', stats.totalUserCount],
      ]);
    }).toPass({ timeout: 30_000 });
    await photograph(page, shots, 'home-superadmin');
  });
});
