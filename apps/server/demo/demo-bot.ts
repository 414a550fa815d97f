/**
 * A company's chat bot in one file: it submits a customer's order, hears by webhook when the shop
 * priced it, and shows the chat message it would send back. Sample code: copy what you need.
 *
 *   pnpm start          # the product, in one terminal
 *   pnpm demo:bot       # this bot, in another
 *
 * Environment (all optional):
 *   TASEER_URL              the product (default http://127.0.0.1:3000)
 *   TASEER_API_KEY          the server's API_KEY, for the admin calls (default taseer-dev-api-key)
 *   TASEER_INTEGRATION_KEY  the company's bot key; without it a new one is issued (replacing the
 *                           company's current key)
 *   DEMO_ADMIN_PHONE        the company admin who signs in (default 0500000002, مؤسسة الريان)
 *   DEMO_BOT_PORT           where the bot receives webhooks (default 4100)
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline/promises';
import { Webhook } from 'standardwebhooks';

const TASEER_URL = (process.env.TASEER_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const API_KEY = process.env.TASEER_API_KEY ?? 'taseer-dev-api-key';
const ADMIN_PHONE = { dialCode: '+966', number: process.env.DEMO_ADMIN_PHONE ?? '0500000002' };
const PORT = Number(process.env.DEMO_BOT_PORT ?? 4100);
const WEBHOOK_URL = `http://127.0.0.1:${PORT}/webhooks`;
const EVENTS = ['order.priced', 'quote.viewed', 'quote.accepted', 'quote.declined'];
// Marks this bot's endpoints, so a run that was killed can be cleaned up by the next one.
const DESCRIPTION = 'pnpm demo:bot';

/** The parts of the contract's `BotOrder` this bot reads (see openapi/components/schemas/webhook.yaml). */
interface BotOrder {
  order: { _id: string; orderRef: string; status: string; clientName: string };
  quote: {
    version: number;
    status: string;
    totals: { totalHalalas: number };
    answer: {
      decision: 'accepted' | 'declined';
      reason: string | null;
      reasonText: string | null;
      totals: { totalHalalas: number } | null;
    } | null;
  } | null;
  link: string | null;
  chatMessage: string | null;
}

/** The contract's `WebhookEvent`. */
interface WebhookEvent {
  type: string;
  timestamp: string;
  data: { event: { id: string; type: string }; order?: BotOrder };
}

let secret: string | null = null; // the endpoint's whsec_… secret, answered once, kept in memory
let endpointId: string | null = null;
let integrationKey = process.env.TASEER_INTEGRATION_KEY ?? '';
let accessToken = '';
let refreshCookie = '';
const seen = new Set<string>();

// ---------------------------------------------------------------- 1. The webhook receiver

const receiver = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/webhooks') {
    response.writeHead(404).end();
    return;
  }
  // Verify the raw bytes as they arrived: parsing and re-serialising JSON changes them.
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let event: WebhookEvent;
    try {
      if (!secret) throw new Error('no secret yet');
      // Checks webhook-signature against webhook-id, webhook-timestamp (±5 minutes) and the body.
      event = new Webhook(secret).verify(
        Buffer.concat(chunks),
        request.headers as Record<string, string>,
      ) as WebhookEvent;
    } catch (error) {
      console.log(`✗ refused a webhook that does not verify: ${(error as Error).message}`);
      response.writeHead(401).end();
      return;
    }
    // Answer at once (any 2xx counts as delivered), then do the work: a slow answer is retried.
    response.writeHead(204).end();
    // Retries carry the same webhook-id: handle each event once.
    const id = String(request.headers['webhook-id']);
    if (seen.has(id)) return;
    seen.add(id);
    onEvent(event).catch((error: unknown) => console.error('  (could not handle it)', error));
  });
});

// ---------------------------------------------------------------- 5. What the bot does with each event

async function onEvent(event: WebhookEvent): Promise<void> {
  const bot = event.data.order;
  console.log(`\n← webhook ${event.type}  ${bot?.order.orderRef ?? ''}  (${event.timestamp})`);
  if (!bot) return; // a `test` event from the dashboard carries no order

  switch (event.type) {
    case 'order.priced': {
      console.log(`  The bot would now send ${bot.order.clientName} this message:\n`);
      console.log(indent(bot.chatMessage ?? '(no message template)'));
      console.log(`\n  link: ${bot.link}`);
      // The same, read on demand (a bot that missed a webhook, or polls, does this).
      const read = await integration<{ order: BotOrder }>(
        'GET',
        `/api/v1/integration/orders/${encodeURIComponent(bot.order.orderRef)}`,
      );
      const quote = read.order.quote;
      console.log(
        `  GET /api/v1/integration/orders/${bot.order.orderRef} → order ${read.order.order.status}, ` +
          `quote v${quote?.version} ${quote?.status}, total ${sar(quote?.totals.totalHalalas)}`,
      );
      console.log('  Open the link as the customer to see quote.viewed, then accept or decline.');
      break;
    }
    case 'quote.viewed':
      console.log(`  The customer opened version ${bot.quote?.version}.`);
      break;
    case 'quote.accepted':
      console.log(
        `  Accepted: ${sar(bot.quote?.answer?.totals?.totalHalalas)}. ` +
          'The bot could thank them and hand over to staff for payment and delivery.',
      );
      break;
    case 'quote.declined': {
      const answer = bot.quote?.answer;
      const why = [answer?.reason, answer?.reasonText].filter(Boolean).join(': ');
      console.log(`  Declined (${why || 'no reason'}). The bot could ask what would help.`);
      break;
    }
  }
}

// ---------------------------------------------------------------- Calling Taseer

/** A call of the chat bot: only the integration key (no API key, no sign-in). */
function integration<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return call<T>(method, path, body, { 'x-integration-key': integrationKey, ...headers });
}

/** A call of the signed-in company admin: API key and bearer token, refreshed once on a 401. */
async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = () => ({ 'x-api-key': API_KEY, authorization: `Bearer ${accessToken}` });
  try {
    return await call<T>(method, path, body, headers());
  } catch (error) {
    if ((error as HttpError).status !== 401 || !refreshCookie) throw error;
    // Access tokens live 15 minutes; the refresh cookie from sign-in gets a new one.
    await signedIn(
      await fetch(`${TASEER_URL}/api/v1/auth/refresh-token`, {
        headers: { 'x-api-key': API_KEY, cookie: refreshCookie },
      }),
    );
    return call<T>(method, path, body, headers());
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${TASEER_URL}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  // Every error answers { message } (Arabic, ready to show) and, for validation, errors[].
  if (!response.ok) {
    throw new HttpError(
      response.status,
      `${method} ${path} → ${response.status} ${JSON.stringify(answer)}`,
    );
  }
  return answer as T;
}

/** Keeps the access token and the refresh cookie of a sign-in (verify or refresh) answer. */
async function signedIn(response: Response): Promise<void> {
  const answer = (await response.json()) as { accessToken?: string; message?: string };
  if (!response.ok || !answer.accessToken) {
    throw new HttpError(response.status, `sign-in → ${response.status} ${answer.message ?? ''}`);
  }
  accessToken = answer.accessToken;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
  if (cookie) refreshCookie = cookie.split(';')[0] ?? '';
}

// ---------------------------------------------------------------- 2–4. Setting up and ordering

async function main(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    receiver.once('error', reject).listen(PORT, '127.0.0.1', resolve);
  });
  console.log(`Bot receiving webhooks on ${WEBHOOK_URL}`);

  // Sign in as the company admin: webhooks (and issuing a key) are the admin's.
  await call('POST', '/api/v1/auth/login', { phone: ADMIN_PHONE }, { 'x-api-key': API_KEY });
  const phone = `${ADMIN_PHONE.dialCode}${ADMIN_PHONE.number.replace(/^0/, '')}`;
  console.log(`\nA sign-in code was sent to ${ADMIN_PHONE.dialCode} ${ADMIN_PHONE.number}.`);
  console.log(`In development it is printed on the console of \`pnpm start\`, on a line like`);
  console.log(`  [sms → ${phone}] رمز التحقق الخاص بك في تسعير: 1234`);
  let otp = '';
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl-C or Ctrl-D closes the prompt unanswered: nothing to undo yet, just stop.
  terminal.once('close', () => otp || process.exit(130));
  otp = (await terminal.question('Code (4 digits): ')).trim();
  terminal.close();
  await signedIn(
    await fetch(`${TASEER_URL}/api/v1/auth/verify`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: ADMIN_PHONE, otp }),
    }),
  );
  console.log('Signed in.');

  // An endpoint left by a run that was killed (not Ctrl-C) would only collect failures.
  const { endpoints } = await admin<{
    endpoints: { _id: string; url: string; description: string | null }[];
  }>('GET', '/api/v1/webhooks');
  for (const old of endpoints) {
    if (old.url === WEBHOOK_URL && old.description === DESCRIPTION) {
      await admin('DELETE', `/api/v1/webhooks/${old._id}`);
    }
  }
  const created = await admin<{ endpoint: { _id: string }; secret: string }>(
    'POST',
    '/api/v1/webhooks',
    { url: WEBHOOK_URL, description: DESCRIPTION, events: EVENTS },
  );
  endpointId = created.endpoint._id;
  secret = created.secret; // shown this once: a real bot stores it with its configuration
  console.log(`Webhook endpoint added for ${EVENTS.join(', ')}.`);

  if (!integrationKey) {
    console.log(
      '\n⚠  TASEER_INTEGRATION_KEY is not set: issuing a NEW integration key. It REPLACES the\n' +
        "   company's current key at once; a bot still using the old one now gets 401.",
    );
    integrationKey = (await admin<{ key: string }>('POST', '/api/v1/users/integration-key')).key;
    console.log(`   Reuse it next time: TASEER_INTEGRATION_KEY=${integrationKey} pnpm demo:bot`);
  }

  // A customer asked for prices in the chat; the bot collected this and submits it.
  const submitted = await integration<{ order: { _id: string; orderRef: string } }>(
    'POST',
    '/api/v1/integration/orders',
    {
      client: { name: 'سلمان الحربي', phone: { dialCode: '+966', number: '0551234567' } },
      vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019 },
      pieces: [
        { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 1 },
        { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads', quantity: 1 },
        { nameAr: 'شمعات احتراق', nameEn: 'Spark plugs', quantity: 4 },
      ],
    },
    // One key per customer request (e.g. the conversation's message id): a retry after a
    // timeout answers the same order instead of creating a second one.
    { 'idempotency-key': `demo-bot-${randomUUID()}` },
  );
  console.log(`\nOrder ${submitted.order.orderRef} submitted (id ${submitted.order._id}).`);
  console.log(`Price it in the dashboard: ${TASEER_URL}/offers`);
  console.log('Waiting for webhooks… (Ctrl-C removes the endpoint and stops)');
}

// ---------------------------------------------------------------- Ctrl-C

async function stop(code: number): Promise<never> {
  if (endpointId) {
    try {
      await admin('DELETE', `/api/v1/webhooks/${endpointId}`);
      console.log('\nWebhook endpoint removed.');
    } catch (error) {
      console.error(`\nCould not remove the webhook endpoint: ${(error as Error).message}`);
    }
  }
  receiver.close();
  process.exit(code);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

main().catch(async (error: unknown) => {
  console.error(`\n${(error as Error).message}`);
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${PORT} is taken: set DEMO_BOT_PORT to another one.`);
  } else if ((error as Error).cause) {
    console.error(`Is Taseer running at ${TASEER_URL}? (pnpm start, or set TASEER_URL)`);
  }
  await stop(1);
});

function sar(halalas: number | undefined): string {
  return halalas === undefined ? '?' : `${(halalas / 100).toFixed(2)} SAR`;
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}
