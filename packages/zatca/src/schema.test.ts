import { describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { developmentCredentials } from './credentials.js';
import { signInvoice, type StampCredentials } from './stamp.js';
import { sampleCreditNote, sampleInvoice } from './testing/documents.js';
import { NEEDS_SDK, SDK_SAMPLES, sdkData, sdkFile, sdkFileNames } from './testing/fixtures.js';
import { invoiceXml } from './ubl-xml.js';

// The UBL 2.1 schemas as the SDK ships them (Data/Schemas/xsds/UBL2.1/xsd). xmllint-wasm's file
// system is flat, so the main schema's "../common/" imports are pointed beside it.
const XSD = 'Schemas/xsds/UBL2.1/xsd';
function schemas(): { schema: XMLFileInfo; preload: XMLFileInfo[] } {
  return {
    schema: {
      fileName: 'UBL-Invoice-2.1.xsd',
      contents: sdkFile(`${XSD}/maindoc/UBL-Invoice-2.1.xsd`).replaceAll('../common/', ''),
    },
    preload: sdkFileNames(`${XSD}/common`).map((name) => ({
      fileName: name,
      contents: sdkFile(`${XSD}/common/${name}`),
    })),
  };
}

const signingTime = new Date('2024-03-10T21:30:09Z');
const development = developmentCredentials();
const longArabic = 'مجموعة قطع غيار أصلية لمحرك تويوتا لاند كروزر ٢٠٢٣ — '.repeat(15);

function documents(): Record<string, string> {
  const sdkCredentials: StampCredentials = {
    privateKeyPem: sdkFile('Certificates/ec-secp256k1-priv-key.pem'),
    certificatePem: sdkFile('Certificates/cert.pem'),
  };
  const invoice = invoiceXml(sampleInvoice());
  const creditNote = invoiceXml(sampleCreditNote());
  const arabic = invoiceXml(
    sampleInvoice({
      buyerName: longArabic,
      lines: sampleInvoice().lines.map((line) => ({ ...line, name: longArabic })),
    }),
  );
  const vatIncluded = invoiceXml(
    sampleInvoice({
      buyerName: undefined,
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
  return {
    invoice,
    'credit-note': creditNote,
    'long-arabic': arabic,
    'vat-included-no-buyer': vatIncluded,
    'invoice-signed': signInvoice(invoice, development, signingTime).xml,
    'credit-note-signed': signInvoice(creditNote, development, signingTime).xml,
    'long-arabic-signed-sdk-key': signInvoice(arabic, sdkCredentials, signingTime).xml,
    'sdk-sample': sdkFile(SDK_SAMPLES.invoice),
  };
}

// About a second a run: the schemas (2.9 MB, most of it the aggregate components) are
// compiled once per call, so every document goes in one call.
describe.skipIf(!sdkData)(`the UBL 2.1 schema${NEEDS_SDK}`, () => {
  it('takes every document this package writes, unsigned and signed', async () => {
    const { schema, preload } = schemas();
    const files = Object.entries(documents()).map(([name, contents]) => ({
      fileName: `${name}.xml`,
      contents,
    }));
    const result = await validateXML({ xml: files, schema, preload });
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('refuses a document out of order, so a pass means something', async () => {
    const { schema, preload } = schemas();
    const invoice = invoiceXml(sampleInvoice());
    const swapped = invoice.replace(
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/,
      '$3$2$1',
    );
    const result = await validateXML({
      xml: { fileName: 'swapped.xml', contents: swapped },
      schema,
      preload,
    });
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/IssueTime': This element is not expected/);
  });
});
