import type {
  AnswerQuoteRequest,
  ApiError,
  ChoosePaymentRequest,
  PaymentChosen,
  PublicQuote,
  QuoteChangeRequestInput,
  components,
} from '@taseer/api';

/**
 * The page's calls (openapi/paths/quotes.yaml): read the quote behind the link, answer it, or ask
 * for changes to it; and read the sale's invoice (openapi/paths/invoices.yaml).
 * They take no API key and no session: the token in the address is the credential.
 */

/** An issued invoice or credit note, as the contract gives it. */
export type TaxDocument = components['schemas']['TaxDocument'];
type PublicTaxDocuments = components['schemas']['PublicTaxDocuments'];

export type QuoteResult =
  | { kind: 'quote'; quote: PublicQuote }
  | { kind: 'not-found' }
  | { kind: 'too-many' }
  /** The server refused the answer (409 closed, 400 invalid): its message, to show. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'failed' };

const base = (token: string) => `/api/v1/public/quotes/${encodeURIComponent(token)}`;

async function toResult(response: Response): Promise<QuoteResult> {
  if (response.ok) return { kind: 'quote', quote: (await response.json()) as PublicQuote };
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 429) return { kind: 'too-many' };
  if (response.status === 400 || response.status === 409) {
    const body = (await response.json().catch(() => null)) as ApiError | null;
    return { kind: 'refused', status: response.status, message: body?.message ?? '' };
  }
  return { kind: 'failed' };
}

export async function readQuote(token: string): Promise<QuoteResult> {
  try {
    return await toResult(await fetch(base(token), { cache: 'no-store' }));
  } catch {
    return { kind: 'failed' };
  }
}

export async function answerQuote(token: string, body: AnswerQuoteRequest): Promise<QuoteResult> {
  try {
    return await toResult(
      await fetch(`${base(token)}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { kind: 'failed' };
  }
}

/** Asks the shop for changes to the version shown (another brand, cheaper, not needed, a note). */
export async function requestChange(
  token: string,
  body: QuoteChangeRequestInput,
): Promise<QuoteResult> {
  try {
    return await toResult(
      await fetch(`${base(token)}/change-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { kind: 'failed' };
  }
}

/** After declining, or once the quote expired, the customer asks the shop for a new one. */
export async function requestNewQuote(token: string, version: number): Promise<QuoteResult> {
  try {
    return await toResult(
      await fetch(`${base(token)}/new-quote-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version }),
      }),
    );
  } catch {
    return { kind: 'failed' };
  }
}

/** What choosing a way to pay answers: the quote, and for card the gateway's page to open. */
export type PaymentResult =
  | { kind: 'chosen'; quote: PublicQuote; checkoutUrl: string | null }
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'failed' };

export async function choosePayment(
  token: string,
  body: ChoosePaymentRequest,
): Promise<PaymentResult> {
  try {
    const response = await fetch(`${base(token)}/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) {
      const chosen = (await response.json()) as PaymentChosen;
      return { kind: 'chosen', quote: chosen.quote, checkoutUrl: chosen.checkoutUrl };
    }
    const error = (await response.json().catch(() => null)) as ApiError | null;
    if (response.status >= 500 && error?.code !== 'GATEWAY_FAILED') return { kind: 'failed' };
    return {
      kind: 'refused',
      status: response.status,
      code: error?.code ?? '',
      message: error?.message ?? '',
    };
  } catch {
    return { kind: 'failed' };
  }
}

/** Back from the gateway's page: the server asks the gateway, then answers the quote. */
export async function checkPayment(token: string): Promise<QuoteResult> {
  try {
    return await toResult(await fetch(`${base(token)}/payment/check`, { method: 'POST' }));
  } catch {
    return { kind: 'failed' };
  }
}

/** What reading the sale's invoice and credit notes gave (openapi/paths/invoices.yaml). */
export type TaxDocumentsResult =
  { kind: 'documents'; documents: TaxDocument[] } | { kind: 'too-many' } | { kind: 'failed' };

/** The invoice and credit notes of the order behind the link, oldest first (none before it is invoiced). */
export async function readTaxDocuments(token: string): Promise<TaxDocumentsResult> {
  try {
    const response = await fetch(`${base(token)}/invoices`, { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as PublicTaxDocuments;
      return { kind: 'documents', documents: body.documents };
    }
    return response.status === 429 ? { kind: 'too-many' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The gateway sends the customer back to `/q/{token}?payment=return`. */
export function isPaymentReturn(search: string): boolean {
  return new URLSearchParams(search).get('payment') === 'return';
}

/** The token is the address's last segment: /q/{token}. */
export function tokenFromPath(pathname: string): string {
  const match = /^\/q\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}
