import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../lib/secret-box.js';
import { sha256 } from '../lib/secrets.js';

/**
 * The demo company's WhatsApp: its number connected to the local stand-in (a development server
 * has one) and a few conversations as the assistant and the staff left them — an order collected
 * with the lists and buttons, a question answered, one handed to staff and waiting, and an old
 * one whose 24-hour window has closed.
 */
export interface DemoConversationsInput {
  companyId: string;
  /** A staff member of the company who answered some of them. */
  staffId: string;
  secrets: SecretBox;
  now: Date;
}

type Line =
  | { in: string; minutesAgo: number }
  | { tap: string; minutesAgo: number }
  | { assistant: string; choices?: string[]; minutesAgo: number }
  | { staff: string; minutesAgo: number; status?: 'read' | 'delivered' | 'failed' };

interface DemoConversation {
  phone: string;
  name: string;
  needsStaff?: boolean;
  lines: Line[];
}

const CONVERSATIONS: DemoConversation[] = [
  {
    phone: '966551234567',
    name: 'سالم العتيبي',
    lines: [
      { in: 'السلام عليكم', minutesAgo: 42 },
      {
        assistant: 'أهلًا بك! كيف نقدر نخدمك؟',
        choices: ['طلب تسعير قطع', 'عندي سؤال', 'التحدث مع موظف', 'English'],
        minutesAgo: 42,
      },
      { tap: 'طلب تسعير قطع', minutesAgo: 41 },
      {
        assistant:
          'ما نوع سيارتك؟ اختر من القائمة، أو اكتب رقم الهيكل (17 خانة)، أو أرسل صورة الاستمارة.',
        choices: ['تويوتا', 'هيونداي', 'نيسان', 'كيا', 'نوع آخر'],
        minutesAgo: 41,
      },
      { tap: 'تويوتا', minutesAgo: 40 },
      { assistant: 'تويوتا: اكتب الطراز وسنة الصنع، مثل: كامري 2019.', minutesAgo: 40 },
      { in: 'كامري 2019', minutesAgo: 39 },
      {
        assistant:
          'ما القطع التي تحتاجها؟ اكتب كل قطعة في سطر أو في رسالة، ومعها الكمية إن كانت أكثر من واحدة (مثل: 2 فحمات فرامل).',
        minutesAgo: 39,
      },
      { in: 'فلتر زيت\n2 فحمات فرامل أمامية', minutesAgo: 38 },
      {
        assistant: 'أضفت: فلتر زيت، فحمات فرامل أمامية × 2.\nأرسل قطعة أخرى، أو اضغط «انتهيت».',
        choices: ['انتهيت'],
        minutesAgo: 38,
      },
      { tap: 'انتهيت', minutesAgo: 37 },
      {
        staff: 'أهلًا أستاذ سالم، الفحمات الأصلية متوفرة، وبيوصلك العرض خلال دقائق.',
        minutesAgo: 20,
        status: 'read',
      },
      { in: 'تمام، شكرًا لك', minutesAgo: 18 },
    ],
  },
  {
    phone: '966502223344',
    name: 'نورة الشهري',
    needsStaff: true,
    lines: [
      { in: 'مرحبا، عندكم توصيل لأبها؟', minutesAgo: 9 },
      {
        assistant: 'أهلًا بك! كيف نقدر نخدمك؟',
        choices: ['طلب تسعير قطع', 'عندي سؤال', 'التحدث مع موظف', 'English'],
        minutesAgo: 9,
      },
      { in: 'أبي أكلم موظف لو سمحت', minutesAgo: 8 },
      { assistant: 'حوّلت محادثتك إلى أحد الموظفين، وسيرد عليك قريبًا.', minutesAgo: 8 },
    ],
  },
  {
    phone: '966533219900',
    name: 'Faisal',
    lines: [
      { in: 'Hi, do you have original Hyundai Elantra 2021 headlights?', minutesAgo: 60 * 30 },
      {
        staff: 'Hello Faisal, yes we do. Which side do you need?',
        minutesAgo: 60 * 29 + 30,
        status: 'delivered',
      },
      {
        staff: 'We still have them in stock if you need them.',
        minutesAgo: 60 * 26,
        status: 'failed',
      },
    ],
  },
];

/** The local number's id, as Meta's look: fifteen digits, random so no two servers share one. */
function demoPhoneNumberId(): string {
  return `1${String(randomInt(10 ** 13)).padStart(14, '0')}`;
}

export async function seedDemoConversations(
  tx: Database,
  input: DemoConversationsInput,
): Promise<number> {
  const { companyId, now } = input;
  const channelId = randomUUID();
  await tx.execute(sql`
    insert into whatsapp_channels
      (id, company_id, provider, phone_number_id, display_phone, access_token_sealed,
       app_secret_sealed, verify_token_hash, created_at, updated_at)
    values (${channelId}, ${companyId}, 'local', ${demoPhoneNumberId()}, '+966 55 000 1111',
            ${input.secrets.seal('local-whatsapp-token')},
            ${input.secrets.seal(randomBytes(24).toString('hex'))},
            ${sha256(randomBytes(16).toString('hex'))}, ${now.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz)
  `);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  for (const conversation of CONVERSATIONS) {
    const id = randomUUID();
    const inbound = conversation.lines.filter((line) => 'in' in line || 'tap' in line);
    const lastIn = Math.min(...inbound.map((line) => line.minutesAgo));
    const lastAny = Math.min(...conversation.lines.map((line) => line.minutesAgo));
    const locale = /[a-z]/i.test(conversation.name) ? 'en' : 'ar';
    await tx.execute(sql`
      insert into chat_conversations
        (id, company_id, channel_id, customer_phone, customer_name, locale, last_inbound_at,
         last_message_at, unread_count, needs_staff, assistant, created_at)
      values (${id}, ${companyId}, ${channelId}, ${conversation.phone}, ${conversation.name},
              ${locale}, ${at(lastIn)}::timestamptz, ${at(lastAny)}::timestamptz,
              ${conversation.needsStaff ? 2 : 0}, ${conversation.needsStaff ?? false},
              ${JSON.stringify({ step: conversation.needsStaff ? 'staff' : 'idle', greeted: true })}::jsonb,
              ${at(conversation.lines[0]?.minutesAgo ?? 0)}::timestamptz)
    `);
    for (const line of conversation.lines) {
      const message = messageOf(line);
      await tx.execute(sql`
        insert into chat_messages
          (id, company_id, conversation_id, direction, author_kind, author_user_id,
           provider_message_id, kind, body, status, failure, purpose, created_at)
        values (${randomUUID()}, ${companyId}, ${id}, ${message.direction}, ${message.author},
                ${message.author === 'staff' ? input.staffId : null},
                ${`wamid.demo.${randomUUID()}`}, ${message.kind},
                ${JSON.stringify(message.body)}::jsonb, ${message.status}, ${message.failure},
                ${message.direction === 'out' ? message.author : null},
                ${at(line.minutesAgo)}::timestamptz)
      `);
    }
  }
  return CONVERSATIONS.length;
}

function messageOf(line: Line) {
  if ('in' in line) {
    return {
      direction: 'in',
      author: 'customer',
      kind: 'text',
      body: { text: line.in },
      status: null,
      failure: null,
    };
  }
  if ('tap' in line) {
    return {
      direction: 'in',
      author: 'customer',
      kind: 'choice',
      body: { text: line.tap },
      status: null,
      failure: null,
    };
  }
  if ('assistant' in line) {
    return line.choices
      ? {
          direction: 'out',
          author: 'assistant',
          kind: 'choices',
          body: {
            text: line.assistant,
            choices: line.choices.map((title, index) => ({ id: `demo:${index}`, title })),
          },
          status: 'read',
          failure: null,
        }
      : {
          direction: 'out',
          author: 'assistant',
          kind: 'text',
          body: { text: line.assistant },
          status: 'read',
          failure: null,
        };
  }
  return {
    direction: 'out',
    author: 'staff',
    kind: 'text',
    body: { text: line.staff },
    status: line.status ?? 'read',
    failure: line.status === 'failed' ? 'رقم العميل لا يستقبل رسائل واتساب' : null,
  };
}
