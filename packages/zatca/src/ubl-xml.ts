/**
 * The unsigned UBL 2.1 XML of a simplified tax invoice or credit note, laid out as the SDK's
 * `Samples/Simplified/Invoice/Simplified_Invoice.xml`: same elements, same order, same
 * namespaces. Built as text (every value escaped), so what the stamp inserts later lands between
 * elements without changing a byte of what the invoice hash covers.
 */
import {
  assertValidTaxDocument,
  issueDateTime,
  sellerName,
  type InvoiceLine,
  type Seller,
  type TaxDocument,
} from './invoice-model.js';
import { UBL_NAMESPACES } from './namespaces.js';
import { amountText, block, el, percentText, render, type XmlLines } from './xml-text.js';

/** KSA-2 for a simplified document: "02", not third party, nominal, export, summary or self-billed. */
const SIMPLIFIED_TRANSACTION = '0200000';
const TYPE_CODE = { invoice: '388', 'credit-note': '381' } as const;
const CURRENCY = 'SAR';

function sar(name: string, halalas: number): string {
  return `<${name} currencyID="${CURRENCY}">${amountText(halalas)}</${name}>`;
}

/**
 * The unsigned XML of a simplified tax invoice or credit note (UTF-8 text). Validates the
 * document first and throws an `InvoiceValidationError` if ZATCA would refuse its figures. It
 * has the ICV and PIH references but no QR, `cac:Signature` or `ext:UBLExtensions`: those are
 * the stamp's (`signInvoice`), and ZATCA takes a simplified document only stamped (BR-KSA-60).
 */
export function invoiceXml(document: TaxDocument): string {
  assertValidTaxDocument(document);
  const issued = issueDateTime(document.issuedAt);
  const rate = document.lines[0]?.vatRateBasisPoints ?? 0;
  const totals = document.totals;

  const body: XmlLines[] = [
    el('cbc:ProfileID', 'reporting:1.0'),
    el('cbc:ID', document.number),
    el('cbc:UUID', document.uuid),
    el('cbc:IssueDate', issued.date),
    el('cbc:IssueTime', issued.time),
    el('cbc:InvoiceTypeCode', TYPE_CODE[document.kind], ` name="${SIMPLIFIED_TRANSACTION}"`),
    el('cbc:DocumentCurrencyCode', CURRENCY),
    el('cbc:TaxCurrencyCode', CURRENCY),
    ...(document.kind === 'credit-note'
      ? block('cac:BillingReference', [
          ...block('cac:InvoiceDocumentReference', [el('cbc:ID', document.originalInvoiceNumber)]),
        ])
      : []),
    ...block('cac:AdditionalDocumentReference', [
      el('cbc:ID', 'ICV'),
      el('cbc:UUID', String(document.counter)),
    ]),
    ...block('cac:AdditionalDocumentReference', [
      el('cbc:ID', 'PIH'),
      ...block('cac:Attachment', [
        el(
          'cbc:EmbeddedDocumentBinaryObject',
          document.previousInvoiceHash,
          ' mimeCode="text/plain"',
        ),
      ]),
    ]),
    ...supplierParty(document.seller),
    ...block('cac:AccountingCustomerParty', [
      ...(document.buyerName?.trim()
        ? block('cac:Party', [
            ...block('cac:PartyLegalEntity', [
              el('cbc:RegistrationName', document.buyerName.trim()),
            ]),
          ])
        : ['<cac:Party/>']),
    ]),
    ...paymentMeans(document),
    // Two TaxTotals, as BR-KSA-EN16931-09 wants once a tax currency is given: the VAT in the
    // tax currency alone, then the VAT with its one breakdown (BR-KSA-EN16931-08).
    ...block('cac:TaxTotal', [sar('cbc:TaxAmount', totals.vatHalalas)]),
    ...block('cac:TaxTotal', [
      sar('cbc:TaxAmount', totals.vatHalalas),
      ...block('cac:TaxSubtotal', [
        sar('cbc:TaxableAmount', totals.taxExclusiveHalalas),
        sar('cbc:TaxAmount', totals.vatHalalas),
        ...block('cac:TaxCategory', [
          el('cbc:ID', 'S', ' schemeID="UN/ECE 5305" schemeAgencyID="6"'),
          el('cbc:Percent', percentText(rate)),
          ...block('cac:TaxScheme', [
            el('cbc:ID', 'VAT', ' schemeID="UN/ECE 5153" schemeAgencyID="6"'),
          ]),
        ]),
      ]),
    ]),
    ...block('cac:LegalMonetaryTotal', [
      sar('cbc:LineExtensionAmount', totals.lineExtensionHalalas),
      sar('cbc:TaxExclusiveAmount', totals.taxExclusiveHalalas),
      sar('cbc:TaxInclusiveAmount', totals.taxInclusiveHalalas),
      sar('cbc:PayableAmount', totals.payableHalalas),
    ]),
    ...document.lines.flatMap((line, index) => invoiceLine(line, index + 1)),
  ];

  const root =
    `<Invoice xmlns="${UBL_NAMESPACES.invoice}" xmlns:cac="${UBL_NAMESPACES.cac}"` +
    ` xmlns:cbc="${UBL_NAMESPACES.cbc}" xmlns:ext="${UBL_NAMESPACES.ext}">`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    root,
    ...render(body, 1),
    '</Invoice>',
    '',
  ].join('\n');
}

function supplierParty(seller: Seller): XmlLines[] {
  const address = seller.address;
  return block('cac:AccountingSupplierParty', [
    ...block('cac:Party', [
      ...block('cac:PartyIdentification', [el('cbc:ID', seller.crn, ' schemeID="CRN"')]),
      ...block('cac:PostalAddress', [
        el('cbc:StreetName', address.street),
        el('cbc:BuildingNumber', address.buildingNumber),
        el('cbc:PlotIdentification', address.additionalNumber),
        el('cbc:CitySubdivisionName', address.district),
        el('cbc:CityName', address.city),
        el('cbc:PostalZone', address.postalCode),
        ...block('cac:Country', [el('cbc:IdentificationCode', address.countryCode)]),
      ]),
      ...block('cac:PartyTaxScheme', [
        el('cbc:CompanyID', seller.vatNumber),
        ...block('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
      ]),
      ...block('cac:PartyLegalEntity', [el('cbc:RegistrationName', sellerName(seller))]),
    ]),
  ]);
}

/** The payment means; a credit note's carries its reason (KSA-10, BR-KSA-17). */
function paymentMeans(document: TaxDocument): XmlLines[] {
  if (document.kind === 'credit-note') {
    return block('cac:PaymentMeans', [
      el('cbc:PaymentMeansCode', document.paymentMeansCode),
      el('cbc:InstructionNote', document.reason.trim()),
    ]);
  }
  return document.paymentMeansCode
    ? block('cac:PaymentMeans', [el('cbc:PaymentMeansCode', document.paymentMeansCode)])
    : [];
}

function invoiceLine(line: InvoiceLine, id: number): XmlLines[] {
  const baseQuantity = line.priceBaseQuantity ?? 1;
  return block('cac:InvoiceLine', [
    el('cbc:ID', String(id)),
    el('cbc:InvoicedQuantity', String(line.quantity), ' unitCode="PCE"'),
    sar('cbc:LineExtensionAmount', line.lineNetHalalas),
    ...block('cac:TaxTotal', [
      sar('cbc:TaxAmount', line.lineVatHalalas),
      // KSA-12, the line's amount with VAT (BR-KSA-51); UBL calls it RoundingAmount.
      sar('cbc:RoundingAmount', line.lineNetHalalas + line.lineVatHalalas),
    ]),
    ...block('cac:Item', [
      el('cbc:Name', line.name.trim()),
      ...block('cac:ClassifiedTaxCategory', [
        el('cbc:ID', 'S'),
        el('cbc:Percent', percentText(line.vatRateBasisPoints)),
        ...block('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
      ]),
    ]),
    ...block('cac:Price', [
      sar('cbc:PriceAmount', line.netPriceHalalas),
      ...(baseQuantity === 1
        ? []
        : [el('cbc:BaseQuantity', String(baseQuantity), ' unitCode="PCE"')]),
    ]),
  ]);
}
