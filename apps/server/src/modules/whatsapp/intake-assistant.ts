import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { AssistantState } from '../../db/schema.js';
import { answerForBot } from '../ai/index.js';
import { findChatSetting } from '../chat-settings/index.js';
import { createIntakeOrder } from '../integration/index.js';
import { recordNotification } from '../notifications/index.js';
import { integrationPlacesOf, routeOrder } from '../routing/index.js';
import { ASSISTANT_WORDS, VEHICLE_MAKES, type AssistantLocale } from './assistant-words.js';
import type { ChatBody, ChatKind } from './chat-message-body.js';
import { phoneOfWhatsappId } from './customer-phone.js';
import { updateConversation, type ConversationRow } from './conversations.repository.js';
import { queueOutbound } from './outbound.js';
import { readModelYear, readPartLines, readVin, readYear } from './vehicle-text.js';

/** Parts one order takes from the assistant. */
export const MAX_PARTS = 20;
/** What a customer types to stop or restart non-essential messages. */
const STOP_WORDS = new Set(['إيقاف', 'ايقاف', 'stop', 'unsubscribe', 'الغاء الاشتراك']);
const START_WORDS = new Set(['ابدأ', 'ابدا', 'start']);
const MENU_WORDS = new Set(['القائمة', 'قائمة', 'menu']);
const ORDER_WORDS = new Set(['طلب', 'order', 'تسعير']);
const DONE_WORDS = new Set(['انتهيت', 'خلاص', 'done']);
/** Asking for a person, anywhere in the message. */
const PERSON_WORDS = [
  'موظف',
  'شخص',
  'بشري',
  'خدمة العملاء',
  'agent',
  'human',
  'person',
  'representative',
];

export interface AssistantTurn {
  tx: Database;
  conversation: ConversationRow;
  kind: ChatKind;
  body: ChatBody;
  now: Date;
}

const normalised = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!؟?]+$/, '');

/**
 * The intake assistant: answers one inbound message of a conversation, in its transaction.
 * It greets with the chat settings' welcome message, collects a vehicle, its
 * parts and the branch with WhatsApp's buttons and lists, and sends the order to be priced,
 * routed like a bot's; it answers questions from the question/answer pairs (the same matching as
 * /ai's preview) and hands the conversation to staff when it has no good answer or the customer
 * asks for a person. While staff hold a conversation it stays quiet until the customer asks for
 * the menu again. Its replies go out as any outbound message does (stored, then sent by a job).
 */
export async function runAssistant(turn: AssistantTurn): Promise<void> {
  const { conversation } = turn;
  const state: AssistantState = { ...conversation.assistant };
  const text = turn.kind === 'text' || turn.kind === 'choice' ? (turn.body.text ?? '') : '';
  const word = normalised(text);
  const choice = turn.kind === 'choice' ? (turn.body.choiceId ?? '') : '';
  const assistant = new Assistant(turn, state);

  if (STOP_WORDS.has(word)) {
    await updateConversation(turn.tx, conversation.id, { optedOut: true });
    return assistant.say((w) => w.optedOut);
  }
  if (START_WORDS.has(word) && conversation.optedOut) {
    await updateConversation(turn.tx, conversation.id, { optedOut: false });
    await assistant.say((w) => w.optedIn);
    return assistant.menu();
  }
  if (choice === 'menu:language' || word === 'english' || word === 'العربية' || word === 'عربي') {
    const locale: AssistantLocale =
      choice === 'menu:language'
        ? conversation.locale === 'ar'
          ? 'en'
          : 'ar'
        : word === 'english'
          ? 'en'
          : 'ar';
    await updateConversation(turn.tx, conversation.id, { locale });
    assistant.locale = locale;
    return assistant.menu();
  }
  if (choice === 'menu:person' || PERSON_WORDS.some((person) => word.includes(person))) {
    return assistant.handOver(text);
  }
  if (state.step === 'staff') {
    // Staff hold the conversation: the assistant comes back only when asked for the menu.
    if (MENU_WORDS.has(word) || ORDER_WORDS.has(word)) return assistant.menu();
    return;
  }
  return assistant.continueFrom(state.step, { text, word, choice });
}

interface Said {
  text: string;
  word: string;
  choice: string;
}

class Assistant {
  locale: AssistantLocale;

  constructor(
    private readonly turn: AssistantTurn,
    private state: AssistantState,
  ) {
    this.locale = turn.conversation.locale;
  }

  private get words() {
    return ASSISTANT_WORDS[this.locale];
  }

  private get companyId() {
    return this.turn.conversation.companyId;
  }

  async continueFrom(step: AssistantState['step'], said: Said): Promise<void> {
    switch (step) {
      case 'make':
      case 'make_typed':
        return this.onMake(said, step === 'make_typed');
      case 'model':
        return this.onModel(said);
      case 'year':
        return this.onYear(said);
      case 'parts':
        return this.onParts(said);
      case 'branch':
        return this.onBranch(said);
      case 'confirm':
        return this.onConfirm(said);
      case 'question':
        return this.onQuestion(said.text);
      default:
        return this.onIdle(said);
    }
  }

  private async onIdle(said: Said): Promise<void> {
    if (said.choice === 'menu:order' || ORDER_WORDS.has(said.word)) return this.startOrder();
    if (said.choice === 'menu:question') {
      await this.save({ step: 'question' });
      return this.say((w) => w.askQuestion);
    }
    if (!this.state.greeted || MENU_WORDS.has(said.word) || said.choice) {
      // The first message is answered with the welcome, and its question too when it has one.
      if (said.text && !said.choice && !MENU_WORDS.has(said.word))
        await this.answerIfKnown(said.text);
      return this.menu();
    }
    if (said.text && (await this.answerIfKnown(said.text))) return;
    return this.handOver(said.text);
  }

  private async onQuestion(text: string): Promise<void> {
    if (!text) return this.say((w) => w.askQuestion);
    await this.save({ step: 'idle' });
    if (await this.answerIfKnown(text)) return;
    return this.handOver(text);
  }

  /** Answers from the question/answer pairs when the match is confident. */
  private async answerIfKnown(question: string): Promise<boolean> {
    const { match, confident } = await answerForBot(this.turn.tx, this.companyId, { question });
    if (!match || !confident) return false;
    await this.say(() => match.answer);
    return true;
  }

  async menu(): Promise<void> {
    const w = this.words;
    const settings = await findChatSetting(this.turn.tx, {
      companyId: this.companyId,
      branchId: null,
    });
    // The chat settings are written in Arabic: a customer who asked for English gets ours.
    const welcome = (this.locale === 'ar' && settings.welcomeMessage.trim()) || w.welcome;
    await this.save({ step: 'idle', greeted: true, vehicle: {}, parts: [], branchId: null });
    await this.offer(
      welcome,
      [
        { id: 'menu:order', title: w.menuOrder },
        { id: 'menu:question', title: w.menuQuestion },
        { id: 'menu:person', title: w.menuPerson },
        { id: 'menu:language', title: w.menuLanguage },
      ],
      w.menuButton,
    );
  }

  private async startOrder(): Promise<void> {
    await this.save({ step: 'make', greeted: true, vehicle: {}, parts: [], branchId: null });
    await this.offer(
      this.words.askMake,
      [
        ...VEHICLE_MAKES.map((make) => ({ id: `make:${make.id}`, title: make[this.locale] })),
        { id: 'make:other', title: this.words.otherMake },
      ],
      this.words.makeListButton,
    );
  }

  private async onMake(said: Said, typed: boolean): Promise<void> {
    if (this.turn.kind === 'image' || this.turn.kind === 'document') {
      await this.save({ step: 'year', vehicle: { photo: true } });
      return this.say((w) => w.askYear);
    }
    if (said.choice === 'make:other') {
      await this.save({ step: 'make_typed' });
      return this.say((w) => w.askMakeTyped);
    }
    const listed = VEHICLE_MAKES.find((make) => said.choice === `make:${make.id}`);
    if (listed) {
      await this.save({ step: 'model', vehicle: { make: listed.ar } });
      return this.say((w) => w.askModel(listed[this.locale]));
    }
    const vin = readVin(said.text, this.turn.now);
    if (vin) {
      const vehicle = {
        vin: vin.vin,
        make: vin.make?.ar ?? ASSISTANT_WORDS.ar.unknownModel,
        model: ASSISTANT_WORDS.ar.unknownModel,
        ...(vin.year ? { year: vin.year } : {}),
      };
      const described = [vin.make?.[this.locale], vin.year, vin.vin].filter(Boolean).join(' ');
      await this.say((w) => w.vinRead(described));
      if (!vin.year) {
        await this.save({ step: 'year', vehicle });
        return this.say((w) => w.yearNotUnderstood);
      }
      await this.save({ step: 'parts', vehicle });
      return this.say((w) => w.askParts);
    }
    const make = said.text.trim().slice(0, 40);
    if ((typed || said.choice === '') && make) {
      await this.save({ step: 'model', vehicle: { make } });
      return this.say((w) => w.askModel(make));
    }
    return this.startOrder();
  }

  private async onModel(said: Said): Promise<void> {
    const reading = readModelYear(said.text, this.turn.now);
    if (!reading) return this.say((w) => w.modelNotUnderstood);
    await this.save({ step: 'parts', vehicle: { ...this.state.vehicle, ...reading } });
    return this.say((w) => w.askParts);
  }

  private async onYear(said: Said): Promise<void> {
    const year = readYear(said.text, this.turn.now);
    if (!year) return this.say((w) => w.yearNotUnderstood);
    await this.save({ step: 'parts', vehicle: { ...this.state.vehicle, year } });
    return this.say((w) => w.askParts);
  }

  private async onParts(said: Said): Promise<void> {
    const parts = this.state.parts ?? [];
    if (said.choice === 'parts:done' || DONE_WORDS.has(said.word)) {
      if (parts.length === 0) return this.say((w) => w.partsEmpty);
      return this.askBranchOrConfirm();
    }
    if (this.turn.kind !== 'text') return this.say((w) => w.askParts);
    const added = readPartLines(said.text).slice(0, MAX_PARTS - parts.length);
    if (added.length === 0) return this.say((w) => w.partsEmpty);
    const all = [...parts, ...added];
    await this.save({ parts: all });
    const shown = added.map((part) =>
      part.quantity > 1 ? `${part.name} × ${part.quantity}` : part.name,
    );
    if (all.length >= MAX_PARTS) {
      await this.say((w) => w.partsFull(MAX_PARTS));
      return this.askBranchOrConfirm();
    }
    return this.offer(this.words.partsAdded(shown), [
      { id: 'parts:done', title: this.words.partsDone },
    ]);
  }

  private async branches() {
    return (await integrationPlacesOf(this.turn.tx, this.companyId)).branches;
  }

  private async askBranchOrConfirm(): Promise<void> {
    const branches = await this.branches();
    if (branches.length > 1) {
      await this.save({ step: 'branch' });
      return this.offer(
        this.words.askBranch,
        // A list holds ten rows: the first ten branches, by their order on the dashboard.
        branches.slice(0, 10).map((branch) => ({
          id: `branch:${branch._id}`,
          title: branch.branchName.slice(0, 24),
        })),
        this.words.branchListButton,
      );
    }
    return this.confirm(branches[0]?._id ?? null);
  }

  private async onBranch(said: Said): Promise<void> {
    const branches = await this.branches();
    const chosen = branches.find((branch) => said.choice === `branch:${branch._id}`);
    if (!chosen) return this.askBranchOrConfirm();
    return this.confirm(chosen._id);
  }

  private vehicleText(): string {
    const v = this.state.vehicle ?? {};
    if (v.photo) return `${this.words.unknownVehicle} ${v.year ?? ''}`.trim();
    return [v.make, v.model !== ASSISTANT_WORDS.ar.unknownModel ? v.model : null, v.year, v.vin]
      .filter(Boolean)
      .join(' ');
  }

  private async confirm(branchId: string | null): Promise<void> {
    await this.save({ step: 'confirm', branchId });
    const branch = branchId
      ? ((await this.branches()).find((b) => b._id === branchId)?.branchName ?? null)
      : null;
    const parts = (this.state.parts ?? []).map((part) =>
      part.quantity > 1 ? `${part.name} × ${part.quantity}` : part.name,
    );
    return this.offer(this.words.summary(this.vehicleText(), parts, branch), [
      { id: 'confirm:send', title: this.words.confirmSend },
      { id: 'confirm:cancel', title: this.words.confirmCancel },
    ]);
  }

  private async onConfirm(said: Said): Promise<void> {
    if (said.choice === 'confirm:cancel') {
      await this.save({ step: 'idle', vehicle: {}, parts: [], branchId: null });
      return this.say((w) => w.orderCanceled);
    }
    if (said.choice !== 'confirm:send') return this.confirm(this.state.branchId ?? null);
    return this.submitOrder();
  }

  private async submitOrder(): Promise<void> {
    const { tx, conversation, now } = this.turn;
    const vehicle = this.state.vehicle ?? {};
    const route = await routeOrder(
      tx,
      this.companyId,
      this.state.branchId ? { branchId: this.state.branchId } : {},
    );
    const order = await createIntakeOrder(tx, {
      companyId: this.companyId,
      input: {
        client: {
          name: conversation.customerName?.trim() || `+${conversation.customerPhone}`,
          phone: phoneOfWhatsappId(conversation.customerPhone),
        },
        vehicle: {
          mark: vehicle.photo
            ? ASSISTANT_WORDS.ar.unknownVehicle
            : (vehicle.make ?? ASSISTANT_WORDS.ar.unknownModel),
          model: vehicle.model ?? ASSISTANT_WORDS.ar.unknownModel,
          year: vehicle.year ?? now.getUTCFullYear(),
          ...(vehicle.vin ? { chassis: vehicle.vin } : {}),
        },
        pieces: (this.state.parts ?? []).map((part) => ({
          nameAr: part.name,
          quantity: part.quantity,
        })),
      },
      route,
      idempotency: null,
      actor: { type: 'customer' },
      source: 'whatsapp',
      now,
    });
    await tx.execute(sql`
      insert into chat_order_links (order_id, company_id, conversation_id)
      values (${order.id}, ${this.companyId}, ${conversation.id})
    `);
    await this.save({ step: 'idle', vehicle: {}, parts: [], branchId: null });
    const settings = await findChatSetting(tx, { companyId: this.companyId, branchId: null });
    await this.say((w) => w.orderSent(order.orderRef), order.id);
    const closing = this.locale === 'ar' ? settings.closeMessage.trim() : '';
    if (closing) await this.say(() => closing, order.id);
  }

  async handOver(text: string): Promise<void> {
    const { tx, conversation, now } = this.turn;
    await this.save({ step: 'staff' });
    await updateConversation(tx, conversation.id, { needsStaff: true });
    await this.say((w) => w.handedOver);
    const who = conversation.customerName ?? `+${conversation.customerPhone}`;
    for (const userId of await companyAndManagers(tx, this.companyId)) {
      await recordNotification(tx, {
        userId,
        companyId: this.companyId,
        title: 'عميل بانتظار موظف',
        message: text ? `${who}: ${text.slice(0, 120)}` : `${who} يطلب التحدث مع موظف`,
        path: `/conversations/${conversation.id}`,
        now,
      });
    }
  }

  private async save(changes: Partial<AssistantState>): Promise<void> {
    this.state = { ...this.state, ...changes };
    await updateConversation(this.turn.tx, this.turn.conversation.id, { assistant: this.state });
  }

  async say(
    words: (w: (typeof ASSISTANT_WORDS)[AssistantLocale]) => string,
    orderId: string | null = null,
  ): Promise<void> {
    await queueOutbound(this.turn.tx, {
      companyId: this.companyId,
      conversationId: this.turn.conversation.id,
      authorKind: 'assistant',
      kind: 'text',
      body: { text: words(this.words) },
      purpose: 'assistant',
      orderId,
      now: this.turn.now,
    });
  }

  private async offer(
    text: string,
    choices: { id: string; title: string }[],
    listButton?: string,
  ): Promise<void> {
    await queueOutbound(this.turn.tx, {
      companyId: this.companyId,
      conversationId: this.turn.conversation.id,
      authorKind: 'assistant',
      kind: 'choices',
      body: {
        text,
        choices,
        // More than three choices need a list, and a list needs its button's title.
        ...(listButton || choices.length > 3
          ? { listButton: listButton ?? this.words.menuButton }
          : {}),
      },
      purpose: 'assistant',
      now: this.turn.now,
    });
  }
}

/** The company itself and its active managers: who hears that a customer waits for a person. */
async function companyAndManagers(tx: Database, companyId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from users
      where id = ${companyId}
         or (company_id = ${companyId} and role = 'manager' and is_active)
    `),
  );
  return rows.map((row) => row.id);
}
