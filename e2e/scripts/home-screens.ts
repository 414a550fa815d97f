/**
 * Review pictures of what the demo accounts see beyond the home: the bell opened on their latest
 * notifications, the notifications screen, the statistics screen on each of its periods, and a
 * screen whose file cannot be fetched (a tab opened before a deploy).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { OUT_DIR, WIDTHS, settled, shoot } from './shots.js';

const PERIODS = [
  { tab: 'يومي', name: 'daily' },
  { tab: 'شهري', name: 'monthly' },
  { tab: 'سنوي', name: 'yearly' },
] as const;

/** Pictures for the signed-in `page` of a demo account playing `role`. */
export async function homeScreens(page: Page, role: string): Promise<void> {
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  if (role !== 'superadmin') await bellOpen(page, role);

  await page.goto('/notifications');
  await page.getByRole('heading', { name: 'الإشعارات' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, `notifications-${role}`);

  if (role === 'superadmin' || role === 'admin') {
    await page.goto('/stats');
    for (const period of PERIODS) {
      await page.getByRole('tab', { name: period.tab }).click();
      await page.waitForLoadState('networkidle');
      await shoot(page, `stats-${role}-${period.name}`);
    }
  }
  if (role === 'superadmin') await screenNotLoaded(page);
}

/** The statistics screen's file answered 404, as after a deploy: the layout stays, with a reload. */
async function screenNotLoaded(page: Page): Promise<void> {
  const statsFile = /\/assets\/stats-page-[\w-]+\.js$/;
  await page.route(statsFile, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Not Found"}',
    }),
  );
  await page.goto('/stats');
  await page.getByRole('button', { name: 'إعادة تحميل الصفحة' }).waitFor();
  await shoot(page, 'screen-not-loaded');
  await page.unroute(statsFile);
}

/** The bell's panel at each width: opened afresh, since a new width can place it elsewhere. */
async function bellOpen(page: Page, role: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.getByRole('button', { name: /^الإشعارات/ }).click();
    await page.getByRole('dialog', { name: 'الإشعارات' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `bell-${role}-${size.width}.png`) });
    await page.keyboard.press('Escape');
  }
}
