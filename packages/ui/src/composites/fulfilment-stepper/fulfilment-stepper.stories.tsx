import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { UiLocale } from '../../lib/format';
import {
  FulfilmentStepper,
  type FulfilmentStepperTexts,
  type FulfilmentStepView,
} from './fulfilment-stepper';
import type { FulfilmentStage } from './fulfilment-steps';

/**
 * Order RYN-00500 after the customer accepted it: collected from the Al Sulay branch or brought to
 * his address, or returned. The words are the app's, passed in: Arabic right to left, English left
 * to right, following the toolbar's direction as the app does.
 */

function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

const MAPS_URL = 'https://www.google.com/maps/search/?api=1&query=24.6042,46.8167';

const TEXTS: Record<UiLocale, FulfilmentStepperTexts> = {
  ar: { label: 'مراحل تسليم الطلب', done: 'مكتملة', upcoming: 'لم تبدأ' },
  en: { label: 'Order progress', done: 'done', upcoming: 'not started' },
};

type Route = 'pickup' | 'delivery' | 'returned' | 'long';

function steps(route: Route, locale: UiLocale): FulfilmentStepView[] {
  const en = locale === 'en';
  const preparing: FulfilmentStepView = {
    stage: 'preparing',
    label: en ? 'Preparing' : 'قيد التجهيز',
    time: en ? 'Today, 9:15 AM' : 'اليوم، 9:15 ص',
  };
  if (route === 'pickup') {
    return [
      preparing,
      {
        stage: 'ready_for_pickup',
        label: en ? 'Ready for pickup' : 'جاهز للاستلام',
        time: en ? 'Today, 11:40 AM' : 'اليوم، 11:40 ص',
        detail: en
          ? 'Riyadh — Al Sulay branch, Al Kharj Road'
          : 'فرع الرياض — حي السلي، طريق الخرج',
        link: { label: en ? 'Open in Maps' : 'افتح في الخرائط', href: MAPS_URL },
      },
      { stage: 'delivered', label: en ? 'Collected' : 'تم الاستلام' },
    ];
  }
  const outForDelivery: FulfilmentStepView = {
    stage: 'out_for_delivery',
    label: en ? 'Out for delivery' : 'في الطريق إليك',
    time: en ? 'Today, 1:05 PM' : 'اليوم، 1:05 م',
    detail: en
      ? 'Abi Bakr Al Siddiq Street, Al Narjis, Riyadh 13323'
      : 'حي النرجس، شارع أبي بكر الصديق، الرياض 13323',
  };
  if (route === 'returned') {
    return [
      preparing,
      outForDelivery,
      {
        stage: 'returned',
        label: en ? 'Returned' : 'أُعيد الطلب',
        time: en ? 'Today, 4:20 PM' : 'اليوم، 4:20 م',
        detail: en
          ? 'Could not deliver: the customer did not answer. The parts are back at the branch.'
          : 'تعذّر التسليم: لم يرد العميل على الاتصال. عادت القطع إلى الفرع.',
      },
    ];
  }
  if (route === 'long') {
    return [
      {
        ...preparing,
        label: en
          ? 'Preparing the parts and checking them against the chassis number'
          : 'تجهيز القطع ومطابقتها مع رقم الهيكل قبل التغليف',
      },
      {
        ...outForDelivery,
        label: en
          ? 'Out for delivery with the shop’s driver'
          : 'في الطريق إليك مع مندوب التوصيل التابع للمتجر',
        detail: en
          ? 'Building 7421, Abi Bakr Al Siddiq Street, Al Narjis district, next to Al Narjis mosque, Riyadh 13323, Kingdom of Saudi Arabia'
          : 'مبنى 7421، شارع أبي بكر الصديق، حي النرجس، بجوار جامع النرجس الكبير، الرياض 13323، المملكة العربية السعودية',
      },
      {
        stage: 'delivered',
        label: en
          ? 'Delivered and signed for by the customer'
          : 'تم التسليم وتوقيع العميل على الاستلام',
      },
    ];
  }
  return [
    preparing,
    outForDelivery,
    { stage: 'delivered', label: en ? 'Delivered' : 'تم التسليم' },
  ];
}

interface StoryArgs {
  route: Route;
  current: FulfilmentStage | null;
}

function OnAPhone({ children }: { children: ReactNode }) {
  return (
    <div className="p-3">
      <div className="rounded-xl border border-border/60 bg-surface p-4 shadow-card">
        {children}
      </div>
    </div>
  );
}

function OnADesktop({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl rounded-xl border border-border/60 bg-surface p-8 shadow-card">
      {children}
    </div>
  );
}

const renderStepper = (args: StoryArgs, globals: Record<string, unknown>) => {
  const locale = storyLocale(globals);
  return (
    <FulfilmentStepper
      steps={steps(args.route, locale)}
      current={args.current}
      texts={TEXTS[locale]}
    />
  );
};

const meta = {
  title: 'Composites/Fulfilment stepper',
  component: FulfilmentStepper,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Where an order is after acceptance: preparing, then ready for pickup or out for ' +
          'delivery, then delivered, or returned (the danger end). An ordered list with ' +
          '`aria-current="step"` on the current step; finished steps checked, the ones ahead ' +
          'muted. Side by side when its container is 672 px or wider, one under the other below; ' +
          'in Arabic the steps run from right to left.',
      },
    },
  },
} satisfies Meta<typeof FulfilmentStepper>;

export default meta;
type Story = StoryObj<StoryArgs>;

const phone = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args: StoryArgs, { globals }: { globals: Record<string, unknown> }) => (
    <OnAPhone>{renderStepper(args, globals)}</OnAPhone>
  ),
} as const;

const desktop = {
  parameters: { visual: { width: 1440, ltr: true } },
  render: (args: StoryArgs, { globals }: { globals: Record<string, unknown> }) => (
    <OnADesktop>{renderStepper(args, globals)}</OnADesktop>
  ),
} as const;

/** Boxes of the list's items, in the list's order. */
function stepBoxes(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('ol > li')).map((item) =>
    item.getBoundingClientRect(),
  );
}

/**
 * Ready for pickup on a phone: one step under the other, the branch and a link to open it in the
 * maps app; the current step is the list's `aria-current="step"`.
 */
export const PickupOnAPhone: Story = {
  ...phone,
  args: { route: 'pickup', current: 'ready_for_pickup' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const list = canvas.getByRole('list', { name: TEXTS[locale].label });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).not.toHaveAttribute('aria-current');
    await expect(items[0]).toHaveTextContent(en ? 'Preparing (done)' : 'قيد التجهيز (مكتملة)');
    await expect(items[2]).toHaveTextContent(en ? '(not started)' : '(لم تبدأ)');
    const maps = canvas.getByRole('link', { name: en ? 'Open in Maps' : 'افتح في الخرائط' });
    await expect(maps).toHaveAttribute('href', MAPS_URL);
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // One under the other on a phone.
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The same on a wide screen: side by side, flowing the way the text reads (right to left in
 * Arabic).
 */
export const PickupOnADesktop: Story = {
  ...desktop,
  args: { route: 'pickup', current: 'ready_for_pickup' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const [first, second, third] = stepBoxes(canvasElement);
    await expect(first!.top).toBe(second!.top);
    if (en) {
      await expect(first!.left).toBeLessThan(second!.left);
      await expect(second!.left).toBeLessThan(third!.left);
    } else {
      await expect(first!.right).toBeGreaterThan(second!.right);
      await expect(second!.right).toBeGreaterThan(third!.right);
    }
  },
};

/** Out for delivery on a phone, with the address. */
export const DeliveryOnAPhone: Story = {
  ...phone,
  args: { route: 'delivery', current: 'out_for_delivery' },
};

/** Out for delivery on a wide screen. */
export const DeliveryOnADesktop: Story = {
  ...desktop,
  args: { route: 'delivery', current: 'out_for_delivery' },
};

/** Just accepted: preparing is the current step, the rest ahead. */
export const PreparingOnAPhone: Story = {
  ...phone,
  args: { route: 'delivery', current: 'preparing' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items.map((item) => item.dataset['progress'])).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
  },
};

/** Before the shop starts preparing: every step ahead, none current. */
export const NotStartedOnAPhone: Story = {
  ...phone,
  args: { route: 'pickup', current: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** Delivered: every step checked, the last in green. */
export const DeliveredOnAPhone: Story = {
  ...phone,
  args: { route: 'delivery', current: 'delivered' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.map((item) => item.dataset['progress'])).toEqual([
      'done',
      'done',
      'complete',
    ]);
  },
};

/** Delivered on a wide screen. */
export const DeliveredOnADesktop: Story = {
  ...desktop,
  args: { route: 'delivery', current: 'delivered' },
};

/** Returned: the order ends in red, with why. */
export const ReturnedOnAPhone: Story = {
  ...phone,
  args: { route: 'returned', current: 'returned' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveAttribute('data-progress', 'returned');
  },
};

/** Returned on a wide screen. */
export const ReturnedOnADesktop: Story = {
  ...desktop,
  args: { route: 'returned', current: 'returned' },
};

/** Long labels and a long address wrap inside the phone's width. */
export const LongTextOnAPhone: Story = {
  ...phone,
  args: { route: 'long', current: 'out_for_delivery' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const list = canvasElement.querySelector('ol')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** Long labels side by side on a wide screen. */
export const LongTextOnADesktop: Story = {
  ...desktop,
  args: { route: 'long', current: 'out_for_delivery' },
};

/**
 * In a narrow side panel of a wide page the steps stay one under the other: the stepper follows
 * its container's width, not the window's.
 */
export const InASidePanelOnADesktop: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  args: { route: 'pickup', current: 'ready_for_pickup' },
  render: (args, { globals }) => (
    <div className="flex gap-6">
      <div className="h-64 flex-1 rounded-xl border border-dashed border-border-strong" />
      <aside className="w-80 shrink-0 rounded-xl border border-border/60 bg-surface p-5 shadow-card">
        {renderStepper(args, globals)}
      </aside>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
