/**
 * Screenshot comparison against committed baselines, run by the test-runner after each story.
 *
 * Baselines: packages/ui/__visual_baselines__/<story-id>[.ltr][.w<width>].png
 * Failures:  packages/ui/__visual_output__/<name>.actual.png and <name>.diff.png
 *
 * A missing baseline fails when CI=true and is written otherwise; VISUAL_UPDATE=1 rewrites the
 * baselines that changed (unchanged files are left alone so the diff only shows real changes).
 * VISUAL_VERBOSE=1 prints how many pixels differ for every comparison (to tune the tolerance).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { TestRunnerConfig } from '@storybook/test-runner';

/** Playwright's page, as the test-runner hands it to its hooks. */
export type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/** What a story may set under `parameters.visual`. */
export interface VisualParameters {
  /** Skip screenshots for this story (say why in the story). */
  disable?: boolean;
  /** Also capture the story in LTR (English) for components whose layout flips. */
  ltr?: boolean;
  /** Capture at this viewport width (mobile: 390) instead of the 1280 px desktop. */
  width?: number;
  /**
   * Capture the whole viewport instead of `#storybook-root`. Automatic when the story leaves an
   * overlay open in a portal (dialog, drawer, menu, listbox, popover, tooltip); set it for
   * fixed-position content that stays inside the root (toasts, full-screen overlays).
   */
  fullPage?: boolean;
  /**
   * A CSS selector to put the real mouse pointer on before the picture, to show hover styles
   * (a play function's userEvent.hover does not trigger CSS :hover).
   */
  hover?: string;
}

/** Per-pixel colour distance pixelmatch tolerates (0..1): absorbs anti-aliasing noise. */
export const PIXEL_THRESHOLD = 0.1;
/** Share of differing pixels above which a story fails (0.1 %). */
export const MAX_DIFF_RATIO = 0.001;

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

const repoRoot = path.resolve(process.env.STORYBOOK_CONFIG_DIR ?? '.storybook', '..');
export const BASELINE_DIR = path.join(repoRoot, 'packages/ui/__visual_baselines__');
export const OUTPUT_DIR = path.join(repoRoot, 'packages/ui/__visual_output__');

export interface CaptureVariant {
  ltr: boolean;
  width?: number;
}

export function baselineName(storyId: string, variant: CaptureVariant): string {
  return `${storyId}${variant.ltr ? '.ltr' : ''}${variant.width ? `.w${variant.width}` : ''}`;
}

/** Every capture a story asks for: RTL always, LTR as well when `ltr` is set. */
export function captureVariants(visual: VisualParameters): CaptureVariant[] {
  const variants: CaptureVariant[] = [{ ltr: false, width: visual.width }];
  if (visual.ltr) variants.push({ ltr: true, width: visual.width });
  return variants;
}

// Motion, the text caret and scrollbars make screenshots differ from run to run.
const STABILISING_CSS = `
*, *::before, *::after {
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
}
html { scrollbar-width: none !important; }
`;

/** Waits until what the screenshot shows can no longer change by itself. */
export async function stabilise(page: Page): Promise<void> {
  await page.evaluate(async (css) => {
    if (!document.getElementById('visual-stabilise')) {
      const style = document.createElement('style');
      style.id = 'visual-stabilise';
      style.textContent = css;
      document.head.appendChild(style);
    }
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
    );
    // Two frames: layout settles after resize observers and font swaps have run.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, STABILISING_CSS);
}

/** What counts as an overlay: dialogs, drawers, menus, listboxes, popovers and tooltips. */
const OVERLAY_SELECTOR = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  '[role="tooltip"]',
  '[data-radix-popper-content-wrapper]',
].join(', ');

/**
 * True when an overlay is open outside #storybook-root (in a portal). Judged by role rather than
 * by any element in <body>, because libraries leave helpers there (visx measures text in a
 * hidden SVG) and those must not change how a story is photographed.
 */
async function hasOpenOverlay(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const root = document.getElementById('storybook-root');
    return Array.from(document.querySelectorAll(selector)).some((element) => {
      if (root?.contains(element)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
  }, OVERLAY_SELECTOR);
}

/** Room around #storybook-root so focus rings and card shadows are not cut off. */
const ROOT_MARGIN = 16;

export async function takeScreenshot(page: Page, visual: VisualParameters): Promise<Buffer> {
  if (visual.hover) await page.hover(visual.hover);
  try {
    return await photograph(page, visual);
  } finally {
    // The pointer would otherwise rest over whatever the next story draws there.
    if (visual.hover) await page.mouse.move(0, 0);
  }
}

async function photograph(page: Page, visual: VisualParameters): Promise<Buffer> {
  await stabilise(page);
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  const root = await page.evaluate((margin) => {
    const box = document.getElementById('storybook-root')?.getBoundingClientRect();
    if (!box || box.height < 1 || box.width < 1) return null;
    const x = Math.max(0, Math.floor(box.left + window.scrollX - margin));
    const y = Math.max(0, Math.floor(box.top + window.scrollY - margin));
    const pageWidth = document.documentElement.scrollWidth;
    const pageHeight = document.documentElement.scrollHeight;
    return {
      x,
      y,
      width: Math.min(pageWidth, Math.ceil(box.right + window.scrollX + margin)) - x,
      height: Math.min(pageHeight, Math.ceil(box.bottom + window.scrollY + margin)) - y,
    };
  }, ROOT_MARGIN);
  const useViewport = visual.fullPage === true || !root || (await hasOpenOverlay(page));
  return useViewport
    ? page.screenshot(options)
    : page.screenshot({ ...options, clip: root, fullPage: true });
}

export interface ComparisonResult {
  differentPixels: number;
  ratio: number;
  sizeMismatch: boolean;
  diff?: PNG;
}

export function comparePngs(expected: PNG, actual: PNG): ComparisonResult {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { differentPixels: Number.POSITIVE_INFINITY, ratio: 1, sizeMismatch: true };
  }
  const { width, height } = expected;
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { differentPixels, ratio: differentPixels / (width * height), sizeMismatch: false, diff };
}

const isCi = () => process.env.CI === 'true' || process.env.CI === '1';
const isUpdate = () => process.env.VISUAL_UPDATE === '1' || process.env.VISUAL_UPDATE === 'true';

const relative = (file: string) => path.relative(repoRoot, file);

/** Compares one screenshot with its baseline; throws with the output paths when they differ. */
export async function assertMatchesBaseline(name: string, screenshot: Buffer): Promise<void> {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  const actualFile = path.join(OUTPUT_DIR, `${name}.actual.png`);
  const diffFile = path.join(OUTPUT_DIR, `${name}.diff.png`);
  await rm(actualFile, { force: true });
  await rm(diffFile, { force: true });

  if (!existsSync(baselineFile)) {
    if (isCi() && !isUpdate()) {
      await mkdir(OUTPUT_DIR, { recursive: true });
      await writeFile(actualFile, screenshot);
      throw new Error(
        `No visual baseline ${relative(baselineFile)} (screenshot: ${relative(actualFile)}). ` +
          'Run `pnpm test:visual:update`, review the new PNG and commit it.',
      );
    }
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(baselineFile, screenshot);
    console.log(`visual: wrote new baseline ${relative(baselineFile)}`);
    return;
  }

  const baseline = await readFile(baselineFile);
  // Chromium encodes identical pixels to identical bytes: most stories stop here, undecoded.
  if (baseline.equals(screenshot)) {
    if (process.env.VISUAL_VERBOSE === '1') console.log(`visual: ${name} 0 px differ (0 %)`);
    return;
  }
  const result = comparePngs(PNG.sync.read(baseline), PNG.sync.read(screenshot));
  if (process.env.VISUAL_VERBOSE === '1') {
    const share = (result.ratio * 100).toFixed(4);
    console.log(`visual: ${name} ${result.differentPixels} px differ (${share} %)`);
  }
  if (!result.sizeMismatch && result.ratio <= MAX_DIFF_RATIO) return;

  if (isUpdate()) {
    await writeFile(baselineFile, screenshot);
    console.log(`visual: updated baseline ${relative(baselineFile)}`);
    return;
  }
  await mkdir(OUTPUT_DIR, { recursive: true });
  await writeFile(actualFile, screenshot);
  if (result.diff) await writeFile(diffFile, PNG.sync.write(result.diff));
  const what = result.sizeMismatch
    ? 'the size changed'
    : `${result.differentPixels} pixels (${(result.ratio * 100).toFixed(3)} %) differ, more than ${(MAX_DIFF_RATIO * 100).toFixed(1)} %`;
  throw new Error(
    `Visual change in ${name}: ${what}.\n  baseline: ${relative(baselineFile)}\n  actual:   ${relative(actualFile)}` +
      (result.diff ? `\n  diff:     ${relative(diffFile)}` : '') +
      '\nIf the change is intended, run `pnpm test:visual:update` and commit the baseline.',
  );
}
