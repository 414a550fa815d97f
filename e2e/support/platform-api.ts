import type { Phone } from './phones.js';
import { SmsInbox } from './sms-inbox.js';

export interface CreatedUser {
  _id: string;
  username: string;
  role: string;
}

export interface SignedInUser {
  username: string;
  role: string;
}

/**
 * Direct API calls for what a test needs to exist before its browser part starts (a company
 * made by the superadmin), so the browser only drives what the test is about.
 */
export class PlatformApi {
  private readonly inbox: SmsInbox;

  constructor(private readonly server: { url: string; inboxUrl: string; apiKey: string }) {
    this.inbox = new SmsInbox(server.inboxUrl);
  }

  /** login → code from the gateway → verify; answers the access token. */
  async signIn(phone: Phone): Promise<string> {
    const before = await this.inbox.countTo(phone);
    await this.call('POST', '/api/v1/auth/login', { phone });
    const otp = await this.inbox.waitForCode(phone, before + 1);
    const verified = (await this.call('POST', '/api/v1/auth/verify', { phone, otp })) as {
      accessToken: string;
    };
    return verified.accessToken;
  }

  /** A company signs itself up and never confirms its number (/register, then gone). */
  async registerCompany(company: { username: string; email: string; phone: Phone }): Promise<void> {
    const before = await this.inbox.countTo(company.phone);
    await this.call('POST', '/api/v1/auth/registeradmin', company);
    await this.inbox.waitForCode(company.phone, before + 1);
  }

  /** A company signs itself up and confirms its number (what /register and /activate do). */
  async signUpCompany(company: { username: string; email: string; phone: Phone }): Promise<void> {
    const before = await this.inbox.countTo(company.phone);
    await this.call('POST', '/api/v1/auth/registeradmin', company);
    const otp = await this.inbox.waitForCode(company.phone, before + 1);
    await this.call('POST', '/api/v1/auth/activate', { phone: company.phone, otp });
  }

  /** The superadmin creates a company (a user with role admin), active at once. */
  async createCompany(
    superadminToken: string,
    company: { username: string; email: string; phone: Phone },
  ): Promise<CreatedUser> {
    const form = new FormData();
    form.set('username', company.username);
    form.set('email', company.email);
    form.set('phone', JSON.stringify(company.phone));
    form.set('role', 'admin');
    const created = (await this.call('POST', '/api/v1/auth/register', form, superadminToken)) as {
      user: CreatedUser;
    };
    return created.user;
  }

  /** The signed-in user as the server describes it (what the dashboard keeps under `user`). */
  async me(token: string): Promise<SignedInUser> {
    const answer = (await this.call('GET', '/api/v1/auth/getme', undefined, token)) as {
      user: SignedInUser;
    };
    return answer.user;
  }

  private async call(
    method: string,
    path: string,
    body: unknown,
    token?: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = { 'x-api-key': this.server.apiKey };
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.server.url}${path}`, { method, headers, body: payload });
    const answer: unknown = await response.json();
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    }
    return answer;
  }
}
