import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import { Funnel, type FunnelStep, type FunnelTexts } from './funnel';

/**
 * A month of a parts shop's sales: the orders quoted, how many the customers accepted, paid and
 * received. The words are the app's, passed in: Arabic right to left, English left to right.
 */

function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

const TEXTS: Record<UiLocale, FunnelTexts> = {
  ar: {
    label: 'مسار البيع',
    shareOfFirst: (percent) => `${percent}% من المسعّرة`,
    loading: 'جارٍ التحميل',
  },
  en: {
    label: 'Sales funnel',
    shareOfFirst: (percent) => `${percent}% of quoted`,
    loading: 'Loading',
  },
};

function steps(locale: UiLocale, values: [number, number, number, number]): FunnelStep[] {
  const en = locale === 'en';
  const labels = en
    ? ['Quoted', 'Accepted', 'Paid', 'Delivered']
    : ['طلبات مسعّرة', 'عروض مقبولة', 'طلبات مدفوعة', 'طلبات مسلّمة'];
  return labels.map((label, index) => ({ key: String(index), label, value: values[index] ?? 0 }));
}

const meta = {
  title: 'Composites/Funnel',
  component: Funnel,
  tags: ['autodocs'],
  args: { steps: [], texts: TEXTS.ar },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="max-w-md">
        <Funnel
          {...args}
          steps={args.steps.length > 0 ? args.steps : steps(locale, [1284, 701, 566, 498])}
          texts={TEXTS[locale]}
          locale={locale}
        />
      </div>
    );
  },
} satisfies Meta<typeof Funnel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AMonthOfSales: Story = {
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Each later step says its share of the first: 701 of 1,284 is 55 %.
    await expect(canvas.getByText('1,284')).toBeVisible();
    await expect(canvas.getByText(/55%/)).toBeVisible();
  },
};

export const NothingQuotedYet: Story = {
  args: { steps: steps('ar', [0, 0, 0, 0]) },
  parameters: { visual: { ltr: false } },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { visual: { ltr: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

export const OnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
};
