import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A stand-in for Moyasar, served by a development or test server only (app.ts never mounts it
 * when NODE_ENV is production): the same invoice and refund calls, a hosted page where the test
 * card 4201320111111010 (or Visa 4111111111111111) pays and any other card is declined, a
 * notification POSTed to the invoice's callback URL as Moyasar's webhook, and the customer sent
 * back to the success URL. So the whole sale runs offline over real HTTP, and MoyasarGateway is
 * the code that talks to it.
 *
 * Invoices live in this process's memory: a restart forgets them, as a test gateway may.
 */
export const LOCAL_GATEWAY_PREFIX = '/local-gateway';
export const LOCAL_GATEWAY_SECRET_KEY = 'sk_test_local_gateway';
const PAYING_CARDS = new Set(['4201320111111010', '4111111111111111']);
const MAX_INVOICES = 10_000;

interface LocalPayment {
  id: string;
  status: 'paid' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  refunded: number;
  invoice_id: string;
  source: { type: 'creditcard'; company: string; message: string };
  created_at: string;
}

interface LocalInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'expired';
  amount: number;
  currency: string;
  description: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string>;
  payments: LocalPayment[];
  created_at: string;
}

interface InvoiceInput {
  amount?: unknown;
  currency?: unknown;
  description?: unknown;
  callback_url?: unknown;
  success_url?: unknown;
  back_url?: unknown;
  expired_at?: unknown;
  metadata?: unknown;
}

export async function localGatewayRoutes(app: FastifyInstance): Promise<void> {
  const invoices = new Map<string, LocalInvoice>();
  const payments = new Map<string, LocalPayment>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const api = `${LOCAL_GATEWAY_PREFIX}/v1`;

  app.post<{ Body: InvoiceInput }>(`${api}/invoices`, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'Invalid authorization credentials');
    const input = request.body ?? {};
    const amount = input.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100) {
      return refuse(reply, 400, 'amount must be at least 100 halalas');
    }
    if (typeof input.description !== 'string' || input.description === '') {
      return refuse(reply, 400, 'description is required');
    }
    if (invoices.size >= MAX_INVOICES) invoices.delete(invoices.keys().next().value as string);
    const id = randomUUID();
    const invoice: LocalInvoice = {
      id,
      status: 'initiated',
      amount: amount as number,
      currency: typeof input.currency === 'string' ? input.currency : 'SAR',
      description: input.description,
      url: `${request.protocol}://${request.host}${LOCAL_GATEWAY_PREFIX}/pay/${id}`,
      callback_url: urlOrNull(input.callback_url),
      success_url: urlOrNull(input.success_url),
      back_url: urlOrNull(input.back_url),
      expired_at: typeof input.expired_at === 'string' ? input.expired_at : null,
      metadata: isRecord(input.metadata) ? input.metadata : {},
      payments: [],
      created_at: new Date().toISOString(),
    };
    invoices.set(id, invoice);
    return reply.code(201).send(invoice);
  });

  app.get<{ Params: { id: string } }>(`${api}/invoices/:id`, async (request, reply) => {
    if (!authorised(request)) return refuse(reply, 401, 'Invalid authorization credentials');
    const invoice = invoices.get(request.params.id);
    if (!invoice) return refuse(reply, 404, 'Object not found');
    return expireIfDue(invoice);
  });

  app.post<{ Params: { id: string }; Body: { amount?: unknown } }>(
    `${api}/payments/:id/refund`,
    async (request, reply) => {
      if (!authorised(request)) return refuse(reply, 401, 'Invalid authorization credentials');
      const payment = payments.get(request.params.id);
      if (!payment) return refuse(reply, 404, 'Object not found');
      const amount = request.body?.amount ?? payment.amount - payment.refunded;
      if (payment.status === 'failed') return refuse(reply, 400, 'payment is not refundable');
      if (!Number.isInteger(amount) || (amount as number) < 1) {
        return refuse(reply, 400, 'amount is invalid');
      }
      if (payment.refunded + (amount as number) > payment.amount) {
        return refuse(reply, 400, 'amount exceeds what is refundable');
      }
      payment.refunded += amount as number;
      if (payment.refunded === payment.amount) payment.status = 'refunded';
      return payment;
    },
  );

  // The hosted page: the customer's browser, not the server, comes here.
  app.get<{ Params: { id: string } }>(`${LOCAL_GATEWAY_PREFIX}/pay/:id`, async (request, reply) => {
    const invoice = invoices.get(request.params.id);
    if (!invoice) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html; charset=utf-8').send(hostedPage(expireIfDue(invoice)));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(
    `${LOCAL_GATEWAY_PREFIX}/pay/:id`,
    async (request, reply) => {
      const invoice = invoices.get(request.params.id);
      if (!invoice) return reply.code(404).type('text/plain').send('Not found');
      if (expireIfDue(invoice).status !== 'initiated') {
        return reply.type('text/html; charset=utf-8').send(hostedPage(invoice));
      }
      const number = (request.body?.number ?? '').replace(/\D/g, '');
      const pays = PAYING_CARDS.has(number);
      const payment: LocalPayment = {
        id: randomUUID(),
        status: pays ? 'paid' : 'failed',
        amount: invoice.amount,
        currency: invoice.currency,
        refunded: 0,
        invoice_id: invoice.id,
        source: {
          type: 'creditcard',
          company: number.startsWith('4201') ? 'mada' : 'visa',
          message: pays ? 'APPROVED' : 'Insufficient Funds',
        },
        created_at: new Date().toISOString(),
      };
      invoice.payments.push(payment);
      payments.set(payment.id, payment);
      if (pays) invoice.status = 'paid';
      notify(invoice, payment, app);
      const back = invoice.success_url ?? invoice.back_url;
      if (!back) return reply.type('text/html; charset=utf-8').send(hostedPage(invoice));
      const target = new URL(back);
      target.searchParams.set('id', payment.id);
      target.searchParams.set('status', payment.status);
      target.searchParams.set('message', payment.source.message);
      return reply.redirect(target.toString(), 303);
    },
  );
}

/** Posts the notification as Moyasar does, without waiting: it may race the customer's return. */
function notify(invoice: LocalInvoice, payment: LocalPayment, app: FastifyInstance): void {
  if (!invoice.callback_url) return;
  const body = {
    id: randomUUID(),
    type: payment.status === 'paid' ? 'payment_paid' : 'payment_failed',
    created_at: new Date().toISOString(),
    secret_token: 'local-gateway',
    account_name: 'Local test gateway',
    live: false,
    data: payment,
  };
  fetch(invoice.callback_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) =>
    app.log.warn({ err: error }, 'the local gateway could not deliver its notification'),
  );
}

function expireIfDue(invoice: LocalInvoice): LocalInvoice {
  if (
    invoice.status === 'initiated' &&
    invoice.expired_at &&
    Date.parse(invoice.expired_at) <= Date.now()
  ) {
    invoice.status = 'expired';
  }
  return invoice;
}

function authorised(request: FastifyRequest): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const user = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  return user === LOCAL_GATEWAY_SECRET_KEY;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ type: 'invalid_request_error', message });
}

function urlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).toString();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sar(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

function hostedPage(invoice: LocalInvoice): string {
  const declined = invoice.payments.filter((p) => p.status === 'failed').at(-1);
  const body =
    invoice.status === 'paid'
      ? `<p class="ok" role="status">تم الدفع · Paid</p>`
      : invoice.status === 'expired'
        ? `<p class="bad" role="alert">انتهت صلاحية الفاتورة · This invoice has expired</p>`
        : `${declined ? `<p class="bad" role="alert">رُفضت البطاقة: ${escapeHtml(declined.source.message)} · Card declined</p>` : ''}
<form method="post">
  <label>رقم البطاقة · Card number
    <input name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" dir="ltr">
  </label>
  <div class="row">
    <label>الانتهاء · Expiry <input name="expiry" placeholder="12/30" dir="ltr" required maxlength="7"></label>
    <label>CVC <input name="cvc" inputmode="numeric" dir="ltr" required maxlength="4"></label>
  </div>
  <label>الاسم على البطاقة · Name on card <input name="name" autocomplete="cc-name" required maxlength="80"></label>
  <button type="submit">ادفع ${sar(invoice.amount)} ر.س. · Pay</button>
</form>
<p class="hint">بوابة اختبار محلية: البطاقة 4201320111111010 تنجح وأي بطاقة أخرى تُرفض. · Local test gateway.</p>`;
  const back = invoice.back_url
    ? `<a href="${escapeHtml(invoice.back_url)}">العودة إلى المتجر · Back to the shop</a>`
    : '';
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>الدفع · Local test gateway</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2933}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:28px;font-weight:700;margin:8px 0 20px}
form{display:grid;gap:14px;background:#fff;border-radius:12px;padding:16px;border:1px solid #d9dde3}
label{display:grid;gap:6px;font-size:14px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
input{font:inherit;width:100%;min-height:44px;padding:0 12px;border:1px solid #b8c0cc;border-radius:8px}
button{font:inherit;font-weight:600;min-height:48px;border:0;border-radius:8px;background:#0f6e56;color:#fff}
.ok{color:#0f6e56;font-weight:700}.bad{color:#b42318;font-weight:600}.hint{font-size:13px;color:#52606d}
a{display:inline-block;margin-top:16px;min-height:44px;line-height:44px}
</style></head>
<body><main>
<h1 dir="auto"><bdi>${escapeHtml(invoice.description)}</bdi></h1>
<p class="amount" dir="ltr">${sar(invoice.amount)} SAR</p>
${body}
${back}
</main></body></html>`;
}
