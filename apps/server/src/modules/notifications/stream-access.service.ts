import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secrets.js';
import type { AuthContext } from '../identity/index.js';
import type { TokenService } from '../auth/index.js';
import {
  consumeStreamTicket,
  insertStreamTicket,
  liveSessionsAmong,
  accountOf,
} from './stream-tickets.repository.js';
import { type Scope, scopeOf } from '../scope/index.js';

export const STREAM_TICKET_TTL_SECONDS = 60;

/** Who a stream belongs to, and when it must end whatever happens (an access token's expiry). */
export interface StreamIdentity {
  userId: string;
  sessionId: string;
  endsAt: Date | null;
  /** Which orders' changes the stream carries: those within the user's reach when it opened. */
  reach: Scope;
}

interface Deps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
}

/**
 * The stream takes its credential in the query string (`EventSource` sends no headers): either a
 * single-use ticket, valid a minute and bound to the caller's session, or an access token as
 * clients written against the original API send.
 */
export async function issueStreamTicket(
  { db, clock }: Deps,
  auth: AuthContext,
): Promise<{ ticket: string; expiresIn: number }> {
  const now = clock.now();
  const ticket = randomBytes(32).toString('base64url');
  await insertStreamTicket(db, {
    tokenHash: sha256(ticket),
    userId: auth.userId,
    sessionId: auth.sessionId,
    expiresAt: addSeconds(now, STREAM_TICKET_TTL_SECONDS),
    createdAt: now,
  });
  return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
}

/** The owner of a stream credential; 401 when it is unknown, used, expired or its session ended. */
export async function authenticateStream(deps: Deps, token: string): Promise<StreamIdentity> {
  return looksLikeJwt(token) ? byAccessToken(deps, token) : byTicket(deps, token);
}

function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}

async function byAccessToken({ db, tokens }: Deps, token: string): Promise<StreamIdentity> {
  const auth = await tokens.authenticate(token);
  const { exp } = decodeJwt(token);
  return {
    userId: auth.userId,
    sessionId: auth.sessionId,
    endsAt: typeof exp === 'number' ? new Date(exp * 1000) : null,
    reach: await scopeOf(db, auth),
  };
}

async function byTicket({ db, clock }: Deps, ticket: string): Promise<StreamIdentity> {
  const now = clock.now();
  const owner = await consumeStreamTicket(db, sha256(ticket), now);
  if (!owner) throw new AppError('UNAUTHENTICATED');
  // A deleted user's sessions go with it (cascade), so a live session means a live account.
  const live = await liveSessionsAmong(db, [owner.sessionId], now);
  if (!live.has(owner.sessionId)) throw new AppError('SESSION_EXPIRED');
  const account = await accountOf(db, owner.userId);
  if (!account) throw new AppError('SESSION_EXPIRED');
  const reach = await scopeOf(db, { ...account, sessionId: owner.sessionId });
  return { userId: owner.userId, sessionId: owner.sessionId, endsAt: null, reach };
}
