import { expect, test } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, registerStaff } from '../support/staff-scene.js';

/**
 * A company connects its bot from one page: it issues the key, copies a section's id, tries an
 * order (nothing is stored; the answer says where it would land), picks a default section and
 * tries again; the bot reads the same branches and sections with its key.
 */

interface Places {
  branches: { _id: string; branchName: string; sections: { _id: string; sectionName: string }[] }[];
  defaultSectionId: string | null;
}

test('a company connects its bot: key, ids to copy, a test order that stores nothing, a default section', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const server = { url: baseURL, apiKey: API_KEY };
  const company = newCompany();
  const tag = company.phone.number.slice(-6);
  await platform.createCompany(superadminToken, company);
  const token = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(server, platform, token, tag);
  // A second branch, so an order naming nothing has nowhere obvious to go.
  const north = await registerStaff(server, token, 'manager', `مدير الشمال ${tag}`, {});
  await callAs(server, token, 'POST', '/api/v1/branches/', {
    branchName: `فرع الشمال ${tag}`,
    managerId: north.id,
    address: 'الرياض، حي النرجس',
  });
  const sectionName = `قسم الإعدادات ${tag}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, platform, token, '/connect-bot');

  const testCard = page.getByRole('region', { name: 'جرّب طلبًا' });
  await test.step('without a key there is nothing to try yet; the company issues one', async () => {
    await expect(testCard.getByRole('button', { name: 'إرسال طلب تجريبي' })).toBeDisabled();
    await expect(testCard).toContainText('أصدر مفتاح الربط أعلاه أولًا');
    const keyCard = page.getByRole('region', { name: 'مفتاح الربط' });
    await keyCard.getByRole('button', { name: 'إصدار مفتاح', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'إصدار مفتاح' })
      .getByRole('button', { name: 'إصدار المفتاح' })
      .click();
    const shown = page.getByRole('dialog', { name: 'المفتاح الجديد' });
    await expect(shown.getByRole('textbox', { name: 'المفتاح' })).not.toHaveValue('');
    await shown.getByRole('button', { name: 'تم' }).click();
    await expect(keyCard).toContainText('لم يُستخدم بعد');
    await expect(testCard.getByRole('button', { name: 'إرسال طلب تجريبي' })).toBeEnabled();
  });

  await test.step('a section’s id is copied as the bot needs it', async () => {
    const places = page.getByRole('region', { name: 'الفروع والأقسام' });
    await expect(places).toContainText(`فرع الشمال ${tag}`);
    await places.getByRole('button', { name: `نسخ معرّف ${sectionName}` }).click();
    await expect(places.getByText('تم النسخ')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(staff.section.id);
  });

  await test.step('a test order says it would reach no section, and stores nothing', async () => {
    await testCard.getByRole('button', { name: 'إرسال طلب تجريبي' }).click();
    await expect(testCard).toContainText('لا يصل الطلب إلى قسم: ينتظر من يوجّهه');
    await expect(testCard.getByRole('heading', { name: 'الجواب (201)' })).toBeVisible();
    await expect(testCard).toContainText('POST /api/v1/integration/orders');
    const listed = (await callAs(server, token, 'GET', '/api/v1/orders/?limit=5')) as {
      orders: unknown[];
    };
    expect(listed.orders).toEqual([]);
  });

  await test.step('with a default section, the next test lands in it', async () => {
    const card = page.getByRole('region', { name: 'القسم الافتراضي للطلبات' });
    await card.getByRole('combobox', { name: 'الفرع' }).click();
    await page.getByRole('option', { name: staff.branch.name }).click();
    await card.getByRole('combobox', { name: 'القسم' }).click();
    await page.getByRole('option', { name: sectionName }).click();
    await card.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expectToast(page, 'تم الحفظ: تذهب الطلبات التي لا تحدد قسمًا إلى هذا القسم');
    await testCard.getByRole('button', { name: 'إرسال طلب تجريبي' }).click();
    await expect(testCard).toContainText(`يذهب الطلب إلى: ${staff.branch.name} — ${sectionName}`);
  });

  await test.step('the bot reads the same branches and sections with its key', async () => {
    const key = (await callAs(server, token, 'POST', '/api/v1/users/integration-key')) as {
      key: string;
    };
    const answer = await fetch(`${baseURL}/api/v1/integration/places`, {
      headers: { 'x-integration-key': key.key },
    });
    expect(answer.status).toBe(200);
    const places = (await answer.json()) as Places;
    expect(places.defaultSectionId).toBe(staff.section.id);
    expect(places.branches.map((branch) => branch.branchName).sort()).toEqual(
      [staff.branch.name, `فرع الشمال ${tag}`].sort(),
    );
  });
});
