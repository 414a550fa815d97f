import { randomInt } from 'node:crypto';
import type { Phone } from './phones.js';

/**
 * What happens before an order reaches a screen, through the API: the company's staff and
 * branch, its chat bot's integration key, and the orders the bot submits (openapi/paths/users.yaml
 * `integrationKey`, openapi/paths/integration.yaml `orders`).
 */

export interface ApiServer {
  url: string;
  apiKey: string;
}

/** A customer's request as the chat bot collects it (IntegrationOrderRequest). */
export interface IntegrationOrder {
  client: { name: string; phone: Phone };
  vehicle: { mark: string; model: string; year: number; chassis?: string };
  pieces: { nameAr: string; nameEn?: string; quantity: number }[];
  branchId?: string;
  sectionId?: string;
}

export interface SubmittedPiece {
  _id: string;
  name_ar: string;
  quantity: number;
  price: number | null;
  status: string;
}

export interface SubmittedOrder {
  _id: string;
  orderRef: string;
  createdAt: string;
  status: string;
  total: number;
  branchName: string | null;
  sectionName: string | null;
  pieces: SubmittedPiece[];
}

/** The HTTP status and body of a call, for tests about the answer itself. */
export interface Answer<T> {
  status: number;
  body: T;
}

async function send<T>(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
): Promise<Answer<T>> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as T };
}

function expectOk<T>(what: string, answer: Answer<T>): T {
  if (answer.status >= 300) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A signed-in company's own calls. */
export class CompanyApi {
  constructor(
    private readonly server: ApiServer,
    private readonly token: string,
  ) {}

  private headers(): Record<string, string> {
    return { 'x-api-key': this.server.apiKey, authorization: `Bearer ${this.token}` };
  }

  private async json<T>(method: string, path: string, body: unknown): Promise<T> {
    // A POST without a body must not announce JSON: an empty JSON body is a bad request.
    const answer = await send<T>(`${this.server.url}${path}`, {
      method,
      headers:
        body === undefined
          ? this.headers()
          : { ...this.headers(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return expectOk(`${method} ${path}`, answer);
  }

  /** A manager of the company, active at once (what the add-manager modal does). */
  async createManager(manager: { username: string; email: string; phone: Phone }) {
    const form = new FormData();
    form.set('username', manager.username);
    form.set('email', manager.email);
    form.set('phone', JSON.stringify(manager.phone));
    form.set('role', 'manager');
    const answer = await send<{ user: { _id: string } }>(
      `${this.server.url}/api/v1/auth/register`,
      {
        method: 'POST',
        headers: this.headers(),
        body: form,
      },
    );
    return expectOk('creating a manager', answer).user;
  }

  /** A branch run by `managerId`. */
  async createBranch(branch: { branchName: string; managerId: string; address: string }) {
    const saved = await this.json<{ branch: { _id: string } }>('POST', '/api/v1/branches/', branch);
    return saved.branch;
  }

  /** The company's first branches, newest first. */
  async branches(): Promise<{ _id: string; branchName: string }[]> {
    const answer = await send<{ branches: { _id: string; branchName: string }[] }>(
      `${this.server.url}/api/v1/branches/?page=1&limit=5`,
      { method: 'GET', headers: this.headers() },
    );
    return expectOk('listing branches', answer).branches;
  }

  /** Issues a new integration key; the previous one stops working at once. */
  async rotateIntegrationKey(): Promise<string> {
    const issued = await this.json<{ key: string }>(
      'POST',
      '/api/v1/users/integration-key',
      undefined,
    );
    return issued.key;
  }
}

/** The company's chat bot: it knows only its integration key. */
export class ChatBot {
  constructor(
    private readonly serverUrl: string,
    private readonly integrationKey: string,
  ) {}

  /** Submits an order; a retry sends the same `idempotencyKey` and body. */
  submitOrder(
    idempotencyKey: string,
    order: IntegrationOrder,
  ): Promise<Answer<{ order: SubmittedOrder; message?: string }>> {
    return send(`${this.serverUrl}/api/v1/integration/orders`, {
      method: 'POST',
      headers: {
        'x-integration-key': this.integrationKey,
        'idempotency-key': idempotencyKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify(order),
    });
  }
}

/** A chassis number of the contract's shape (17 characters, no I, O or Q) no other test uses. */
export function newChassis(): string {
  return `JTDKB20U${String(randomInt(100_000_000, 999_999_999))}`;
}
