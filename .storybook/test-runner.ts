/**
 * Hooks of `test-storybook` (see scripts/storybook-test.mjs). For every story the runner renders
 * it and runs its play function; then postVisit runs the accessibility gate (a11y-check.ts:
 * serious and critical violations fail) and compares screenshots with the committed baselines
 * (visual-regression.ts).
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import { assertAccessible, type A11yParameters } from './a11y-check.ts';
import {
  DESKTOP_VIEWPORT,
  assertMatchesBaseline,
  baselineName,
  captureVariants,
  takeScreenshot,
  type CaptureVariant,
  type Page,
  type VisualParameters,
} from './visual-regression.ts';

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{ parameters: Record<string, unknown> }>;
    };
    currentRender?: { id?: string; phase?: string };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

interface StoryChecks {
  visual: VisualParameters;
  a11y: A11yParameters;
}

/** The story's `visual` and `a11y` parameters, read before it renders. */
async function readStoryChecks(page: Page, storyId: string): Promise<StoryChecks> {
  await page.waitForFunction(() =>
    Boolean((globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
  );
  return page.evaluate(async (id) => {
    const store = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId: id });
    const plain = (value: unknown) =>
      value && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : {};
    return { visual: plain(story?.parameters['visual']), a11y: plain(story?.parameters['a11y']) };
  }, storyId);
}

const viewportFor = (variant: { width?: number }) => ({
  width: variant.width ?? DESKTOP_VIEWPORT.width,
  height: DESKTOP_VIEWPORT.height,
});

type BrowserContext = ReturnType<Page['context']>;

/** One English tab per browser, reused from story to story (a fresh page costs seconds). */
const ltrTabs = new WeakMap<BrowserContext, Page>();

async function waitForRender(tab: Page, storyId: string): Promise<void> {
  const phase = await tab.waitForFunction(
    (id) => {
      const render = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const done = ['finished', 'errored', 'aborted'];
      return render?.id === id && render.phase && done.includes(render.phase) ? render.phase : null;
    },
    storyId,
    { timeout: 15_000 },
  );
  if ((await phase.jsonValue()) !== 'finished') {
    throw new Error(`The story ${storyId} failed to render in LTR.`);
  }
}

/**
 * Renders the story again in the English (LTR) tab, so its play function runs in that direction
 * too, and waits until Storybook reports the render finished.
 */
async function renderInLtrTab(page: Page, storyId: string, variant: CaptureVariant) {
  const context = page.context();
  let tab = ltrTabs.get(context);
  if (tab?.isClosed()) tab = undefined;
  if (tab) {
    await tab.bringToFront();
    await tab.setViewportSize(viewportFor(variant));
    await tab.evaluate((id) => {
      const channel = (globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  } else {
    tab = await context.newPage();
    ltrTabs.set(context, tab);
    await tab.setViewportSize(viewportFor(variant));
    const url = new URL('iframe.html', page.url());
    // axe already ran on this story in the runner's own tab; this one only takes pictures.
    url.search = `?id=${encodeURIComponent(storyId)}&viewMode=story&globals=dir:ltr;a11y.manual:!true`;
    await tab.goto(url.toString());
  }
  await waitForRender(tab, storyId);
  return tab;
}

const storyChecks = new Map<string, StoryChecks>();

const config: TestRunnerConfig = {
  // In the runner's tab the a11y addon is switched to manual: the gate below runs axe once per
  // story, with the Arabic contrast rule, instead of the addon running it a second time.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html', process.env.TARGET_URL).toString(), {
      waitUntil: 'load',
    });
    await page.waitForFunction(() =>
      Boolean((globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
    );
    await page.evaluate(() => {
      const channel = (globalThis as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
  },

  async preVisit(page, context) {
    // The viewport is set before the story renders, so a mobile story's play function (opening a
    // drawer, say) runs at the mobile width it is photographed at.
    const checks = await readStoryChecks(page, context.id);
    storyChecks.set(context.id, checks);
    await page.setViewportSize(viewportFor(checks.visual));
  },

  async postVisit(page, context) {
    const { visual, a11y } = storyChecks.get(context.id) ?? { visual: {}, a11y: {} };
    storyChecks.delete(context.id);
    try {
      if (context.hasFailure) return;
      await assertAccessible(page, context.id, a11y);
      if (visual.disable || process.env.VISUAL === '0') return;
      for (const variant of captureVariants(visual)) {
        const name = baselineName(context.id, variant);
        if (!variant.ltr) {
          await assertMatchesBaseline(name, await takeScreenshot(page, visual));
          continue;
        }
        const ltrTab = await renderInLtrTab(page, context.id, variant);
        try {
          await assertMatchesBaseline(name, await takeScreenshot(ltrTab, visual));
        } finally {
          // A tab in the background gets its animation frames throttled to about one a second,
          // which would make every later picture in the runner's tab wait seconds.
          await page.bringToFront();
        }
      }
    } finally {
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  },
};

export default config;
