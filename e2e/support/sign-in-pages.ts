import { expect, type Page } from '@playwright/test';
import type { Phone } from './phones.js';
import type { SmsInbox } from './sms-inbox.js';

/**
 * What a person does on the sign-in screens, by the labels they read. The dial code stays at
 * its default (+966), as for most users.
 */

export async function fillPhone(page: Page, phone: Phone): Promise<void> {
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(phone.number);
}

/** Types the code into the four boxes, the first box first (focus moves on by itself). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'الرقم 1 من 4' }).click();
  await page.keyboard.type(code);
}

export function submitCodeButton(page: Page) {
  return page.getByRole('button', { name: 'إرسال', exact: true });
}

/** Waits until message number `previous + 1` reached the phone and answers its code. */
export async function nextCode(sms: SmsInbox, phone: Phone, previous: number): Promise<string> {
  // Short intervals: on the short-code server a code lives only a few seconds.
  await expect
    .poll(() => sms.countTo(phone), { message: 'a new SMS code', intervals: [100, 200] })
    .toBeGreaterThan(previous);
  const code = await sms.lastCodeTo(phone);
  if (!code) throw new Error('the SMS carried no 4-digit code');
  return code;
}

/** /login → code → /verifyPhone → /dashboard, as a returning user does. */
export async function signInThroughUi(page: Page, sms: SmsInbox, phone: Phone): Promise<void> {
  const before = await sms.countTo(phone);
  await page.goto('/login');
  await fillPhone(page, phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  await enterCode(page, await nextCode(sms, phone, before));
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The header greets the signed-in user by name (specification, section 2: layout). */
export function greeting(page: Page, name: string) {
  return page.getByText(`مرحبًا، ${name}`);
}

/** Somewhere on the page the signed-in user's name shows: the app knows who is signed in. */
export function userName(page: Page, name: string) {
  return page.getByText(name).first();
}
