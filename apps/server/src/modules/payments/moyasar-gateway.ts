import {
  GatewayError,
  type CheckoutRequest,
  type CheckoutStatus,
  type GatewayCheckout,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.js';

export interface MoyasarOptions {
  /** `https://api.moyasar.com/v1`, or the local stand-in's `/local-gateway/v1`. */
  baseUrl: string;
  secretKey: string;
  timeoutMs?: number;
}

/** Moyasar's invoice and payment objects, as far as we read them. */
interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  payments?: MoyasarPayment[];
}

interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  refunded?: number;
  source?: { message?: string | null } | null;
}

/**
 * Moyasar's invoices API: an invoice is a hosted payment page for an amount in halalas. Calls
 * authenticate with the secret key as the Basic user. Nothing Moyasar sends us unasked (its
 * webhook has no signature) is believed: `fetchCheckout` is what confirms a payment.
 */
export class MoyasarGateway implements PaymentGateway {
  private readonly authorization: string;

  constructor(private readonly options: MoyasarOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<GatewayCheckout> {
    const invoice = await this.call<MoyasarInvoice>('POST', '/invoices', {
      amount: request.amountHalalas,
      currency: request.currency,
      description: request.description,
      callback_url: request.callbackUrl,
      success_url: request.returnUrl,
      back_url: request.returnUrl,
      expired_at: request.expiresAt.toISOString(),
      metadata: request.metadata,
    });
    return checkoutOf(invoice);
  }

  async fetchCheckout(checkoutId: string): Promise<GatewayCheckout> {
    return checkoutOf(
      await this.call<MoyasarInvoice>('GET', `/invoices/${encodeURIComponent(checkoutId)}`),
    );
  }

  async refund(paymentId: string, amountHalalas: number): Promise<GatewayRefund> {
    const payment = await this.call<MoyasarPayment>(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/refund`,
      { amount: amountHalalas },
    );
    return { refundedHalalas: payment.refunded ?? amountHalalas, reference: payment.id };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new GatewayError(`the gateway did not answer ${method} ${path}`, { cause: error });
    }
    if (!response.ok) {
      // The body may echo what we sent; only the status is kept.
      await response.body?.cancel();
      throw new GatewayError(`the gateway answered ${response.status} to ${method} ${path}`);
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new GatewayError(`the gateway answered ${method} ${path} with no JSON`, {
        cause: error,
      });
    }
  }
}

function checkoutOf(invoice: MoyasarInvoice): GatewayCheckout {
  if (typeof invoice?.id !== 'string' || typeof invoice.amount !== 'number') {
    throw new GatewayError('the gateway answered an invoice without id or amount');
  }
  const payments = invoice.payments ?? [];
  const paid = payments.find(
    (payment) => payment.status === 'paid' || payment.status === 'refunded',
  );
  const failed = payments.filter((payment) => payment.status === 'failed').at(-1);
  return {
    id: invoice.id,
    status: statusOf(invoice.status),
    url: invoice.url,
    amountHalalas: invoice.amount,
    currency: invoice.currency,
    paidAttempt: paid ? { id: paid.id, amountHalalas: paid.amount, currency: paid.currency } : null,
    lastFailure: failed ? (failed.source?.message ?? 'declined') : null,
  };
}

function statusOf(status: string): CheckoutStatus {
  switch (status) {
    case 'paid':
    case 'refunded':
      return 'paid';
    case 'initiated':
    case 'on_hold':
      return 'open';
    default:
      // failed, canceled, expired, voided: this invoice will never be paid.
      return 'failed';
  }
}
