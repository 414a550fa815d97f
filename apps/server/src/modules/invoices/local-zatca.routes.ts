import { createPublicKey, verify, X509Certificate } from 'node:crypto';
import { decodeInvoiceQr, invoiceHash } from '@taseer/zatca';
import type { FastifyInstance } from 'fastify';
import type { TaxReportMessage } from '../../db/schema.js';

/**
 * A stand-in for ZATCA's reporting API, served by a development or test server only (app.ts never
 * mounts it when NODE_ENV is production), answering as `/invoices/reporting/single` does: 200
 * reported, 202 reported with warnings, 400 not reported with its errors, 401 without
 * credentials. So issuing, stamping and reporting run offline over real HTTP, and
 * ZatcaReportingApi is the code that talks to it.
 *
 * It checks what a forged or broken document would fail at ZATCA: the hash recomputed from the
 * XML, the UUID, the QR's hash and ECDSA signature against its public key, the certificate in the
 * signature against the one the call authenticates with; and it follows each seller's chain,
 * warning when a document's PIH is not the hash of the last one it accepted (as ZATCA warns).
 * Chains live in this process's memory: a restart forgets them, as a test service may.
 */
export const LOCAL_ZATCA_PREFIX = '/local-zatca/e-invoicing';
/** The password half of a CSID the stand-in issues (any token is the certificate itself). */
export const LOCAL_ZATCA_SECRET = 'local-zatca-secret';
const MAX_SELLERS = 10_000;

interface ReportBody {
  invoiceHash?: unknown;
  uuid?: unknown;
  invoice?: unknown;
}

function referenceValue(xml: string, id: string): string | null {
  const start = xml.indexOf(`<cbc:ID>${id}</cbc:ID>`);
  if (start < 0) return null;
  const match = /<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(xml.slice(start));
  return match?.[1]?.trim() ?? null;
}

function firstValue(xml: string, element: string): string | null {
  return new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml)?.[1]?.trim() ?? null;
}

export async function localZatcaRoutes(app: FastifyInstance): Promise<void> {
  const lastHashBySeller = new Map<string, string>();

  app.post<{ Body: ReportBody }>(
    `${LOCAL_ZATCA_PREFIX}/invoices/reporting/single`,
    async (request, reply) => {
      const authorization = request.headers.authorization ?? '';
      const [token, secret] = Buffer.from(authorization.replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      if (!authorization.startsWith('Basic ') || !token || secret !== LOCAL_ZATCA_SECRET) {
        return reply.code(401).send({ message: 'Unauthorized' });
      }
      const body = request.body ?? {};
      const xml =
        typeof body.invoice === 'string'
          ? Buffer.from(body.invoice, 'base64').toString('utf8')
          : '';
      const errors: TaxReportMessage[] = [];
      const warnings: TaxReportMessage[] = [];
      const fail = (code: string, message: string) => errors.push({ type: 'error', code, message });

      let computed: string | null = null;
      try {
        computed = invoiceHash(xml);
      } catch {
        fail('XSD_ZATCA_INVALID', 'The invoice is not well-formed XML');
      }
      if (computed !== null && computed !== body.invoiceHash) {
        fail('invalid-invoice-hash', 'The invoice hash does not match the invoice');
      }
      if (firstValue(xml, 'cbc:UUID') !== body.uuid) {
        fail('invalid-uuid', 'The UUID does not match the invoice');
      }
      checkStamp(xml, computed, token, fail);

      const seller = firstValue(xml, 'cbc:CompanyID') ?? '';
      const previous = referenceValue(xml, 'PIH');
      const last = lastHashBySeller.get(seller);
      if (last !== undefined && previous !== last) {
        warnings.push({
          type: 'warning',
          code: 'KSA-13',
          message: 'The previous invoice hash is not the hash of the last invoice reported',
        });
      }

      const validationResults = {
        infoMessages: [],
        warningMessages: warnings.map(({ code, message }) => ({ type: 'WARNING', code, message })),
        errorMessages: errors.map(({ code, message }) => ({ type: 'ERROR', code, message })),
        status: errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS',
      };
      if (errors.length > 0) {
        return reply.code(400).send({ validationResults, reportingStatus: 'NOT_REPORTED' });
      }
      if (lastHashBySeller.size >= MAX_SELLERS) lastHashBySeller.clear();
      lastHashBySeller.set(seller, computed ?? '');
      return reply
        .code(warnings.length > 0 ? 202 : 200)
        .send({ validationResults, reportingStatus: 'REPORTED' });
    },
  );
}

/**
 * The stamp: the QR's hash is the invoice's, its signature verifies with its public key, the
 * certificate in the signature holds that key, and it is the one the call authenticated with.
 */
function checkStamp(
  xml: string,
  computed: string | null,
  token: string,
  fail: (code: string, message: string) => void,
): void {
  const qr = referenceValue(xml, 'QR');
  const certificateText = firstValue(xml, 'ds:X509Certificate');
  if (!qr || !certificateText) {
    fail('BR-KSA-60', 'A simplified invoice must carry its cryptographic stamp and QR code');
    return;
  }
  try {
    const tags = new Map(decodeInvoiceQr(qr).map((record) => [record.tag, record.bytes]));
    const hash = Buffer.from(tags.get(6) ?? []).toString('utf8');
    const signature = Buffer.from(Buffer.from(tags.get(7) ?? []).toString('utf8'), 'base64');
    const publicKey = createPublicKey({
      key: Buffer.from(tags.get(8) ?? []),
      format: 'der',
      type: 'spki',
    });
    if (hash !== computed) fail('QRCODE_INVALID', 'The QR code does not hold the invoice hash');
    if (!verify('sha256', Buffer.from(hash, 'base64'), publicKey, signature)) {
      fail('signature-invalid', 'The cryptographic stamp does not verify');
    }
    const certificate = new X509Certificate(Buffer.from(certificateText, 'base64'));
    if (!certificate.publicKey.equals(publicKey)) {
      fail('certificate-invalid', 'The QR code public key is not the certificate’s');
    }
    const authenticated = Buffer.from(token, 'base64').toString('utf8');
    if (authenticated !== certificateText) {
      fail('certificate-invalid', 'The stamp’s certificate is not the one of these credentials');
    }
  } catch {
    fail('QRCODE_INVALID', 'The QR code cannot be read');
  }
}
