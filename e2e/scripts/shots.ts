/**
 * What the review-picture scripts share: the demo server they run on, where pictures go, the
 * widths, and waiting for a page to hold still before it is photographed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Phone } from '../support/phones.js';
import { assertBuilt, startServer, type RunningServer } from '../support/server-process.js';
import { startSmsGateway, type SmsGateway } from '../support/sms-gateway.js';
import { SmsInbox } from '../support/sms-inbox.js';

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

/**
 * Waits until the list's rows (or its empty state) and their pictures are in: a table from 768 px,
 * one card per row below (the page may still be at the last picture's phone width).
 */
export async function listReady(page: Page, title: string): Promise<void> {
  await page
    .getByRole('table', { name: title })
    .or(page.getByRole('list', { name: title }))
    // An empty list of cards has no height, so it counts as hidden.
    .waitFor({ state: 'attached' });
  await page.waitForFunction(
    () => document.querySelector('table[aria-busy="true"], ul[aria-busy="true"]') === null,
  );
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** A server on fresh demo data with an SMS gateway, and Chromium: what the review scripts run on. */
export interface DemoRun {
  server: RunningServer;
  gateway: SmsGateway;
  inbox: SmsInbox;
  browser: Browser;
  /** Ends the browser, the server and the gateway, and removes the data folder. */
  stop(): Promise<void>;
}

export async function startDemo(): Promise<DemoRun> {
  assertBuilt();
  const runDir = await mkdtemp(join(tmpdir(), 'taseer-review-'));
  const gateway = await startSmsGateway();
  const server = await startServer({
    env: {
      DATA_DIR: join(runDir, 'data'),
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.sendUrl,
      // A full review signs in more than twenty times from this one address: more than a person
      // would, and than the per-address limit on codes allows.
      OTP_IP_SEND_LIMIT: '200',
      OTP_IP_VERIFY_LIMIT: '400',
    },
    logFile: join(runDir, 'server.log'),
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    server,
    gateway,
    inbox: new SmsInbox(gateway.inboxUrl),
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      await gateway.close();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
