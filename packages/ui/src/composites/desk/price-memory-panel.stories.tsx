import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { STORY_NOW, storyLocale, storyMemory, storyNeverPriced } from './desk-story-data';
import { storyDeskTexts } from './desk-story-texts';
import { PriceMemoryPanel, type PriceMemoryPanelProps } from './price-memory-panel';

const meta = {
  title: 'Composites/Desk/Price memory panel',
  component: PriceMemoryPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Under the price field of the pricing dialog: what the company quoted before for the ' +
          'same part on the same make and model (± years). The last price and how long ago, with ' +
          'one click to use it; the lowest, median and highest; the latest prices (order, model ' +
          'year, date, accepted or not), each usable. Money in halalas, written by formatHalalas.',
      },
    },
  },
  args: {
    memory: storyMemory('ar'),
    now: STORY_NOW,
    onReuse: fn(),
    texts: storyDeskTexts('ar').memory,
  },
  render: (args, { globals }) => (
    <div className="max-w-md rounded-xl bg-surface p-5 shadow-card">
      <PriceMemoryPanel
        {...args}
        texts={storyDeskTexts(storyLocale(globals)).memory}
        locale={storyLocale(globals)}
      />
    </div>
  ),
} satisfies Meta<typeof PriceMemoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last price, three days ago, with «استخدم»; the spread; the latest prices closed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('قبل 3 أيام')).toBeVisible();
    await expect(canvas.getByText('سُعّر 7 مرات من قبل')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^استخدم آخر سعر/ }));
    await expect(args.onReuse).toHaveBeenCalledWith(45_000);
  },
};

/** The latest prices opened: order, model year, date, a mark when accepted; each usable. */
export const LatestPricesOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'آخر الأسعار (5)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: 'آخر الأسعار' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getAllByText('مقبول')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /من الطلب RYN-00431$/ }));
    await expect(args.onReuse).toHaveBeenLastCalledWith(39_000);
  },
};

/** The same in English, left to right, opened. */
export const English: Story = {
  args: { memory: storyMemory('en'), defaultExpanded: true },
  globals: { dir: 'ltr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 days ago')).toBeVisible();
    await expect(canvas.getByText('Quoted 7 times before')).toBeVisible();
    await expect(canvas.getAllByText('Accepted')).toHaveLength(3);
  },
};

/** Read-only (no «استخدم»): where the price cannot be changed any more. */
export const ReadOnly: Story = {
  args: { onReuse: undefined, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^استخدم/ })).toBeNull();
  },
};

/** Never priced for this car. */
export const NeverPriced: Story = {
  args: { memory: storyNeverPriced('ar') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('لم يُسعَّر هذا الصنف لهذه السيارة من قبل'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { memory: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'جارٍ البحث عن أسعار سابقة',
    );
  },
};

export const Error: Story = {
  args: { memory: null, error: 'انتهت مهلة الطلب. أعد فتح النافذة بعد قليل.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'تعذّر جلب الأسعار السابقة',
    );
  },
};

function PriceDialogBody(props: PriceMemoryPanelProps & { locale: UiLocale }) {
  const [price, setPrice] = useState('');
  const en = props.locale === 'en';
  return (
    <div className="flex flex-col gap-3">
      <Field label={en ? 'Unit price (SAR)' : 'سعر الوحدة (ر.س)'}>
        <Input
          dir="ltr"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </Field>
      <PriceMemoryPanel
        {...props}
        onReuse={(halalas) => {
          props.onReuse?.(halalas);
          setPrice((halalas / 100).toFixed(2));
        }}
      />
    </div>
  );
}

/**
 * On a phone, under the price field of the pricing dialog, opened: «استخدم» fills the field. The
 * lines wrap inside the dialog’s width.
 */
export const InThePriceDialogOnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { defaultExpanded: true },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <div className="p-3">
        <div className="rounded-xl bg-surface p-4 shadow-card">
          <PriceDialogBody
            {...args}
            memory={locale === 'en' ? storyMemory('en') : args.memory}
            texts={storyDeskTexts(locale).memory}
            locale={locale}
          />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals['dir'] === 'ltr';
    await userEvent.click(
      canvas.getByRole('button', { name: en ? /^Use the last price/ : /^استخدم آخر سعر/ }),
    );
    await expect(canvas.getByRole('textbox')).toHaveValue('450.00');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
