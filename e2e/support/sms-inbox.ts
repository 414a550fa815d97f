import { international, type Phone } from './phones.js';
import type { ReceivedSms } from './sms-gateway.js';

const CODE = /(?<![0-9])[0-9]{4}(?![0-9])/;

/** Reads what the run's SMS gateway received, over HTTP, from any process. */
export class SmsInbox {
  constructor(private readonly inboxUrl: string) {}

  async messagesTo(phone: Phone): Promise<ReceivedSms[]> {
    const url = `${this.inboxUrl}?to=${encodeURIComponent(international(phone))}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
    return (await response.json()) as ReceivedSms[];
  }

  async countTo(phone: Phone): Promise<number> {
    return (await this.messagesTo(phone)).length;
  }

  /** The code in the newest message to this phone, or null when none arrived yet. */
  async lastCodeTo(phone: Phone): Promise<string | null> {
    const last = (await this.messagesTo(phone)).at(-1);
    return last ? (CODE.exec(last.text)?.[0] ?? null) : null;
  }

  /**
   * Waits for message number `count` to this phone (1 = the first) and answers its code. For use
   * outside tests (setup), where `expect.poll` is not available.
   */
  async waitForCode(phone: Phone, count: number, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await this.messagesTo(phone);
      const message = messages[count - 1];
      const code = message ? CODE.exec(message.text)?.[0] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code number ${count} reached ${phone.number}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
