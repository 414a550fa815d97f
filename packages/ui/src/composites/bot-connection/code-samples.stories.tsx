import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeSamples } from './code-samples';
import {
  ARABIC_SAMPLES_TEXTS,
  ENGLISH_SAMPLES_TEXTS,
  STORY_SAMPLES,
} from './bot-connection-story-data';

const textsOf = (globals: Record<string, unknown>) =>
  globals['dir'] === 'ltr' ? ENGLISH_SAMPLES_TEXTS : ARABIC_SAMPLES_TEXTS;

const meta = {
  title: 'Composites/Bot connection/Code samples',
  component: CodeSamples,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One call in several languages, a tab each, for a bot developer to copy: the code stays ' +
          'left to right inside an Arabic page (Arabic values in it read as typed) and scrolls ' +
          'sideways instead of wrapping.',
      },
    },
  },
  args: { samples: STORY_SAMPLES, onCopy: fn(async () => true), texts: ARABIC_SAMPLES_TEXTS },
  render: (args, { globals }) => (
    <div className="mx-auto max-w-2xl rounded-xl bg-surface p-6 shadow-card">
      <CodeSamples {...args} texts={textsOf(globals)} />
    </div>
  ),
} satisfies Meta<typeof CodeSamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** curl first; the JavaScript tab, copied. */
export const SubmitAnOrder: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const texts = textsOf(globals);
    await expect(canvas.getByText(/x-integration-key: \$TASEER_KEY/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'JavaScript' }));
    const js = STORY_SAMPLES[1];
    if (!js) throw new Error('the story needs a JavaScript sample');
    await userEvent.click(canvas.getByRole('button', { name: texts.copyOf('JavaScript') }));
    await expect(args.onCopy).toHaveBeenCalledWith(js.code);
    await expect(canvas.getByRole('button', { name: texts.copied })).toBeVisible();
  },
};

/** On a phone: the code scrolls inside its box, the page does not. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface p-4 shadow-card">
        <CodeSamples {...args} texts={textsOf(globals)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
