import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AgeBadge } from './age-badge';
import { AGES, STORY_NOW, storyLocale } from './desk-story-data';
import { storyDeskTexts } from './desk-story-texts';

const meta = {
  title: 'Composites/Desk/Age badge',
  component: AgeBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'How long a pending order has waited, against its first-quote target (computed by the ' +
          'server from the branch’s working hours): grey without a target, green under half of ' +
          'it, amber from half, red once late — then with an alarm clock and the word «متأخر» ' +
          '(“late”), never colour alone. Hover or focus shows the exact arrival and due times.',
      },
    },
  },
  args: { ...AGES.halfway, now: STORY_NOW, texts: storyDeskTexts('ar').age },
  render: (args, { globals }) => (
    <AgeBadge
      {...args}
      texts={storyDeskTexts(storyLocale(globals)).age}
      locale={storyLocale(globals)}
    />
  ),
} satisfies Meta<typeof AgeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROWS = [
  ['No target', AGES.noTarget],
  ['Just now', AGES.justNow],
  ['Under half the target', AGES.fresh],
  ['Half the target used', AGES.halfway],
  ['Nearly due', AGES.nearlyDue],
  ['Late', AGES.late],
  ['Late for days', AGES.days],
] as const;

/** Every tone, from no target to days late. */
export const Tones: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-wrap items-center gap-3">
      {ROWS.map(([label, age]) => (
        <AgeBadge
          key={label}
          {...age}
          now={STORY_NOW}
          texts={storyDeskTexts(storyLocale(globals)).age}
          locale={storyLocale(globals)}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('الآن')).toBeVisible();
    await expect(canvas.getByText('منذ 5 د')).toBeVisible();
    await expect(canvas.getByText('منذ 40 د')).toBeVisible();
    await expect(canvas.getAllByText('منذ 2 س 10 د')).toHaveLength(2);
    await expect(canvas.getByText('منذ 3 أيام')).toBeVisible();
    // Late says so in words, not only in red.
    await expect(canvas.getAllByText('متأخر')).toHaveLength(2);
    const tones = Array.from(canvasElement.querySelectorAll('[data-tone]')).map((badge) =>
      badge.getAttribute('data-tone'),
    );
    await expect(tones).toEqual([
      'neutral',
      'success',
      'success',
      'warning',
      'warning',
      'danger',
      'danger',
    ]);
    // Screen readers hear the age spelled out.
    await expect(canvas.getByText('منذ ساعة و15 دقيقة')).toBeInTheDocument();
  },
};

/** The same in English, left to right. */
export const English: Story = {
  ...Tones,
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('just now')).toBeVisible();
    await expect(canvas.getAllByText('2 h 10 min')).toHaveLength(2);
    await expect(canvas.getByText('3 days')).toBeVisible();
    await expect(canvas.getAllByText('Late')).toHaveLength(2);
  },
};

/** Late: keyboard focus shows when the order arrived and when the reply was due. */
export const LateWithItsTimes: Story = {
  args: { ...AGES.late },
  decorators: [
    (Story) => (
      <div className="flex min-h-40 items-end justify-center">
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('وصل الطلب: 24 نوفمبر 2026 في 9:50 ص');
    await expect(tooltip).toHaveTextContent('كان الرد مطلوبًا قبل 10:50 ص');
  },
};

/** Still in time: the due time alone when it falls today. */
export const DueTimeInItsTooltip: Story = {
  args: { ...AGES.nearlyDue },
  decorators: LateWithItsTimes.decorators,
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('الرد مطلوب قبل 12:10 م');
  },
};
