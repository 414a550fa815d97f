import type { SmsProvider } from './sms-provider.js';

/**
 * Development only: prints the message (and so the code) instead of sending it. The
 * configuration refuses this provider when NODE_ENV=production.
 */
export class ConsoleSms implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  async send(to: string, text: string): Promise<void> {
    this.print(`[sms → ${to}] ${text}`);
  }
}
