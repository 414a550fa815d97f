/**
 * Hooks of `test-storybook` (see scripts/storybook-test.mjs). For every story the runner renders
 * it and runs its play function; the a11y addon's afterEach runs axe and, with
 * `parameters.a11y.test = 'error'` (set in preview.tsx), serious and critical violations fail the
 * story. After that, postVisit compares screenshots with the committed baselines.
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import {
  DESKTOP_VIEWPORT,
  assertMatchesBaseline,
  baselineName,
  captureVariants,
  takeScreenshot,
  type CaptureVariant,
  type Page,
  type VisualParameters,
} from './visual-regression';

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{ parameters: Record<string, unknown> }>;
    };
    currentRender?: { id?: string; phase?: string };
  };
}

async function readVisualParameters(page: Page, storyId: string): Promise<VisualParameters> {
  await page.waitForFunction(() =>
    Boolean((globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
  );
  return page.evaluate(async (id) => {
    const store = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId: id });
    const visual = story?.parameters['visual'];
    return visual && typeof visual === 'object'
      ? (JSON.parse(JSON.stringify(visual)) as never)
      : {};
  }, storyId);
}

const viewportFor = (variant: { width?: number }) => ({
  width: variant.width ?? DESKTOP_VIEWPORT.width,
  height: DESKTOP_VIEWPORT.height,
});

/**
 * Opens the story on its own in a fresh tab with the given globals, so its play function runs
 * again in that direction, and waits until Storybook reports the render finished.
 */
async function openStoryPage(page: Page, storyId: string, variant: CaptureVariant) {
  const storyPage = await page.context().newPage();
  await storyPage.setViewportSize(viewportFor(variant));
  const url = new URL('iframe.html', page.url());
  // axe already ran on this story in the runner's own tab; the extra tab only takes pictures.
  const globals = `dir:${variant.ltr ? 'ltr' : 'rtl'};a11y.manual:!true`;
  url.search = `?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globals}`;
  await storyPage.goto(url.toString());
  const phase = await storyPage.waitForFunction(
    (id) => {
      const render = (globalThis as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const done = ['finished', 'errored', 'aborted'];
      return render?.id === id && render.phase && done.includes(render.phase) ? render.phase : null;
    },
    storyId,
    { timeout: 15_000 },
  );
  if ((await phase.jsonValue()) !== 'finished') {
    await storyPage.close();
    throw new Error(`The story ${storyId} failed to render with globals ${globals}.`);
  }
  return storyPage;
}

const visualParameters = new Map<string, VisualParameters>();

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // The viewport is set before the story renders, so a mobile story's play function (opening a
    // drawer, say) runs at the mobile width it is photographed at.
    const visual = await readVisualParameters(page, context.id);
    visualParameters.set(context.id, visual);
    await page.setViewportSize(viewportFor(visual));
  },

  async postVisit(page, context) {
    const visual = visualParameters.get(context.id) ?? {};
    visualParameters.delete(context.id);
    try {
      if (context.hasFailure || visual.disable || process.env.VISUAL === '0') return;
      for (const variant of captureVariants(visual)) {
        const name = baselineName(context.id, variant);
        if (!variant.ltr) {
          await assertMatchesBaseline(name, await takeScreenshot(page, visual));
          continue;
        }
        const storyPage = await openStoryPage(page, context.id, variant);
        try {
          await assertMatchesBaseline(name, await takeScreenshot(storyPage, visual));
        } finally {
          await storyPage.close();
        }
      }
    } finally {
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  },
};

export default config;
