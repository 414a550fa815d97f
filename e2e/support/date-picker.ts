import { expect, type Page } from '@playwright/test';

/** Today in Riyadh (`YYYY-MM-DD`), the day the filters' calendars open on. */
export function riyadhToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function monthIndex(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/**
 * Picks a day in a filter's calendar (the ui's DatePicker) as a keyboard user would: opens it
 * from its button (named by its label), moves by months with Page Up / Page Down from the day it
 * opens on (`from`: the chosen day, or today), and clicks the day of the month, named as the
 * calendar names it («الأربعاء، 31 يناير 2024»).
 */
export async function pickDay(
  page: Page,
  label: string,
  day: string,
  from: string = riyadhToday(),
): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  const months = monthIndex(day) - monthIndex(from);
  for (let i = 0; i < Math.abs(months); i += 1) {
    await page.keyboard.press(months < 0 ? 'PageUp' : 'PageDown');
  }
  const dayOfMonth = Number(day.slice(8, 10));
  const year = day.slice(0, 4);
  await dialog
    .getByRole('button', { name: new RegExp(`^\\S+، ${dayOfMonth} \\S+ ${year}$`) })
    .click();
  await expect(dialog).toBeHidden();
}
