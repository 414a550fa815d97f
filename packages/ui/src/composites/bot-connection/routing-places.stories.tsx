import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RoutingPlaces } from './routing-places';
import {
  ARABIC_PLACES_TEXTS,
  ENGLISH_PLACES_TEXTS,
  STORY_DEFAULT_SECTION,
  STORY_PLACES,
} from './bot-connection-story-data';

const textsOf = (globals: Record<string, unknown>) =>
  globals['dir'] === 'ltr' ? ENGLISH_PLACES_TEXTS : ARABIC_PLACES_TEXTS;

const meta = {
  title: 'Composites/Bot connection/Routing places',
  component: RoutingPlaces,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where a company’s chat bot may send orders: each branch and its sections with their ids ' +
          '(left to right, ready to copy), the default section marked. Texts come from the app.',
      },
    },
  },
  args: {
    branches: STORY_PLACES,
    defaultSectionId: STORY_DEFAULT_SECTION,
    onCopy: fn(async () => true),
    texts: ARABIC_PLACES_TEXTS,
  },
  render: (args, { globals }) => (
    <div className="mx-auto max-w-2xl rounded-xl bg-surface p-6 shadow-card">
      <RoutingPlaces {...args} texts={textsOf(globals)} />
    </div>
  ),
} satisfies Meta<typeof RoutingPlaces>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three branches, long Arabic names, a branch without sections; copying a section's id. */
export const ThreeBranches: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    const texts = en ? ENGLISH_PLACES_TEXTS : ARABIC_PLACES_TEXTS;
    const section = STORY_PLACES[0]?.sections[1];
    if (!section) throw new Error('the story needs a second section');
    await expect(canvas.getByText(section._id)).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(texts.defaultSection)).toBeVisible();
    await expect(canvas.getByText(texts.noSections)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.copyOf(section.sectionName) }));
    await expect(args.onCopy).toHaveBeenCalledWith(section._id);
    await expect(canvas.getByText(texts.copied)).toBeVisible();
  },
};

/** On a phone: long ids break rather than push the page sideways. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => (
    <div className="p-3">
      <div className="rounded-xl bg-surface p-4 shadow-card">
        <RoutingPlaces {...args} texts={textsOf(globals)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The clipboard refused: the row says to copy by hand. */
export const CopyRefused: Story = {
  args: { onCopy: fn(async () => false) },
  parameters: { visual: { width: 1440 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = textsOf(globals);
    const branch = STORY_PLACES[1];
    if (!branch) throw new Error('the story needs a second branch');
    await userEvent.click(canvas.getByRole('button', { name: texts.copyOf(branch.branchName) }));
    await expect(canvas.getByText(texts.copyFailed)).toBeVisible();
  },
};

/** A company with no branch yet. */
export const NoBranches: Story = {
  args: { branches: [], defaultSectionId: null },
  parameters: { visual: { width: 390 } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(textsOf(globals).noBranches)).toBeVisible();
  },
};
