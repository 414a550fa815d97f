/**
 * Review pictures of what the demo accounts see beyond the home: the bell opened on their latest
 * notifications, the notifications screen, and the statistics screen on each of its periods.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { OUT_DIR, WIDTHS, settled, shoot } from './shots.js';

const PERIODS = ['يومي', 'شهري', 'سنوي'] as const;
const PERIOD_NAMES: Record<(typeof PERIODS)[number], string> = {
  يومي: 'daily',
  شهري: 'monthly',
  سنوي: 'yearly',
};

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
      await page.getByRole('tab', { name: period }).click();
      await page.waitForLoadState('networkidle');
      await shoot(page, `stats-${role}-${PERIOD_NAMES[period]}`);
    }
  }
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
