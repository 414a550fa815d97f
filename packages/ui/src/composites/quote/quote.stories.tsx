import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import logo from '../../assets/story-images/logo-wheel.svg';
import { Button } from '../../primitives';
import { MoneySummary } from './money-summary';
import { QuoteDocument, type QuoteDocumentProps } from './quote-document';
import { QuoteLine } from './quote-line';
import { QuoteStatusBadge } from './quote-status-badge';
import {
  ACCEPTED_TOTALS,
  ALTERNATIVES_LINE,
  FEW_LINES,
  LONG_NAME_LINE,
  MANY_LINES,
  PRICE_LINE,
  STORY_ISSUED,
  STORY_NOW,
  STORY_VALID_UNTIL,
  TERMS,
  TOTALS,
  TOTALS_INCLUSIVE,
  TOTALS_WITH_DELIVERY,
  UNAVAILABLE_LINE,
} from './quote-story-data';
import { storyQuoteTexts } from './quote-story-texts';
import type { LineSelection, QuoteSelection, QuoteStatus } from './quote-types';

const AR = storyQuoteTexts('ar');

const meta = {
  title: 'Composites/Quote',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The customer's price quote: its status badge, one part with a price, alternatives or " +
          'unavailable, the money summary (all amounts in halalas, computed by the server), and the ' +
          'whole document as the customer reads it on a phone and prints it.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const STATUSES: QuoteStatus[] = [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'superseded',
];

/**
 * Every status, in both languages, as staff read them (a sent quote they have not shared reads
 * "ready to send") and, below, as the customer reads them on his page (an open one awaits his
 * answer; he never reads "viewed").
 */
export const StatusBadges: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(['ar', 'en'] as const).map((locale) => (
        <div key={locale} className="flex flex-wrap gap-2">
          <QuoteStatusBadge status="sent" shared={false} texts={storyQuoteTexts(locale)} />
          {STATUSES.map((status) => (
            <QuoteStatusBadge key={status} status={status} texts={storyQuoteTexts(locale)} />
          ))}
        </div>
      ))}
      {(['ar', 'en'] as const).map((locale) => (
        <div key={locale} className="flex flex-wrap gap-2" data-testid={`customer-${locale}`}>
          {(['sent', 'viewed', 'accepted', 'declined', 'expired'] as const).map((status) => (
            <QuoteStatusBadge
              key={status}
              status={status}
              audience="customer"
              texts={storyQuoteTexts(locale)}
            />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('جاهز للإرسال')).toBeVisible();
    await expect(canvas.getAllByText('مقبول')[0]).toBeVisible();
    await expect(canvas.getByText('Ready to send')).toBeVisible();
    const customer = within(canvas.getByTestId('customer-ar'));
    await expect(customer.getAllByText('بانتظار ردك')).toHaveLength(2);
    await expect(customer.queryByText('شاهده العميل')).toBeNull();
    const customerEn = within(canvas.getByTestId('customer-en'));
    await expect(customerEn.getAllByText('Awaiting your answer')).toHaveLength(2);
  },
};

/** VAT added on top, with a delivery fee; and prices that already include VAT. */
export const MoneySummaries: Story = {
  parameters: { visual: { ltr: true } },
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <MoneySummary totals={TOTALS_WITH_DELIVERY} texts={AR} />
      <MoneySummary totals={TOTALS_INCLUSIVE} texts={AR} title="الأسعار شاملة الضريبة" />
      <MoneySummary totals={TOTALS} texts={storyQuoteTexts('en')} locale="en" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ضريبة القيمة المضافة (15٪)')).toBeVisible();
    await expect(canvas.getByText('منها ضريبة القيمة المضافة (15٪)')).toBeVisible();
    await expect(canvas.getByText('التوصيل')).toBeVisible();
    await expect(canvas.getByText('VAT (15%)')).toBeVisible();
  },
};

/** Read-only lines: a price with its quantity, alternatives, unavailable with the shop's note. */
export const Lines: Story = {
  parameters: { visual: { ltr: true } },
  render: () => (
    <ul className="max-w-2xl rounded-xl bg-surface px-4">
      {[PRICE_LINE, ALTERNATIVES_LINE, UNAVAILABLE_LINE, LONG_NAME_LINE].map((line) => (
        <QuoteLine key={line.id} line={line} texts={AR} />
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('غير متوفرة')).toBeVisible();
    await expect(canvas.getByText('نفدت الكمية، ونتوقع وصولها خلال أسبوعين')).toBeVisible();
    await expect(canvas.getByText('التوصيل خلال 3 أيام')).toBeVisible();
    await expect(canvas.getByText('التوصيل خلال يوم واحد')).toBeVisible();
    await expect(canvas.getByText('متوفرة للتسليم اليوم')).toBeVisible();
    await expect(canvas.getByText('التوصيل خلال 12 يومًا')).toBeVisible();
  },
};

function ChoosingLine({ onChange }: { onChange: (next: LineSelection) => void }) {
  const [selection, setSelection] = useState<LineSelection>({ accepted: true, option: 0 });
  return (
    <ul className="max-w-xl rounded-xl bg-surface px-4">
      <QuoteLine
        line={ALTERNATIVES_LINE}
        texts={AR}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          onChange(next);
        }}
      />
    </ul>
  );
}

/**
 * The customer's choice: a box to take the part, and one alternative. Clearing the box leaves the
 * alternatives disabled; choosing one while the part is taken reports it.
 */
export const ChoosingAlternatives: StoryObj<{ onChange: (next: LineSelection) => void }> = {
  args: { onChange: fn() },
  render: (args) => <ChoosingLine onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('تجاري'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ accepted: true, option: 1 });
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    const take = canvas.getByRole('checkbox', { name: 'أريد كمبروسر مكيف' });
    await userEvent.click(take);
    await expect(args.onChange).toHaveBeenLastCalledWith({ accepted: false, option: 1 });
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(take);
    await expect(args.onChange).toHaveBeenLastCalledWith({ accepted: true, option: 1 });
  },
};

const base: QuoteDocumentProps = {
  texts: AR,
  company: { name: 'مؤسسة الريان لقطع الغيار', logoUrl: logo },
  branchName: 'فرع الرياض — حي السلي',
  seller: {
    phone: '+966112345678',
    whatsapp: '+966551234567',
    address: 'طريق الخرج، حي السلي، الرياض 14322',
    commercialRegistration: '1010123456',
    vatNumber: '310122393500003',
  },
  audience: 'customer',
  customerName: 'محمد',
  maskedPhone: '+966 5•••••123',
  orderRef: 'RYN-00500',
  vehicle: 'تويوتا كامري 2019',
  lines: FEW_LINES,
  totals: TOTALS,
  issuedAt: STORY_ISSUED,
  validUntil: STORY_VALID_UNTIL,
  now: STORY_NOW,
  status: 'viewed',
  version: 2,
  terms: TERMS,
  vatNumber: '310122393500003',
};

function ChoosingDocument(props: Partial<QuoteDocumentProps>) {
  const [selection, setSelection] = useState<QuoteSelection>({
    'oil-filter': { accepted: true, option: 0 },
    compressor: { accepted: true, option: 0 },
  });
  return (
    <QuoteDocument
      {...base}
      {...props}
      selection={selection}
      onSelectionChange={(id, next) => setSelection((current) => ({ ...current, [id]: next }))}
    >
      <div className="flex flex-wrap gap-2">
        <Button size="lg">قبول · 2,209.15 ر.س.</Button>
        <Button size="lg" variant="outline">
          رفض العرض
        </Button>
      </div>
    </QuoteDocument>
  );
}

/** On a phone: the open quote with its choices and actions, many parts, long names. */
export const DocumentOnAPhone: Story = {
  parameters: { visual: { width: 390 }, layout: 'fullscreen' },
  render: () => (
    <div className="p-3">
      <ChoosingDocument lines={MANY_LINES} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('متبقٍ 46 ساعة')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'عرض سعر' })).toBeVisible();
    // The customer's words: his quote awaits his answer; "viewed" is the shop's word.
    await expect(canvas.getByText('بانتظار ردك')).toBeVisible();
    await expect(canvas.queryByText('شاهده العميل')).toBeNull();
    // Who sells, with numbers to tap.
    await expect(canvas.getByText('1010123456')).toBeVisible();
    const call = canvas.getByRole('link', { name: /اتصال/ });
    await expect(call).toHaveAttribute('href', 'tel:+966112345678');
    await expect(canvas.getByRole('link', { name: 'واتساب' })).toHaveAttribute(
      'href',
      'https://wa.me/966551234567',
    );
    // Targets a thumb can hit: 44 px at least, for the seller's links, each part's box and each
    // alternative.
    const targets = [
      call,
      canvas.getAllByRole('checkbox')[0]!.closest('label')!,
      canvas.getAllByRole('radio')[0]!.closest('label')!,
    ];
    for (const target of targets) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // Nothing reaches past the phone's width.
    const article = canvasElement.querySelector('article');
    await expect(article?.scrollWidth).toBeLessThanOrEqual(article?.clientWidth ?? 0);
  },
};

/** On a wide screen. */
export const DocumentOnADesktop: Story = {
  parameters: { visual: { width: 1440 } },
  render: () => (
    <div className="mx-auto max-w-4xl">
      <ChoosingDocument />
    </div>
  ),
};

/** The English page (the toggle on the customer's page), laid out left to right. */
export const DocumentInEnglish: Story = {
  parameters: { visual: { width: 390 }, layout: 'fullscreen' },
  render: () => (
    <div className="p-3">
      <ChoosingDocument
        locale="en"
        texts={storyQuoteTexts('en')}
        company={{ name: 'Al Rayyan Spare Parts', logoUrl: logo }}
        branchName="Riyadh — Al Sulay"
        customerName="Mohammed"
        vehicle="Toyota Camry 2019"
        lines={FEW_LINES.map((line) => ({
          ...line,
          name:
            { 'oil-filter': 'Oil filter', compressor: 'AC compressor', mirror: 'Right mirror' }[
              line.id
            ] ?? line.name,
          note: line.note ? 'Out of stock, expected within two weeks' : null,
        }))}
        terms={null}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expires in 46 hours')).toBeVisible();
    await expect(canvas.getByText('Unavailable')).toBeVisible();
  },
};

/** Accepted: only what the customer took, each with the option he chose, and its one total. */
export const DocumentAccepted: Story = {
  parameters: { visual: { width: 390 }, layout: 'fullscreen' },
  render: () => (
    <div className="p-3">
      <QuoteDocument
        {...base}
        status="accepted"
        lines={[PRICE_LINE, { ...ALTERNATIVES_LINE, options: [ALTERNATIVES_LINE.options[1]!] }]}
        totals={ACCEPTED_TOTALS}
        notice={
          <p className="rounded-lg bg-success-soft px-4 py-3 text-sm text-success">
            شكرًا لك، وصل قبولك إلى مؤسسة الريان لقطع الغيار.
          </p>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('مقبول')).toBeVisible();
    await expect(canvas.getAllByTestId('quote-total')).toHaveLength(1);
    await expect(canvas.queryByText('أصلي')).toBeNull();
  },
};

/** Declined, with the customer's reason. */
export const DocumentDeclined: Story = {
  parameters: { visual: { width: 390 }, layout: 'fullscreen' },
  render: () => (
    <div className="p-3">
      <QuoteDocument
        {...base}
        status="declined"
        notice={
          <p className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
            رفضت هذا العرض: السعر مرتفع
          </p>
        }
      />
    </div>
  ),
};

/** Expired: no time left, "expired on" instead of "valid until". */
export const DocumentExpired: Story = {
  parameters: { visual: { width: 390 }, layout: 'fullscreen' },
  render: () => (
    <div className="p-3">
      <QuoteDocument
        {...base}
        status="expired"
        now="2026-11-27T09:00:00.000Z"
        notice={
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning">
            انتهت صلاحية هذا العرض. راسل المتجر في المحادثة نفسها ليرسل لك عرضًا جديدًا.
          </p>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('انتهت صلاحيته في')).toBeVisible();
    await expect(canvas.queryByText(/^متبقٍ/)).toBeNull();
  },
};

/**
 * The printed quote: the page's print stylesheet hides the actions and flattens the card; this
 * story shows that look on screen (white page, A4 width) for review.
 */
export const DocumentPrinted: Story = {
  parameters: { visual: { width: 794 }, layout: 'fullscreen', backgrounds: { value: 'surface' } },
  render: () => (
    <div className="mx-auto w-[794px] bg-white p-[14mm]">
      <QuoteDocument
        {...base}
        lines={MANY_LINES}
        totals={TOTALS_WITH_DELIVERY}
        className="rounded-none border-0 p-0 shadow-none sm:p-0"
      />
    </div>
  ),
};
