import { createHmac } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatInbox, chatMessages, orders } from '../src/db/schema.js';
import { rowsOf } from '../src/db/rows.js';
import { SecretBox } from '../src/lib/secret-box.js';
import { signIn } from './support/auth-helpers.js';
import { createCompany, createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/test-app.js';
import {
  choicesOf,
  connectLocalWhatsapp,
  customerSays,
  eventually,
  phoneThread,
  textOf,
  type LocalChannel,
} from './support/whatsapp-fixtures.js';

/**
 * WhatsApp built in, over real HTTP through the local Cloud API stand-in: Meta's webhook (its
 * challenge, its signature over the raw bytes, its retries kept once), the customers'
 * conversations for staff, the 24-hour window, the intake assistant, and the walls between
 * companies.
 */

let t: TestApp;
let origin: string;
let org: Org;
let other: Org;
let channel: LocalChannel;
let otherChannel: LocalChannel;
let customerSeq = 0;

/** A customer number nobody else in this file uses. */
function newCustomer(): string {
  customerSeq += 1;
  return `9665${String(10_000_000 + customerSeq * 7919).slice(0, 8)}`;
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  channel = await connectLocalWhatsapp(t, org.company.token);
  otherChannel = await connectLocalWhatsapp(t, other.company.token, '+966 55 000 2222');
});
afterAll(async () => t?.close());

async function conversationWith(token: string, customer: string) {
  const list = await t.api.get('/api/v1/conversations', { token });
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().conversations as { _id: string; customerPhone: string }[]).find(
    (c) => c.customerPhone === customer,
  );
}

async function threadOf(token: string, id: string) {
  const answer = await t.api.get(`/api/v1/conversations/${id}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Posts a body to the channel's webhook exactly as given, signed or not. */
function postWebhook(channelId: string, raw: string, signature?: string) {
  return fetch(`${origin}/api/v1/whatsapp/webhook/${channelId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body: raw,
  });
}

function notificationFor(phoneNumberId: string, from: string, id: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: phoneNumberId },
              messages: [
                {
                  from,
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function inboxCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(chatInbox);
  return Number(row?.n ?? 0);
}

describe('connecting a number', () => {
  it('is the company admin’s: secrets are never answered, and Meta’s challenge is met', async () => {
    const read = await t.api.get('/api/v1/whatsapp/connection', { token: org.company.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ connected: true, provider: 'local', readable: true });
    expect(read.body).not.toMatch(/token|secret/i);
    const manager = await t.api.get('/api/v1/whatsapp/connection', { token: org.manager.token });
    expect(manager.statusCode).toBe(403);

    const cloud = await t.api.request({
      method: 'PUT',
      url: '/api/v1/whatsapp/connection',
      token: other.company.token,
      body: { provider: 'cloud', displayPhone: '+966 55 000 2222', phoneNumberId: '123456789' },
    });
    expect(cloud.statusCode).toBe(400);
    expect(cloud.json().errors.map((e: { field: string }) => e.field)).toContain('accessToken');
    // Refused, it changed nothing.
    const still = await t.api.get('/api/v1/whatsapp/connection', { token: other.company.token });
    expect(still.json().provider).toBe('local');
  });

  it('answers Meta’s verification only with the right verify token', async () => {
    const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    const company = await createCompany(t, superadmin);
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/whatsapp/connection',
      token: company.token,
      body: {
        provider: 'cloud',
        displayPhone: '+966 55 000 4444',
        phoneNumberId: '104455667788',
        accessToken: 'EAAG-test-token',
        appSecret: 'test-app-secret',
        verifyToken: 'taseer-verify-4444',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const path = new URL(saved.json().connection.webhookUrl as string).pathname;
    const verify = (token: string, mode = 'subscribe') =>
      fetch(`${origin}${path}?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`);
    const right = await verify('taseer-verify-4444');
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    expect((await verify('taseer-verify-4445')).status).toBe(403);
    expect((await verify('taseer-verify-4444', 'unsubscribe')).status).toBe(403);
    // Another company's channel does not take this company's verify token.
    const foreign = await fetch(
      `${origin}/api/v1/whatsapp/webhook/${channel.channelId}?hub.mode=subscribe&hub.verify_token=taseer-verify-4444&hub.challenge=1`,
    );
    expect(foreign.status).toBe(403);
  });
});

describe('the webhook', () => {
  it('refuses an unsigned or wrongly signed notification with 401 and stores nothing', async () => {
    const before = await inboxCount();
    const raw = notificationFor(channel.phoneNumberId, newCustomer(), 'wamid.forged-1', 'hello');
    const unsigned = await postWebhook(channel.channelId, raw);
    expect(unsigned.status).toBe(401);
    const wrong = createHmac('sha256', 'not-the-app-secret').update(raw).digest('hex');
    const forged = await postWebhook(channel.channelId, raw, `sha256=${wrong}`);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBeTruthy();
    // Not even bad JSON is read before the signature.
    const garbage = await postWebhook(channel.channelId, '{not json', 'sha256=00');
    expect(garbage.status).toBe(401);
    expect(await inboxCount()).toBe(before);
  });

  it('checks the signature over the raw bytes: the same JSON spaced differently is refused', async () => {
    const [row] = rowsOf<{ sealed: string }>(
      await t.database.db.execute(
        sql`select app_secret_sealed as sealed from whatsapp_channels where id = ${channel.channelId}`,
      ),
    );
    const secret = new SecretBox(t.config.webhookSecretKey).open(row!.sealed);
    const customer = newCustomer();
    const id = `wamid.raw-${customer}`;
    const raw = notificationFor(channel.phoneNumberId, customer, id, 'مرحبا');
    const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    const respaced = JSON.stringify(JSON.parse(raw), null, 2);
    expect((await postWebhook(channel.channelId, respaced, signature)).status).toBe(401);
    const signed = await postWebhook(channel.channelId, raw, signature);
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ received: true });
    await eventually(() => conversationWith(org.company.token, customer), 'the conversation');
  });

  it('keeps a message Meta delivers three times at once as one message', async () => {
    const customer = newCustomer();
    const id = `wamid.repeat-${customer}`;
    await Promise.all(
      [1, 2, 3].map(() => customerSays(origin, channel, { from: customer, id, text: 'مرحبا' })),
    );
    const conversation = await eventually(
      () => conversationWith(org.company.token, customer),
      'the conversation',
    );
    await eventually(async () => {
      const thread = await threadOf(org.company.token, conversation._id);
      return thread.messages.some((m: { direction: string }) => m.direction === 'out');
    }, 'the assistant’s answer');
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.providerMessageId, id));
    expect(Number(stored?.n)).toBe(1);
  });

  it('never lets one company’s webhook write into another’s conversations', async () => {
    const customer = newCustomer();
    const [row] = rowsOf<{ sealed: string }>(
      await t.database.db.execute(
        sql`select app_secret_sealed as sealed from whatsapp_channels where id = ${otherChannel.channelId}`,
      ),
    );
    const otherSecret = new SecretBox(t.config.webhookSecretKey).open(row!.sealed);
    const id = `wamid.cross-${customer}`;
    // Rightly signed by the other company's number, but naming this company's number.
    const raw = notificationFor(channel.phoneNumberId, customer, id, 'hi');
    const signature = `sha256=${createHmac('sha256', otherSecret).update(raw).digest('hex')}`;
    const sameHeaders = await postWebhook(otherChannel.channelId, raw, signature);
    expect(sameHeaders.status).toBe(200);
    // And the same bytes to this company's own webhook, signed by the other's secret.
    const crossed = await postWebhook(channel.channelId, raw, signature);
    expect(crossed.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(chatInbox)
      .where(eq(chatInbox.eventKey, `message:${id}`));
    expect(Number(kept?.n)).toBe(0);
    expect(await conversationWith(org.company.token, customer)).toBeUndefined();
    expect(await conversationWith(other.company.token, customer)).toBeUndefined();
  });
});

describe('the intake assistant', () => {
  it('collects the car and two parts with interactive replies and sends the order to the section', async () => {
    const customer = newCustomer();
    const said = (message: Record<string, unknown>) =>
      customerSays(origin, channel, { from: customer, name: 'سالم', ...message });
    const lastBusiness = async (count: number) =>
      eventually(async () => {
        const thread = (await phoneThread(origin, channel, customer)).filter(
          (m) => m.from === 'business',
        );
        return thread.length >= count ? thread : null;
      }, `${count} business messages`);

    await said({ text: 'السلام عليكم' });
    let sent = await lastBusiness(1);
    expect(choicesOf(sent[0]!).map((c) => c.id)).toContain('menu:order');

    await said({ choice: { id: 'menu:order', title: 'طلب تسعير قطع', list: true } });
    sent = await lastBusiness(2);
    expect(choicesOf(sent[1]!).some((c) => c.title === 'تويوتا')).toBe(true);

    await said({ choice: { id: 'make:toyota', title: 'تويوتا', list: true } });
    sent = await lastBusiness(3);
    expect(textOf(sent[2]!)).toContain('كامري 2019');

    await said({ text: 'كامري 2019' });
    sent = await lastBusiness(4);
    await said({ text: 'فلتر زيت\n2 فحمات فرامل أمامية' });
    sent = await lastBusiness(5);
    expect(textOf(sent[4]!)).toContain('فحمات فرامل أمامية × 2');

    await said({ choice: { id: 'parts:done', title: 'انتهيت' } });
    sent = await lastBusiness(6);
    expect(textOf(sent[5]!)).toContain('تويوتا كامري 2019');
    await said({ choice: { id: 'confirm:send', title: 'أرسل الطلب' } });
    sent = await lastBusiness(7);
    expect(textOf(sent[6]!)).toMatch(/وصلنا طلبك رقم/);

    // The order is in the section's queue, routed as a bot's would be, with what was said.
    const queue = await t.api.get('/api/v1/orders/', { token: org.agent.token });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.body).toContain('فحمات فرامل أمامية');
    const [row] = await t.database.db
      .select({ sectionId: orders.sectionId })
      .from(orders)
      .where(eq(orders.companyId, org.company.id));
    expect(row?.sectionId).toBe(org.sectionId);

    // Priced by the agent: the customer gets the quote template with the link's token.
    const [created] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select order_id as id from chat_order_links where company_id = ${org.company.id}`,
      ),
    );
    const read = await t.api.get(`/api/v1/orders/${created!.id}`, { token: org.agent.token });
    expect(read.statusCode, read.body).toBe(200);
    const issued = await issue(t, org.agent.token, created!.id, priceEach(read.json().order, 150));
    const token = tokenOf(issued.link);
    const template = await eventually(async () => {
      const sent = await phoneThread(origin, channel, customer);
      return sent.find((m) => m.type === 'template' && textOf(m) === 'taseer_quote_ready');
    }, 'the quote template');
    expect(JSON.stringify(template.payload)).toContain(token);

    // Accepted on the link: the thread shows the acceptance.
    const lines = (read.json().order.pieces as { _id: string }[]).map((piece) => ({
      pieceId: piece._id,
      option: 0,
    }));
    const accepted = await answerPublic(t, token, { version: 1, decision: 'accept', lines });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const conversation = await conversationWith(org.company.token, customer);
    await eventually(async () => {
      const thread = await threadOf(org.company.token, conversation!._id);
      return thread.messages.some(
        (m: { kind: string; text: string | null }) =>
          m.kind === 'template' && m.text?.includes('قبلت عرض السعر'),
      );
    }, 'the acceptance on the thread');

    // The order says what its customer was sent there, and how far it got.
    const onOrder = await eventually(async () => {
      const chat = await t.api.get(`/api/v1/orders/${created!.id}/whatsapp`, {
        token: org.agent.token,
      });
      expect(chat.statusCode, chat.body).toBe(200);
      const body = chat.json() as {
        conversationId: string;
        messages: { templateName: string | null; status: string; button: { url: string } | null }[];
      };
      const quote = body.messages.find((m) => m.templateName === 'taseer_quote_ready');
      return quote && ['delivered', 'read'].includes(quote.status) ? { body, quote } : null;
    }, 'the quote template delivered, on the order');
    expect(onOrder.body.conversationId).toBe(conversation!._id);
    expect(onOrder.quote.button?.url).toContain(token);
    const stranger = await t.api.get(`/api/v1/orders/${created!.id}/whatsapp`, {
      token: other.agent.token,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers a question from the question/answer pairs, and hands another to staff', async () => {
    const saved = await t.api.request({
      method: 'POST',
      url: '/api/v1/users/ai',
      token: org.company.token,
      body: {
        questions: [
          {
            title: 'مواعيد العمل',
            question: 'متى تفتحون؟ ما هي مواعيد العمل؟',
            answer: 'نفتح من السبت إلى الخميس من 8 صباحًا إلى 10 مساءً.',
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const customer = newCustomer();
    await customerSays(origin, channel, { from: customer, text: 'مرحبا' });
    await eventually(
      async () => (await phoneThread(origin, channel, customer)).some((m) => m.from === 'business'),
      'the welcome',
    );
    await customerSays(origin, channel, { from: customer, text: 'متى تفتحون؟' });
    await eventually(
      async () =>
        (await phoneThread(origin, channel, customer)).some((m) =>
          textOf(m).includes('نفتح من السبت'),
        ),
      'the answer from the pairs',
    );
    await customerSays(origin, channel, { from: customer, text: 'هل عندكم توصيل إلى أبها؟' });
    const conversation = await eventually(async () => {
      const found = await conversationWith(org.company.token, customer);
      const list = await t.api.get('/api/v1/conversations?filter=needs_staff', {
        token: org.manager.token,
      });
      return (list.json().conversations as { _id: string }[]).find((c) => c._id === found?._id);
    }, 'the hand-over');
    expect(conversation).toBeTruthy();
    const notices = await t.api.get('/api/v1/notifications/', { token: org.manager.token });
    expect(notices.body).toContain('عميل بانتظار موظف');
  });
});

describe('staff replies', () => {
  it('go out within the 24-hour window, and only templates after it', async () => {
    const customer = newCustomer();
    await customerSays(origin, channel, { from: customer, text: 'أبي أكلم موظف' });
    const conversation = await eventually(
      () => conversationWith(org.agent.token, customer),
      'the conversation',
    );
    const reply = await t.api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'أهلًا سالم، معك أحمد من قسم المحركات' },
      { token: org.agent.token },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      direction: 'out',
      status: 'pending',
      author: { kind: 'staff' },
    });
    await eventually(
      async () =>
        (await phoneThread(origin, channel, customer)).some((m) => textOf(m).includes('معك أحمد')),
      'the reply on the phone',
    );
    await eventually(async () => {
      const thread = await threadOf(org.agent.token, conversation._id);
      const mine = thread.messages.find((m: { text: string }) => m.text?.includes('معك أحمد'));
      return mine?.status === 'delivered' || mine?.status === 'read';
    }, 'delivered');

    // The customer last wrote 25 hours ago.
    await t.database.db.execute(
      sql`update chat_conversations set last_inbound_at = now() - interval '25 hours' where id = ${conversation._id}`,
    );
    const late = await t.api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'ما زلت هنا؟' },
      { token: org.agent.token },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('24 ساعة');
    const detail = await threadOf(org.agent.token, conversation._id);
    expect(detail.templates.map((x: { name: string }) => x.name)).toContain('taseer_follow_up');
    const template = await t.api.post(
      `/api/v1/conversations/${conversation._id}/template`,
      { template: 'taseer_follow_up' },
      { token: org.agent.token },
    );
    expect(template.statusCode, template.body).toBe(201);
  });

  it('keep to the company: another company’s conversation answers 404', async () => {
    const customer = newCustomer();
    await customerSays(origin, channel, { from: customer, text: 'مرحبا' });
    const conversation = await eventually(
      () => conversationWith(org.company.token, customer),
      'the conversation',
    );
    for (const [method, url, body] of [
      ['GET', `/api/v1/conversations/${conversation._id}`, undefined],
      ['POST', `/api/v1/conversations/${conversation._id}/messages`, { text: 'x' }],
      ['POST', `/api/v1/conversations/${conversation._id}/read`, undefined],
      [
        'POST',
        `/api/v1/conversations/${conversation._id}/template`,
        { template: 'taseer_follow_up' },
      ],
    ] as const) {
      const answer = await t.api.request({ method, url, body, token: other.agent.token });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await conversationWith(other.company.token, customer)).toBeUndefined();
  });

  it('refuse an empty reply with a clear message and store nothing', async () => {
    const customer = newCustomer();
    await customerSays(origin, channel, { from: customer, text: 'مرحبا' });
    const conversation = await eventually(
      () => conversationWith(org.company.token, customer),
      'the conversation',
    );
    const before = (await threadOf(org.company.token, conversation._id)).messages.length;
    const empty = await t.api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: '   ' },
      { token: org.company.token },
    );
    expect(empty.statusCode).toBe(400);
    expect((await threadOf(org.company.token, conversation._id)).messages.length).toBe(before);
  });
});

describe('stopping messages', () => {
  it('«إيقاف» stops what is not essential: the follow-up template is refused and nothing is stored', async () => {
    const customer = newCustomer();
    await customerSays(origin, channel, { from: customer, text: 'مرحبا' });
    const conversation = await eventually(
      () => conversationWith(org.company.token, customer),
      'the conversation',
    );
    await customerSays(origin, channel, { from: customer, text: 'إيقاف' });
    await eventually(async () => {
      const list = await t.api.get('/api/v1/conversations', { token: org.company.token });
      return (list.json().conversations as { _id: string; optedOut: boolean }[]).find(
        (c) => c._id === conversation._id && c.optedOut,
      );
    }, 'the opt-out');
    const before = (await threadOf(org.company.token, conversation._id)).messages.length;
    const detail = await threadOf(org.company.token, conversation._id);
    expect(detail.templates).toEqual([]);
    const refused = await t.api.post(
      `/api/v1/conversations/${conversation._id}/template`,
      { template: 'taseer_follow_up' },
      { token: org.company.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CHAT_OPTED_OUT');
    const unknown = await t.api.post(
      `/api/v1/conversations/${conversation._id}/template`,
      { template: 'taseer_quote_ready' },
      { token: org.company.token },
    );
    expect(unknown.statusCode).toBe(400);
    expect((await threadOf(org.company.token, conversation._id)).messages.length).toBe(before);
  });
});

describe('media', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('keeps a photo checked by its bytes, and refuses one that is not what it claims', async () => {
    const customer = newCustomer();
    await customerSays(origin, channel, {
      from: customer,
      image: { base64: PNG.toString('base64'), mimeType: 'image/png', caption: 'الاستمارة' },
    });
    await customerSays(origin, channel, {
      from: customer,
      image: {
        base64: Buffer.from('<script>alert(1)</script>').toString('base64'),
        mimeType: 'image/png',
      },
    });
    const conversation = await eventually(
      () => conversationWith(org.company.token, customer),
      'the conversation',
    );
    const images = await eventually(async () => {
      const thread = await threadOf(org.company.token, conversation._id);
      const inbound = thread.messages.filter((m: { kind: string }) => m.kind === 'image');
      return inbound.length === 2 &&
        inbound.every(
          (m: { mediaId: string | null; failure: string | null }) => m.mediaId || m.failure,
        )
        ? inbound
        : null;
    }, 'both photos handled');
    const [good, bad] = images as {
      mediaId: string | null;
      failure: string | null;
      text: string;
    }[];
    expect(good?.text).toBe('الاستمارة');
    expect(bad?.mediaId).toBeNull();
    expect(bad?.failure).toBeTruthy();
    const media = await t.api.get(
      `/api/v1/conversations/${conversation._id}/media/${good?.mediaId}`,
      {
        token: org.agent.token,
      },
    );
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    const stranger = await t.api.get(
      `/api/v1/conversations/${conversation._id}/media/${good?.mediaId}`,
      { token: other.company.token },
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('in production', () => {
  it('serves no stand-in and connects no local number', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        API_KEY: TEST_API_KEY,
        JWT_SECRET: 'j'.repeat(40),
        OTP_SECRET: 'o'.repeat(40),
        QUOTE_LINK_SECRET: 'q'.repeat(40),
        WEBHOOK_SECRET_KEY: 'w'.repeat(40),
        PUBLIC_URL: 'https://taseer.example',
        SUPERADMIN_PHONE: '0500000001',
      },
    });
    try {
      const phone = await production.app.inject({
        method: 'GET',
        url: '/local-whatsapp/phone/channels',
      });
      expect(phone.statusCode).toBe(404);
      const superadmin = (await signIn(production, SUPERADMIN_PHONE)).accessToken;
      const company = await createCompany(production, superadmin);
      const local = await production.api.request({
        method: 'PUT',
        url: '/api/v1/whatsapp/connection',
        token: company.token,
        body: { provider: 'local', displayPhone: '+966 55 000 3333' },
      });
      expect(local.statusCode).toBe(409);
      expect(local.json().code).toBe('WHATSAPP_LOCAL_UNAVAILABLE');
    } finally {
      await production.close();
    }
  });
});
