import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AgeBadge } from './age-badge';
import { ClaimChip } from './claim-chip';
import { AGES, STORY_NOW, storyClaims, storyLocale } from './desk-story-data';
import { storyDeskTexts } from './desk-story-texts';

const meta = {
  title: 'Composites/Desk/Claim chip',
  component: ClaimChip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Who is pricing an order: nobody yet (dashed outline), the reader (violet), a colleague ' +
          'who took it, or someone a manager assigned it to. The tooltip says when, and who ' +
          'assigned it. It only shows the state: taking, releasing and assigning are the app’s.',
      },
    },
  },
  args: { claim: null, texts: storyDeskTexts('ar').claim },
  render: (args, { globals }) => (
    <ClaimChip
      {...args}
      texts={storyDeskTexts(storyLocale(globals)).claim}
      locale={storyLocale(globals)}
    />
  ),
} satisfies Meta<typeof ClaimChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unclaimed, mine, a colleague’s, assigned to a colleague, assigned to me. */
export const States: Story = {
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    const claims = storyClaims(locale);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <ClaimChip claim={null} texts={storyDeskTexts(locale).claim} locale={locale} />
        <ClaimChip claim={claims.mine} texts={storyDeskTexts(locale).claim} locale={locale} />
        <ClaimChip claim={claims.other} texts={storyDeskTexts(locale).claim} locale={locale} />
        <ClaimChip claim={claims.assigned} texts={storyDeskTexts(locale).claim} locale={locale} />
        <ClaimChip
          claim={claims.assignedToMe}
          texts={storyDeskTexts(locale).claim}
          locale={locale}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('غير مستلم')).toBeVisible();
    await expect(canvas.getByText('الطلب معك')).toBeVisible();
    await expect(canvas.getByText('مع سالم القحطاني')).toBeVisible();
    await expect(canvas.getByText('مُسند إلى أحمد الحربي')).toBeVisible();
    await expect(canvas.getByText('مُسند إليك')).toBeVisible();
    // Nobody's claim has no details to show, so it is not a tab stop.
    await expect(canvas.getByText('غير مستلم').closest('[tabindex]')).toBeNull();
  },
};

/** The same in English, left to right. */
export const English: Story = {
  ...States,
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unclaimed')).toBeVisible();
    await expect(canvas.getByText('You’re on it')).toBeVisible();
    await expect(canvas.getByText('With Salem Alqahtani')).toBeVisible();
    await expect(canvas.getByText('Assigned to you')).toBeVisible();
  },
};

/** An assignment: keyboard focus shows who assigned it, to whom, and when. */
export const AssignmentDetails: Story = {
  args: { claim: storyClaims('ar').assigned },
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
    await expect(tooltip).toHaveTextContent('أسنده سالم القحطاني إلى أحمد الحربي');
    await expect(tooltip).toHaveTextContent('24 نوفمبر 2026 في 11:40 ص');
  },
};

/** Assigned to me by a manager: «أسنده … إليك». */
export const AssignedToMeDetails: Story = {
  args: { claim: storyClaims('ar').assignedToMe },
  decorators: AssignmentDetails.decorators,
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('أسنده سالم القحطاني إليك');
  },
};

/**
 * In the queue's rows on a phone, beside the order's number and age: a chip that does not fit
 * moves under them, whole. Only a name longer than the row itself would shorten with an
 * ellipsis (the tooltip keeps it whole).
 */
export const InQueueRowsOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    const claims = storyClaims(locale);
    const rows = [
      { ref: 'RYN-00531', age: AGES.fresh, claim: claims.longName },
      { ref: 'RYN-00532', age: AGES.late, claim: claims.assigned },
      { ref: 'RYN-00533', age: AGES.noTarget, claim: null },
    ];
    return (
      <div className="p-3">
        <ul className="flex flex-col divide-y divide-border rounded-xl bg-surface px-4 shadow-card">
          {rows.map((row) => (
            <li key={row.ref} className="flex flex-wrap items-center gap-2 py-3">
              <span dir="ltr" className="shrink-0 text-sm font-medium">
                {row.ref}
              </span>
              <AgeBadge
                {...row.age}
                now={STORY_NOW}
                texts={storyDeskTexts(locale).age}
                locale={locale}
              />
              <ClaimChip
                claim={row.claim}
                texts={storyDeskTexts(locale).claim}
                locale={locale}
                className="ms-auto"
              />
            </li>
          ))}
        </ul>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The long name shows whole, on its own line.
    const name = globals['dir'] === 'ltr' ? /^With Abdulrahman/ : /^مع عبدالرحمن/;
    const label = within(canvasElement).getByText(name);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  },
};
