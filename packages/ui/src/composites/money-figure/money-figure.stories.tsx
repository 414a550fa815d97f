import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banknote, HandCoins, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import { MoneyFigure, type MoneyFigureProps } from './money-figure';

/**
 * Amounts on a role's home: what a branch sold and was paid today, what customers still owe. The
 * words are the app's, passed in: Arabic right to left, English left to right, following the
 * toolbar's direction as the app does.
 */

function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

type FigureKind = 'accepted' | 'paid' | 'outstanding';

const FIGURES: Record<
  FigureKind,
  {
    label: [string, string];
    hint: [string, string];
    icon: ReactNode;
    tone: MoneyFigureProps['tone'];
  }
> = {
  accepted: {
    label: ['المقبول اليوم', 'Accepted today'],
    hint: ['عروض قبلها العملاء اليوم: 7', 'Quotes accepted today: 7'],
    icon: <HandCoins />,
    tone: 'success',
  },
  paid: {
    label: ['المدفوع اليوم', 'Paid today'],
    hint: ['طلبات دُفع لها اليوم: 5', 'Orders paid today: 5'],
    icon: <Wallet />,
    tone: 'primary',
  },
  outstanding: {
    label: ['المستحق', 'Outstanding'],
    hint: ['ما بقي على العملاء من المبيعات المقبولة', 'What customers still owe on accepted sales'],
    icon: <Banknote />,
    tone: 'warning',
  },
};

interface StoryArgs {
  figures: { kind: FigureKind; halalas: number | null }[];
  loading?: boolean;
  longLabels?: boolean;
}

function Figures({ args, locale }: { args: StoryArgs; locale: UiLocale }) {
  const en = locale === 'en' ? 1 : 0;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {args.figures.map(({ kind, halalas }) => {
        const figure = FIGURES[kind];
        const label = args.longLabels
          ? en
            ? 'Paid today at the Riyadh — Al Sulay branch, cash and transfers'
            : 'المدفوع اليوم في فرع الرياض — حي السلي نقدًا وتحويلًا'
          : figure.label[en];
        return (
          <li key={kind} className="min-w-0">
            <MoneyFigure
              label={label}
              halalas={halalas}
              hint={figure.hint[en]}
              icon={figure.icon}
              tone={figure.tone}
              loading={args.loading}
              loadingText={en ? 'Loading' : 'جارٍ التحميل'}
              locale={locale}
              className="h-full"
            />
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Composites/Money figure',
  component: MoneyFigure,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One amount of money on a role’s home: its label with an icon, the amount written from ' +
          'halalas (Western digits, SAR) and a line on what makes it up. The amount is never cut: ' +
          'in half a phone a large one wraps its currency onto a second line.',
      },
    },
  },
} satisfies Meta<typeof MoneyFigure>;

export default meta;
type Story = StoryObj<StoryArgs>;

const phone = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args: StoryArgs, { globals }: { globals: Record<string, unknown> }) => (
    <div className="bg-canvas p-3">
      <Figures args={args} locale={storyLocale(globals)} />
    </div>
  ),
} as const;

const desktop = {
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args: StoryArgs, { globals }: { globals: Record<string, unknown> }) => (
    <div className="bg-canvas p-2">
      <Figures args={args} locale={storyLocale(globals)} />
    </div>
  ),
} as const;

/** A manager's two figures side by side on a phone: halalas written as riyals. */
export const TodayOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'accepted', halalas: 1_285_450 },
      { kind: 'paid', halalas: 843_000 },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByText(en ? 'SAR 12,854.50' : /12,854\.50 ر\.س\./)).toBeVisible();
    await expect(canvas.getByText(en ? 'SAR 8,430.00' : /8,430\.00 ر\.س\./)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Large amounts in half a phone: the currency goes to a second line, no digit is hidden and
 * nothing runs out of its tile.
 */
export const LargeAmountsOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'paid', halalas: 123_456_789 },
      { kind: 'outstanding', halalas: 9_876_543_210 },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const amounts = [...canvasElement.querySelectorAll<HTMLElement>('[data-amount]')];
    await expect(amounts[1]).toHaveTextContent(en ? 'SAR 98,765,432.10' : '98,765,432.10 ر.س.');
    for (const amount of amounts) {
      await expect(amount.scrollWidth).toBeLessThanOrEqual(amount.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing today yet: 0.00, not a blank. */
export const NothingYetOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'accepted', halalas: 0 },
      { kind: 'paid', halalas: 0 },
    ],
  },
};

/** An amount that could not be read shows «—». */
export const MissingOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'paid', halalas: null },
      { kind: 'outstanding', halalas: 1_250 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-amount]')).toHaveTextContent('—');
  },
};

/** While the statistics load: grey bars hold the amounts' places, announced to screen readers. */
export const LoadingOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'paid', halalas: null },
      { kind: 'outstanding', halalas: null },
    ],
    loading: true,
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(2);
    await expect(within(canvasElement).getAllByText(en ? 'Loading' : 'جارٍ التحميل')).toHaveLength(
      2,
    );
    await expect(canvasElement.querySelector('[data-amount]')).toBeNull();
  },
};

/** Long labels wrap above the amount. */
export const LongLabelsOnAPhone: Story = {
  ...phone,
  args: {
    figures: [
      { kind: 'paid', halalas: 2_310_575 },
      { kind: 'outstanding', halalas: 18_764_320 },
    ],
    longLabels: true,
  },
};

/** Every figure in a row on a wide screen, each tone. */
export const EveryFigureOnADesktop: Story = {
  ...desktop,
  args: {
    figures: [
      { kind: 'accepted', halalas: 1_285_450 },
      { kind: 'paid', halalas: 843_000 },
      { kind: 'outstanding', halalas: 18_764_320 },
    ],
  },
};
