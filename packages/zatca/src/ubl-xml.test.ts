import { describe, expect, it } from 'vitest';
import { InvoiceValidationError } from './invoice-model.js';
import { UBL_NAMESPACES } from './namespaces.js';
import { ARABIC_SELLER_NAME, sampleCreditNote, sampleInvoice } from './testing/documents.js';
import { NEEDS_SDK, SDK_SAMPLES, sdkData, sdkFile } from './testing/fixtures.js';
import { invoiceXml } from './ubl-xml.js';
import { childElements, parseXml } from './xml-dom.js';

const { cac, cbc } = UBL_NAMESPACES;

/** The text of the element at a path of local names under the root ("cac:X/cbc:Y"). */
function at(xml: string, path: string): string[] {
  let elements = [parseXml(xml).documentElement as Element];
  for (const step of path.split('/')) {
    const [prefix, name] = step.split(':') as [string, string];
    const namespace = prefix === 'cac' ? cac : cbc;
    elements = elements.flatMap((parent) =>
      childElements(parent).filter(
        (child) => child.namespaceURI === namespace && child.localName === name,
      ),
    );
  }
  return elements.map((element) => element.textContent ?? '');
}

function topLevelNames(xml: string): string[] {
  const names = childElements(parseXml(xml).documentElement as Element).map(
    (element) => element.tagName,
  );
  return names.filter((name, index) => names[index - 1] !== name);
}

describe('the UBL XML of a simplified tax invoice', () => {
  const xml = invoiceXml(sampleInvoice());

  it('says what ZATCA reads first: profile, number, type 388 simplified, currency', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns=')).toBe(true);
    expect(at(xml, 'cbc:ProfileID')).toEqual(['reporting:1.0']);
    expect(at(xml, 'cbc:ID')).toEqual(['INV-2024-000123']);
    expect(at(xml, 'cbc:UUID')).toEqual(['3cf5ee18-ee25-44ea-a444-2c37ba7f28be']);
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(at(xml, 'cbc:DocumentCurrencyCode')).toEqual(['SAR']);
    expect(at(xml, 'cbc:TaxCurrencyCode')).toEqual(['SAR']);
  });

  it('is dated in Riyadh time: 21:30 UTC on the 10th is 00:30 on the 11th', () => {
    expect(at(xml, 'cbc:IssueDate')).toEqual(['2024-03-11']);
    expect(at(xml, 'cbc:IssueTime')).toEqual(['00:30:05']);
  });

  it('carries the counter and the previous hash, and no QR, signature or extensions yet', () => {
    expect(at(xml, 'cac:AdditionalDocumentReference/cbc:ID')).toEqual(['ICV', 'PIH']);
    expect(at(xml, 'cac:AdditionalDocumentReference/cbc:UUID')).toEqual(['123']);
    expect(
      at(xml, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject'),
    ).toEqual([
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    ]);
    expect(xml).not.toMatch(/UBLExtensions|cac:Signature|>QR</);
  });

  it('names the seller in Arabic (and English), with its national address, VAT number and CRN', () => {
    const party = 'cac:AccountingSupplierParty/cac:Party';
    expect(at(xml, `${party}/cac:PartyLegalEntity/cbc:RegistrationName`)).toEqual([
      `${ARABIC_SELLER_NAME} | United Auto Parts Co.`,
    ]);
    expect(at(xml, `${party}/cac:PartyTaxScheme/cbc:CompanyID`)).toEqual(['310122393500003']);
    expect(xml).toContain('<cbc:ID schemeID="CRN">1010010000</cbc:ID>');
    const address = `${party}/cac:PostalAddress`;
    expect(
      [
        'StreetName',
        'BuildingNumber',
        'PlotIdentification',
        'CitySubdivisionName',
        'CityName',
        'PostalZone',
      ].map((name) => at(xml, `${address}/cbc:${name}`)[0]),
    ).toEqual(['طريق الملك فهد', '2322', '7844', 'العليا', 'الرياض', '12211']);
    expect(at(xml, `${address}/cac:Country/cbc:IdentificationCode`)).toEqual(['SA']);
    expect(
      at(xml, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName'),
    ).toEqual(['محمد عبدالله']);
  });

  it('writes every amount with two decimals, VAT as category S at 15.00 %', () => {
    expect(at(xml, 'cac:TaxTotal/cbc:TaxAmount')).toEqual(['51.75', '51.75']);
    expect(at(xml, 'cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toEqual(['345.00']);
    expect(at(xml, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toEqual(['15.00']);
    expect(xml).toContain('<cbc:ID schemeID="UN/ECE 5305" schemeAgencyID="6">S</cbc:ID>');
    const total = (name: string) => at(xml, `cac:LegalMonetaryTotal/cbc:${name}`)[0];
    expect(
      ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount'].map(
        total,
      ),
    ).toEqual(['345.00', '345.00', '396.75', '396.75']);
    expect(xml).toContain('<cbc:PayableAmount currencyID="SAR">396.75</cbc:PayableAmount>');
    expect(at(xml, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toEqual(['10']);
  });

  it('writes each line: quantity, net, VAT and the amount with VAT, item and net price', () => {
    expect(at(xml, 'cac:InvoiceLine/cbc:ID')).toEqual(['1', '2', '3']);
    expect(at(xml, 'cac:InvoiceLine/cbc:InvoicedQuantity')).toEqual(['2', '1', '1']);
    expect(at(xml, 'cac:InvoiceLine/cbc:LineExtensionAmount')).toEqual([
      '90.00',
      '230.00',
      '25.00',
    ]);
    expect(at(xml, 'cac:InvoiceLine/cac:TaxTotal/cbc:TaxAmount')).toEqual([
      '13.50',
      '34.50',
      '3.75',
    ]);
    expect(at(xml, 'cac:InvoiceLine/cac:TaxTotal/cbc:RoundingAmount')).toEqual([
      '103.50',
      '264.50',
      '28.75',
    ]);
    expect(at(xml, 'cac:InvoiceLine/cac:Item/cbc:Name')).toEqual([
      'فلتر زيت تويوتا كامري 2018',
      'تيل فرامل أمامي',
      'توصيل',
    ]);
    expect(at(xml, 'cac:InvoiceLine/cac:Price/cbc:PriceAmount')).toEqual([
      '45.00',
      '230.00',
      '25.00',
    ]);
    expect(xml).not.toContain('BaseQuantity');
  });

  it('writes its parts in the order of UBL 2.1 and the SDK sample', () => {
    expect(topLevelNames(xml)).toEqual([
      'cbc:ProfileID',
      'cbc:ID',
      'cbc:UUID',
      'cbc:IssueDate',
      'cbc:IssueTime',
      'cbc:InvoiceTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:TaxCurrencyCode',
      'cac:AdditionalDocumentReference',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentMeans',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
    ]);
  });

  it.skipIf(!sdkData)(`follows the SDK sample's order of elements${NEEDS_SDK}`, () => {
    const sample = topLevelNames(sdkFile(SDK_SAMPLES.invoice)).filter(
      (name) =>
        !['ext:UBLExtensions', 'cac:Signature', 'cbc:Note', 'cac:AllowanceCharge'].includes(name),
    );
    expect(topLevelNames(xml)).toEqual(sample);
  });
});

describe('the UBL XML', () => {
  it('of a credit note: type 381, the invoice it corrects, and its reason with the payment means', () => {
    const xml = invoiceXml(sampleCreditNote());
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(at(xml, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toEqual([
      'INV-2024-000123',
    ]);
    expect(at(xml, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toEqual(['10']);
    expect(at(xml, 'cac:PaymentMeans/cbc:InstructionNote')).toEqual([
      'إرجاع قطعة غير مطابقة للسيارة',
    ]);
    expect(xml.indexOf('<cac:BillingReference>')).toBeLessThan(
      xml.indexOf('<cac:AdditionalDocumentReference>'),
    );
  });

  it('keeps long Arabic names and escapes what XML reserves', () => {
    const longName = 'مجموعة قطع غيار أصلية لمحرك تويوتا لاند كروزر ٢٠٢٣ — '.repeat(15);
    const document = sampleInvoice({
      seller: { ...sampleInvoice().seller, legalNameEn: 'Parts & "Spares" <Riyadh>' },
      buyerName: 'عبدالرحمن بن عبدالعزيز آل سعود للتجارة والمقاولات',
      lines: sampleInvoice().lines.map((line, index) =>
        index === 0 ? { ...line, name: longName } : line,
      ),
    });
    const xml = invoiceXml(document);
    expect(at(xml, 'cac:InvoiceLine/cac:Item/cbc:Name')[0]).toBe(longName.trim());
    expect(xml).toContain('Parts &amp; &quot;Spares&quot; &lt;Riyadh&gt;');
    expect(
      at(xml, 'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName'),
    ).toEqual([`${ARABIC_SELLER_NAME} | Parts & "Spares" <Riyadh>`]);
  });

  it('of a line priced with VAT included: the price of its whole quantity', () => {
    const xml = invoiceXml(
      sampleInvoice({
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
      }),
    );
    expect(at(xml, 'cac:InvoiceLine/cac:Price/cbc:PriceAmount')).toEqual(['260.87']);
    expect(xml).toContain('<cbc:BaseQuantity unitCode="PCE">3</cbc:BaseQuantity>');
  });

  it('without a buyer name: an empty customer party, which UBL requires', () => {
    const xml = invoiceXml(sampleInvoice({ buyerName: undefined }));
    expect(xml).toMatch(
      /<cac:AccountingCustomerParty>\s*<cac:Party\/>\s*<\/cac:AccountingCustomerParty>/,
    );
  });

  it('is not written for figures that do not add up', () => {
    const document = sampleInvoice();
    expect(() =>
      invoiceXml({ ...document, totals: { ...document.totals, vatHalalas: 0 } }),
    ).toThrow(InvoiceValidationError);
  });

  it('refuses a control character XML cannot carry', () => {
    expect(() => invoiceXml(sampleInvoice({ buyerName: 'a\u0001b' }))).toThrow(
      /character XML cannot hold/,
    );
  });
});
