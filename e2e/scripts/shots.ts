/**
 * What the review-picture scripts share: where pictures go, the widths, and waiting for a page to
 * hold still before it is photographed.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Phone } from '../support/phones.js';
import type { SmsInbox } from '../support/sms-inbox.js';

export const OUT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CONTEXT_OPTIONS = { locale: 'ar-SA', timezoneId: 'Asia/Riyadh' } as const;

/**
 * Toasts are transient (they close after 5 seconds): waited out, not clicked away, so they hide
 * nothing and no field loses its focus.
 */
export async function waitForToastsToClose(page: Page): Promise<void> {
  const toasts = page.getByRole('region', { name: /التنبيهات/ }).getByRole('listitem');
  for (const toast of await toasts.elementHandles()) {
    // A removed toast counts as hidden.
    await toast.waitForElementState('hidden', { timeout: 15_000 });
  }
}

/** Waits until no CSS transition or animation is running (a drawer sliding in, a modal fading). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** One picture per width of what the page shows now. */
export async function shoot(page: Page, name: string): Promise<void> {
  await waitForToastsToClose(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    // A width can draw other elements (a list's rows become cards on a phone) with new pictures.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`), fullPage: true });
  }
}

/** /login → code from the gateway → /dashboard. */
export async function signIn(page: Page, inbox: SmsInbox, phone: Phone): Promise<void> {
  const before = await inbox.countTo(phone);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(phone.number);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await page.waitForURL(/\/verifyPhone$/);
  const code = await inbox.waitForCode(phone, before + 1);
  await page.getByRole('textbox', { name: 'الرقم 1 من 4' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}
