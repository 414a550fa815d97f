import { describe, expect, it } from 'vitest';
import {
  assertValidTaxDocument,
  InvoiceValidationError,
  issueDateTime,
  type TaxDocument,
} from './invoice-model.js';
import { line, sampleCreditNote, sampleInvoice, seller } from './testing/documents.js';

/** The rule codes a document breaks, or [] when it passes. */
function brokenRules(document: TaxDocument): string[] {
  try {
    assertValidTaxDocument(document);
    return [];
  } catch (error) {
    if (!(error instanceof InvoiceValidationError)) throw error;
    return error.problems.map((problem) => problem.rule);
  }
}

const totals = sampleInvoice().totals;

describe('a tax document whose figures add up', () => {
  it('passes: an invoice, a credit note', () => {
    expect(brokenRules(sampleInvoice())).toEqual([]);
    expect(brokenRules(sampleCreditNote())).toEqual([]);
  });

  it('passes with prices that include VAT: the line states the price of its whole quantity', () => {
    // 3 × 100.00 with VAT: the money rule's VAT is round(300.00 × 15 / 115) = 39.13, net 260.87,
    // which is no whole number of halalas per piece.
    const document = sampleInvoice({
      lines: [
        {
          name: 'شمعات احتراق',
          quantity: 3,
          netPriceHalalas: 26087,
          priceBaseQuantity: 3,
          lineNetHalalas: 26087,
          vatRateBasisPoints: 1500,
          lineVatHalalas: 3913,
        },
      ],
      totals: {
        lineExtensionHalalas: 26087,
        taxExclusiveHalalas: 26087,
        vatHalalas: 3913,
        taxInclusiveHalalas: 30000,
        payableHalalas: 30000,
      },
    });
    expect(brokenRules(document)).toEqual([]);
  });

  it('allows a VAT one halala from its rate (BR-S-09) and no more', () => {
    const within = {
      ...totals,
      vatHalalas: 5176,
      taxInclusiveHalalas: 39676,
      payableHalalas: 39676,
    };
    expect(brokenRules(sampleInvoice({ totals: within }))).toEqual([]);
    const beyond = {
      ...totals,
      vatHalalas: 5177,
      taxInclusiveHalalas: 39677,
      payableHalalas: 39677,
    };
    expect(brokenRules(sampleInvoice({ totals: beyond }))).toEqual(['BR-S-09']);
  });
});

describe('a tax document whose figures do not add up is refused, naming the rule', () => {
  it.each([
    ['BR-CO-10', { ...totals, lineExtensionHalalas: 34400, taxExclusiveHalalas: 34400 }],
    ['BR-CO-13', { ...totals, taxExclusiveHalalas: 34000 }],
    ['BR-CO-15', { ...totals, taxInclusiveHalalas: 39600 }],
    ['BR-CO-16', { ...totals, payableHalalas: 0 }],
  ])('%s', (rule, wrong) => {
    expect(brokenRules(sampleInvoice({ totals: wrong }))).toContain(rule);
  });

  it('a line whose net is not quantity × price (BR-KSA-EN16931-11)', () => {
    const lines = [{ ...line('فلتر', 2, 4500), lineNetHalalas: 9100, lineVatHalalas: 1365 }];
    const document = sampleInvoice({
      lines,
      totals: {
        ...totals,
        lineExtensionHalalas: 9100,
        taxExclusiveHalalas: 9100,
        vatHalalas: 1365,
        taxInclusiveHalalas: 10465,
        payableHalalas: 10465,
      },
    });
    expect(brokenRules(document)).toEqual(['BR-KSA-EN16931-11']);
  });

  it('a line whose VAT is not its net at its rate, and a line of another rate', () => {
    const [first, second, third] = sampleInvoice().lines;
    expect(
      brokenRules(sampleInvoice({ lines: [{ ...first!, lineVatHalalas: 1000 }, second!, third!] })),
    ).toEqual(['KSA-11']);
    expect(
      brokenRules(
        sampleInvoice({
          lines: [first!, second!, { ...third!, vatRateBasisPoints: 500, lineVatHalalas: 125 }],
        }),
      ),
    ).toEqual(['BR-S-08']);
    expect(
      brokenRules(
        sampleInvoice({
          lines: [{ ...first!, vatRateBasisPoints: 0, lineVatHalalas: 0 }],
          totals: {
            ...totals,
            lineExtensionHalalas: 9000,
            taxExclusiveHalalas: 9000,
            vatHalalas: 0,
            taxInclusiveHalalas: 9000,
            payableHalalas: 9000,
          },
        }),
      ),
    ).toContain('BR-S-05');
  });

  it('amounts that are not whole halalas, or negative, and quantities that are not pieces', () => {
    const [first] = sampleInvoice().lines;
    expect(brokenRules(sampleInvoice({ totals: { ...totals, vatHalalas: 5175.5 } }))).toContain(
      'BR-KSA-F-04',
    );
    expect(
      brokenRules(sampleInvoice({ lines: [{ ...first!, netPriceHalalas: -4500 }] })),
    ).toContain('BR-KSA-F-04');
    expect(brokenRules(sampleInvoice({ lines: [{ ...first!, quantity: 1.5 }] }))).toContain(
      'BR-KSA-F-04',
    );
    expect(brokenRules(sampleInvoice({ lines: [] }))).toContain('BR-16');
  });
});

describe("a tax document's fields", () => {
  it('refuses a seller ZATCA would not take, listing every problem at once', () => {
    const rules = brokenRules(
      sampleInvoice({
        seller: {
          ...seller,
          vatNumber: '300000000000000',
          crn: '10-100',
          address: { ...seller.address, buildingNumber: '12', postalCode: '1221', district: ' ' },
        },
      }),
    );
    expect(rules).toEqual(['BR-KSA-40', 'BR-KSA-08', 'BR-KSA-37', 'BR-KSA-66', 'BR-KSA-F-06-C9']);
  });

  it('refuses a credit note without its reason or the invoice it corrects', () => {
    expect(brokenRules(sampleCreditNote({ reason: '  ' }))).toEqual(['BR-KSA-17']);
    expect(brokenRules(sampleCreditNote({ originalInvoiceNumber: '' }))).toEqual(['BR-KSA-56']);
    expect(brokenRules(sampleCreditNote({ reason: 'س'.repeat(1001) }))).toEqual(['BR-KSA-17']);
  });

  it('refuses a UUID, a counter or a previous hash of the wrong form', () => {
    expect(brokenRules(sampleInvoice({ uuid: 'INV 1' }))).toEqual(['BR-KSA-03']);
    expect(brokenRules(sampleInvoice({ counter: -1 }))).toEqual(['BR-KSA-34']);
    expect(brokenRules(sampleInvoice({ previousInvoiceHash: 'MA==' }))).toEqual(['BR-KSA-26']);
  });

  it('says what is wrong in the error message', () => {
    expect(() =>
      assertValidTaxDocument(sampleInvoice({ totals: { ...totals, payableHalalas: 1 } })),
    ).toThrow('[BR-CO-16] the payable amount must equal the total with VAT (no prepayment)');
  });
});

describe('the issue date and time', () => {
  it('are Asia/Riyadh local time (UTC+3), the next day after 21:00 UTC', () => {
    expect(issueDateTime(new Date('2024-03-10T21:30:05Z'))).toEqual({
      date: '2024-03-11',
      time: '00:30:05',
    });
    expect(issueDateTime(new Date('2022-08-17T14:41:08.900Z'))).toEqual({
      date: '2022-08-17',
      time: '17:41:08',
    });
  });

  it('refuse an invalid date', () => {
    expect(() => issueDateTime(new Date('nonsense'))).toThrow(RangeError);
  });
});
