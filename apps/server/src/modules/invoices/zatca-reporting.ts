import type { TaxReportMessage } from '../../db/schema.js';

/** What ZATCA's reporting API decided about one simplified document. */
export interface ReportOutcome {
  status: 'reported' | 'reported_with_warnings' | 'rejected';
  messages: TaxReportMessage[];
}

export interface ReportRequest {
  uuid: string;
  invoiceHash: string;
  /** The stamped XML. */
  xml: string;
}

/** The CSID's two halves, as ZATCA issued them: HTTP Basic user and password. */
export interface ReportingCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** Reports a stamped simplified document (`/invoices/reporting/single`). */
export interface ZatcaReporting {
  report(
    request: ReportRequest,
    credentials: ReportingCredentials,
    signal: AbortSignal,
  ): Promise<ReportOutcome>;
}

/** ZATCA did not decide (down, timed out, refused the credentials): the job tries again. */
export class ReportingUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportingUnavailable';
  }
}

interface ZatcaMessage {
  code?: unknown;
  message?: unknown;
}

interface ZatcaAnswer {
  reportingStatus?: unknown;
  validationResults?: { warningMessages?: ZatcaMessage[]; errorMessages?: ZatcaMessage[] };
}

function messagesOf(list: ZatcaMessage[] | undefined, type: 'error' | 'warning') {
  return (list ?? []).map((message): TaxReportMessage => ({
    type,
    code: String(message.code ?? ''),
    message: String(message.message ?? ''),
  }));
}

/**
 * ZATCA's reporting API over HTTP (e-invoicing developer portal, "Reporting API"): 200 reported,
 * 202 reported with warnings, 400 not reported with its errors; anything else is no decision.
 * The local stand-in answers the same way, so this one class talks to both.
 */
export class ZatcaReportingApi implements ZatcaReporting {
  constructor(private readonly baseUrl: string) {}

  async report(
    request: ReportRequest,
    credentials: ReportingCredentials,
    signal: AbortSignal,
  ): Promise<ReportOutcome> {
    const authorization = Buffer.from(
      `${credentials.binarySecurityToken}:${credentials.secret}`,
    ).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/invoices/reporting/single`, {
        method: 'POST',
        signal,
        redirect: 'error',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': 'en',
          'accept-version': 'V2',
          'clearance-status': '0',
          authorization: `Basic ${authorization}`,
        },
        body: JSON.stringify({
          invoiceHash: request.invoiceHash,
          uuid: request.uuid,
          invoice: Buffer.from(request.xml, 'utf8').toString('base64'),
        }),
      });
    } catch (error) {
      throw new ReportingUnavailable(`ZATCA did not answer: ${(error as Error).message}`);
    }
    if (![200, 202, 400].includes(response.status)) {
      // The answer's body may echo what was sent: only its status is kept.
      throw new ReportingUnavailable(`ZATCA answered ${response.status}`);
    }
    const answer = (await response.json().catch(() => ({}))) as ZatcaAnswer;
    const messages = [
      ...messagesOf(answer.validationResults?.errorMessages, 'error'),
      ...messagesOf(answer.validationResults?.warningMessages, 'warning'),
    ];
    if (response.status === 400 || answer.reportingStatus !== 'REPORTED') {
      return { status: 'rejected', messages };
    }
    return {
      status:
        response.status === 202 || messages.length > 0 ? 'reported_with_warnings' : 'reported',
      messages,
    };
  }
}

/** ZATCA's bases (gw-fatoora.zatca.gov.sa/e-invoicing/…): never called from tests. */
export const ZATCA_BASE_URLS = {
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;
