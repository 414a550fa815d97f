import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from '../data-table/data-table';
import {
  taxDocumentColumns,
  type TaxDocumentRowView,
  type TaxDocumentTableTexts,
} from './tax-document-columns';
import {
  ARABIC_TAX_DOCUMENT_TEXTS,
  ENGLISH_TAX_DOCUMENT_TEXTS,
  STORY_TAX_DOCUMENTS,
} from './tax-document-story-data';

interface TableArgs {
  rows: TaxDocumentRowView[];
  showBranch: boolean;
}

function Table({
  rows,
  showBranch,
  texts,
  locale,
}: TableArgs & { texts: TaxDocumentTableTexts; locale: 'ar' | 'en' }) {
  return (
    <DataTable
      caption={locale === 'ar' ? 'الفواتير' : 'Invoices'}
      rows={rows}
      getRowId={(row) => row.id}
      columns={taxDocumentColumns({
        texts,
        locale,
        showBranch,
        orderLink: (row) => (
          <a href={`#/offers/${row.orderId}`} className="font-medium text-primary-hover">
            <bdi dir="ltr">{row.orderRef}</bdi>
          </a>
        ),
      })}
      emptyTitle={locale === 'ar' ? 'لا فواتير بعد' : 'No invoices yet'}
    />
  );
}

const meta = {
  title: 'Composites/Invoice/Invoices table',
  component: Table,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A company’s tax invoices and credit notes in the design system’s table (cards on a ' +
          'phone), from `taxDocumentColumns`: number and kind (a credit note names its invoice), ' +
          'how ZATCA took it, the Riyadh date and time, the order (a link the app makes), branch, ' +
          'customer, VAT and total. Texts come from the app.',
      },
    },
  },
  args: {
    rows: STORY_TAX_DOCUMENTS,
    showBranch: true,
    texts: ARABIC_TAX_DOCUMENT_TEXTS,
    locale: 'ar',
  },
  render: (args, { globals }) => {
    const en = globals['dir'] === 'ltr';
    return (
      <Table
        {...args}
        texts={en ? ENGLISH_TAX_DOCUMENT_TEXTS : ARABIC_TAX_DOCUMENT_TEXTS}
        locale={en ? 'en' : 'ar'}
      />
    );
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company's list: every reporting state, a credit note, a deleted order, a long name. */
export const CompanyList: Story = {
  parameters: { visual: { width: 1440, ltr: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = globals['dir'] === 'ltr' ? ENGLISH_TAX_DOCUMENT_TEXTS : ARABIC_TAX_DOCUMENT_TEXTS;
    await expect(canvas.getByRole('columnheader', { name: texts.columns.branch })).toBeVisible();
    await expect(canvas.getByText(texts.reporting.rejected)).toBeVisible();
    await expect(canvas.getByText('CRN-000004')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(texts.orderDeleted)).toBeVisible();
    // A phase-1 document says why it has no reporting state, to screen readers too.
    await expect(canvas.getByText(texts.notReported)).toBeInTheDocument();
  },
};

/** A manager's list (its branch's documents): no branch column. */
export const ManagerList: Story = {
  args: { showBranch: false },
  parameters: { visual: { width: 1440 } },
  play: async ({ canvasElement, globals }) => {
    const texts = globals['dir'] === 'ltr' ? ENGLISH_TAX_DOCUMENT_TEXTS : ARABIC_TAX_DOCUMENT_TEXTS;
    await expect(
      within(canvasElement).queryByRole('columnheader', { name: texts.columns.branch }),
    ).toBeNull();
  },
};

/** On a phone each document is a card, its number on top and its reporting state facing it. */
export const OnAPhone: Story = {
  parameters: { visual: { width: 390, ltr: true }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
