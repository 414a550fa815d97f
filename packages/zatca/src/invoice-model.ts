/**
 * The figures of a simplified tax invoice or credit note, as the server has them: amounts in
 * integer halalas that `@taseer/money` computed. This package checks that they add up the way
 * ZATCA's validation rules require (the SDK's `Data/Rules/schematrons`: the EN 16931 rules
 * `CEN-EN16931-UBL.xsl`, BR-CO-* and BR-S-*, and ZATCA's own `20210819_ZATCA_E-invoice_Validation_Rules.xsl`,
 * BR-KSA-*) and formats them; it never prices anything itself.
 */
import { totalsOf } from '@taseer/money';

/** The seller's national address (BR-KSA-09), as the SPL national address names its parts. */
export interface SellerAddress {
  /** Four digits (BR-KSA-37). */
  buildingNumber: string;
  street: string;
  /** KSA-3, `cbc:CitySubdivisionName`. */
  district: string;
  city: string;
  /** Five digits (BR-KSA-66). */
  postalCode: string;
  /** The address's additional number, `cbc:PlotIdentification` as the SDK's samples have it. */
  additionalNumber: string;
  countryCode: 'SA';
}

export interface Seller {
  /** The legal name in Arabic: the invoice's RegistrationName and the QR's tag 1. */
  legalNameAr: string;
  /** When given, written after the Arabic name as "العربي | English" (the SDK samples' form). */
  legalNameEn?: string;
  /** Fifteen digits, the first and the last a 3 (BR-KSA-40). */
  vatNumber: string;
  /** The commercial registration number, `schemeID="CRN"` (BR-KSA-08: letters and digits). */
  crn: string;
  address: SellerAddress;
}

/**
 * One invoice line. The price is net of VAT (BT-146): `netPriceHalalas` is the price of
 * `priceBaseQuantity` units (BT-149), of one unless given, and `lineNetHalalas` must equal
 * quantity × netPrice / priceBaseQuantity exactly (BR-KSA-EN16931-11). A line priced with VAT
 * included whose net is not a whole number of halalas per unit states the price of the whole
 * quantity: `netPriceHalalas = lineNetHalalas`, `priceBaseQuantity = quantity` (README).
 */
export interface InvoiceLine {
  name: string;
  /** Pieces, a positive whole number (unit code PCE). */
  quantity: number;
  netPriceHalalas: number;
  priceBaseQuantity?: number;
  /** BT-131, the line's amount without VAT. */
  lineNetHalalas: number;
  /** The line's VAT rate in basis points (1500 = 15 %); one rate for the whole document. */
  vatRateBasisPoints: number;
  /** KSA-11, the line's VAT. */
  lineVatHalalas: number;
}

/** The document totals (BG-22), in halalas. */
export interface InvoiceTotals {
  /** BT-106: the sum of the lines' net amounts. */
  lineExtensionHalalas: number;
  /** BT-109: the total without VAT (equal to the lines' sum: no document allowances or charges). */
  taxExclusiveHalalas: number;
  /** BT-110: the document's VAT. */
  vatHalalas: number;
  /** BT-112: the total with VAT. */
  taxInclusiveHalalas: number;
  /** BT-115: what is payable (equal to the total with VAT: no prepayment, no rounding). */
  payableHalalas: number;
}

/** UNTDID 4461 payment means (BT-81), those a spare-parts shop takes. */
export const PAYMENT_MEANS = {
  notDefined: '1',
  cash: '10',
  creditTransfer: '30',
  bankAccount: '42',
  bankCard: '48',
} as const;
export type PaymentMeansCode = (typeof PAYMENT_MEANS)[keyof typeof PAYMENT_MEANS];

interface TaxDocumentBase {
  /** The seller's sequential document number (BT-1). */
  number: string;
  /** KSA-1: an RFC 4122 UUID, unique per document. */
  uuid: string;
  /** When the document was issued; written in Asia/Riyadh time (`issueDateTime`). */
  issuedAt: Date;
  /** KSA-16, the invoice counter value (ICV): the device's count of documents, never reset. */
  counter: number;
  /** KSA-13, the previous document's hash (Base64); `INITIAL_PIH` for the first. */
  previousInvoiceHash: string;
  seller: Seller;
  /** BT-44, when the customer gave one (a simplified invoice does not need it). */
  buyerName?: string;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
}

/** A simplified tax invoice (388, `name="0200000"`). */
export interface SimplifiedInvoice extends TaxDocumentBase {
  kind: 'invoice';
  /** How the customer paid, when known (BT-81). */
  paymentMeansCode?: PaymentMeansCode;
}

/** A credit note on a simplified tax invoice (381, `name="0200000"`). */
export interface SimplifiedCreditNote extends TaxDocumentBase {
  kind: 'credit-note';
  /** BT-25, the number of the invoice this note corrects (BR-KSA-56). */
  originalInvoiceNumber: string;
  /** KSA-10, why it is issued (BR-KSA-17), 1–1000 characters (BR-KSA-F-06-C13). */
  reason: string;
  /** How the money goes back (BT-81); the PaymentMeans that carries the reason needs one. */
  paymentMeansCode: PaymentMeansCode;
}

export type TaxDocument = SimplifiedInvoice | SimplifiedCreditNote;

/** One way a document breaks a rule: the rule's code in ZATCA's rule files, and what is wrong. */
export interface InvoiceProblem {
  rule: string;
  message: string;
}

/** Thrown for a document whose figures or fields ZATCA would refuse; lists every problem. */
export class InvoiceValidationError extends Error {
  constructor(readonly problems: readonly InvoiceProblem[]) {
    super(
      `invalid tax document: ${problems.map((problem) => `[${problem.rule}] ${problem.message}`).join('; ')}`,
    );
    this.name = 'InvoiceValidationError';
  }
}

// Asia/Riyadh is UTC+03:00 all year: Saudi Arabia keeps no daylight saving time.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * IssueDate and IssueTime of an instant, in Asia/Riyadh local time without a zone suffix
 * ("hh:mm:ss for time expressed in local time", BR-KSA-70). The SDK's samples write local
 * times the same way; the stamped QR's tag 3 repeats them as written, because ZATCA compares the
 * two (its warning `invoiceTimeStamp_QRCODE_INVALID`).
 */
export function issueDateTime(instant: Date): { date: string; time: string } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('issue instant is not a valid date');
  const local = new Date(instant.getTime() + RIYADH_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** The seller's name as the invoice's RegistrationName and the QR's tag 1 write it. */
export function sellerName(seller: Pick<Seller, 'legalNameAr' | 'legalNameEn'>): string {
  const arabic = seller.legalNameAr.trim();
  const english = seller.legalNameEn?.trim();
  return english ? `${arabic} | ${english}` : arabic;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** The VAT the money rule computes on a net amount: round half up to the halala. */
function vatOf(netHalalas: number, rateBasisPoints: number): number {
  return totalsOf([netHalalas], {
    vatRateBasisPoints: rateBasisPoints,
    pricesIncludeVat: false,
    deliveryHalalas: 0,
  }).vatHalalas;
}

/**
 * Checks a tax document against ZATCA's rules that its own figures and fields decide; throws an
 * `InvoiceValidationError` listing every problem. Rules on the signature, the QR and the dates'
 * relation to today are the stamp's and the server's.
 */
export function assertValidTaxDocument(document: TaxDocument): void {
  const problems: InvoiceProblem[] = [];
  const fail = (rule: string, message: string) => problems.push({ rule, message });

  checkHeader(document, fail);
  checkSeller(document.seller, fail);
  if (document.buyerName !== undefined && !lengthWithin(document.buyerName, 1, 1000)) {
    fail('BR-KSA-F-06-C12', 'the buyer name must be 1 to 1000 characters');
  }
  if (document.kind === 'credit-note') {
    if (!document.originalInvoiceNumber.trim()) {
      fail('BR-KSA-56', 'a credit note must name the invoice it corrects');
    }
    if (!lengthWithin(document.reason, 1, 1000)) {
      fail('BR-KSA-17', 'a credit note must give its reason, 1 to 1000 characters');
    }
  }
  checkFigures(document, fail);

  if (problems.length > 0) throw new InvoiceValidationError(problems);
}

type Fail = (rule: string, message: string) => void;

function checkHeader(document: TaxDocument, fail: Fail): void {
  if (!document.number.trim()) fail('BR-02', 'the document needs a number');
  if (!UUID.test(document.uuid)) fail('BR-KSA-03', `"${document.uuid}" is not a UUID`);
  if (Number.isNaN(document.issuedAt.getTime())) fail('BR-03', 'the issue instant is not a date');
  if (!Number.isSafeInteger(document.counter) || document.counter < 0) {
    fail('BR-KSA-34', 'the invoice counter value must be a whole number of 0 or more');
  }
  if (!isPreviousHash(document.previousInvoiceHash)) {
    fail('BR-KSA-26', 'the previous invoice hash must be the Base64 of a SHA-256 hash');
  }
}

/** A Base64 SHA-256: 32 bytes, or the 64 hex digits of the first document's PIH. */
function isPreviousHash(text: string): boolean {
  if (!BASE64.test(text) || text.length === 0) return false;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 || HEX_SHA256.test(bytes.toString('latin1'));
}

function checkSeller(seller: Seller, fail: Fail): void {
  if (!seller.legalNameAr.trim()) fail('BR-06', 'the seller needs a legal name');
  if (!/^3\d{13}3$/.test(seller.vatNumber)) {
    fail('BR-KSA-40', 'the seller VAT number must be 15 digits, the first and the last a 3');
  }
  if (!/^[A-Za-z0-9]+$/.test(seller.crn)) {
    fail('BR-KSA-08', 'the commercial registration number must be letters and digits only');
  }
  const address = seller.address;
  if (!/^\d{4}$/.test(address.buildingNumber)) {
    fail('BR-KSA-37', 'the building number must be 4 digits');
  }
  if (!/^\d{5}$/.test(address.postalCode)) fail('BR-KSA-66', 'the postal code must be 5 digits');
  if (!lengthWithin(address.street, 1, 1000)) {
    fail('BR-KSA-F-06-C4', 'the street must be 1 to 1000 characters');
  }
  if (!lengthWithin(address.city, 1, 127)) {
    fail('BR-KSA-F-06-C7', 'the city must be 1 to 127 characters');
  }
  if (!lengthWithin(address.district, 1, 127)) {
    fail('BR-KSA-F-06-C9', 'the district must be 1 to 127 characters');
  }
  if (!/^\d{4}$/.test(address.additionalNumber)) {
    // BR-KSA-09 requires it (PlotIdentification); its four digits are the national address's.
    fail('BR-KSA-09', 'the additional number of the national address must be 4 digits');
  }
  if (address.countryCode !== 'SA') fail('BR-KSA-09', 'the seller country must be SA');
}

function checkFigures(document: TaxDocument, fail: Fail): void {
  const { lines, totals } = document;
  if (lines.length === 0) fail('BR-16', 'the document needs at least one line');

  for (const [name, value] of Object.entries(totals)) {
    if (!isHalalas(value)) fail('BR-KSA-F-04', `${name} must be a whole number of halalas ≥ 0`);
  }

  const rate = lines[0]?.vatRateBasisPoints ?? 0;
  let sumNet = 0;
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (!line.name.trim()) fail('BR-25', `${at} needs a name`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      fail('BR-KSA-F-04', `${at}: the quantity must be a whole number above 0`);
    }
    const baseQuantity = line.priceBaseQuantity ?? 1;
    if (!Number.isSafeInteger(baseQuantity) || baseQuantity <= 0) {
      fail('BR-KSA-EN16931-12', `${at}: the price base quantity must be a whole number above 0`);
    }
    const amounts = [line.netPriceHalalas, line.lineNetHalalas, line.lineVatHalalas];
    if (!amounts.every(isHalalas)) {
      fail('BR-KSA-F-04', `${at}: amounts must be whole numbers of halalas ≥ 0`);
      return;
    }
    // One VAT breakdown, category S (standard rate): a positive rate (EN 16931's BR-S-05, which
    // the SDK's copy of the CEN rules leaves out), the same on every line.
    if (!Number.isSafeInteger(line.vatRateBasisPoints) || line.vatRateBasisPoints <= 0) {
      fail('BR-S-05', `${at}: the VAT rate must be above 0 (category S)`);
    } else if (line.vatRateBasisPoints > 10_000) {
      fail('BR-KSA-DEC-02', `${at}: the VAT rate must be at most 100 %`);
    } else if (line.vatRateBasisPoints !== rate) {
      fail('BR-S-08', `${at}: every line must have the document's one VAT rate`);
    }
    if (line.lineNetHalalas * baseQuantity !== line.quantity * line.netPriceHalalas) {
      fail(
        'BR-KSA-EN16931-11',
        `${at}: the net amount ${line.lineNetHalalas} is not quantity ${line.quantity} × price ${line.netPriceHalalas} / ${baseQuantity}`,
      );
    }
    // The SDK's rules have no check of a line's VAT against its rate; it is held to the
    // tolerance BR-S-09 gives the document's VAT (one halala), so a document VAT spread over
    // the lines passes and a line VAT of another rate does not.
    const expectedVat = vatOf(line.lineNetHalalas, line.vatRateBasisPoints);
    if (Math.abs(line.lineVatHalalas - expectedVat) > 1) {
      fail(
        'KSA-11',
        `${at}: the VAT ${line.lineVatHalalas} is not the net ${line.lineNetHalalas} at ${line.vatRateBasisPoints / 100} % (${expectedVat})`,
      );
    }
    sumNet += line.lineNetHalalas;
  });

  if (totals.lineExtensionHalalas !== sumNet) {
    fail(
      'BR-CO-10',
      `the lines' net amounts add up to ${sumNet}, not ${totals.lineExtensionHalalas}`,
    );
  }
  if (totals.taxExclusiveHalalas !== totals.lineExtensionHalalas) {
    fail(
      'BR-CO-13',
      'the total without VAT must equal the sum of the lines (no allowances or charges)',
    );
  }
  const expectedVat = vatOf(totals.taxExclusiveHalalas, rate);
  if (Math.abs(totals.vatHalalas - expectedVat) > 1) {
    fail(
      'BR-S-09',
      `the VAT ${totals.vatHalalas} is not the taxable ${totals.taxExclusiveHalalas} at ${rate / 100} % (${expectedVat}, ± 1 halala)`,
    );
  }
  if (totals.taxInclusiveHalalas !== totals.taxExclusiveHalalas + totals.vatHalalas) {
    fail('BR-CO-15', 'the total with VAT must equal the total without VAT plus the VAT');
  }
  if (totals.payableHalalas !== totals.taxInclusiveHalalas) {
    fail('BR-CO-16', 'the payable amount must equal the total with VAT (no prepayment)');
  }
}

function isHalalas(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function lengthWithin(text: string, min: number, max: number): boolean {
  const length = text.trim().length;
  return length >= min && length <= max;
}
