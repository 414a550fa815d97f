import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secrets.js';
import type { AuthContext, Role } from '../identity/index.js';
import { SessionCache } from './session-cache.js';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  findLiveSession,
  markRotated,
  revokeFamily,
} from './auth.repository.js';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  familyExpiresAt: Date;
}

const ROLES: readonly Role[] = ['superadmin', 'admin', 'manager', 'agent'];
const MAX_VERIFIED_TOKENS = 20_000;

/**
 * Access tokens are HS256 JWTs (15 minutes by default). Refresh tokens are 32 random bytes kept
 * only as SHA-256 hashes, rotated on every use; a family ends at REFRESH_FAMILY_TTL after sign-in
 * whatever happens.
 */
export class TokenService {
  private readonly key: Uint8Array;

  /** What this process read lately of each session (session-cache.ts). */
  readonly sessions: SessionCache;
  private readonly verified = new Map<string, { context: AuthContext; exp: number }>();

  constructor(
    private readonly deps: {
      db: Database;
      config: AppConfig;
      clock: Clock;
      sessions?: SessionCache;
    },
  ) {
    this.key = new TextEncoder().encode(deps.config.jwtSecret);
    this.sessions = deps.sessions ?? new SessionCache();
  }

  async issueAccessToken(context: AuthContext): Promise<string> {
    const now = Math.floor(this.deps.clock.now().getTime() / 1000);
    return new SignJWT({ role: context.role, companyId: context.companyId, sid: context.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(context.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + this.deps.config.accessTokenTtlSeconds)
      .sign(this.key);
  }

  /**
   * The caller behind a bearer token, with where it works; 401 when the token is invalid or
   * expired, or its session ended (logged out, revoked, past its lifetime, the user deleted).
   */
  async authenticate(token: string): Promise<AuthContext> {
    const now = this.deps.clock.now();
    const context = await this.verify(token, now);
    // Logging out ends the session at once, not when the access token runs out.
    const session = await this.liveSession(context, now);
    if (!session) throw new AppError('SESSION_EXPIRED');
    return {
      ...context,
      placement: { branchId: session.branchId, sectionId: session.sectionId },
    };
  }

  /**
   * The claims of a valid access token. Checking the signature was a tenth of a list request's
   * time, so a token already checked is remembered until it expires: the same string, signed
   * by this key, cannot say anything else later. Expiry is checked on every use, as jose does
   * (valid while `exp` is after the current second).
   */
  private async verify(token: string, now: Date): Promise<AuthContext> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Math.floor(now.getTime() / 1000)) return known.context;
      this.verified.delete(token);
      throw new AppError('SESSION_EXPIRED');
    }
    let context: AuthContext;
    let exp: number;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp'],
      });
      const role = payload.role as Role;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        !ROLES.includes(role) ||
        !(typeof payload.companyId === 'string' || payload.companyId === null) ||
        typeof payload.exp !== 'number'
      ) {
        throw new AppError('UNAUTHENTICATED');
      }
      context = {
        userId: payload.sub,
        role,
        companyId: payload.companyId,
        sessionId: payload.sid,
      };
      exp = payload.exp;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED');
      throw new AppError('UNAUTHENTICATED');
    }
    if (this.verified.size >= MAX_VERIFIED_TOKENS) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { context, exp });
    return context;
  }

  private async liveSession(context: AuthContext, now: Date) {
    const cached = this.sessions.get(context.sessionId, now);
    if (cached) return cached.userId === context.userId ? cached : null;
    const started = this.sessions.readStarted();
    const session = await findLiveSession(this.deps.db, context.sessionId, context.userId, now);
    if (session) this.sessions.keep(context.sessionId, session, started, now);
    return session;
  }

  async startFamily(db: Database, userId: string): Promise<IssuedRefreshToken> {
    const now = this.deps.clock.now();
    const familyId = randomUUID();
    const familyExpiresAt = addSeconds(now, this.deps.config.refreshFamilyTtlSeconds);
    const token = newRefreshToken();
    await insertRefreshToken(db, {
      id: randomUUID(),
      userId,
      familyId,
      parentId: null,
      tokenHash: sha256(token),
      createdAt: now,
      familyExpiresAt,
    });
    return { token, familyId, familyExpiresAt };
  }

  /**
   * Trades a refresh token for its successor. A token that was already traded means a copy is
   * being replayed: the whole family is revoked, so the legitimate holder's newer token dies too.
   */
  async rotate(presented: string): Promise<IssuedRefreshToken & { userId: string }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const current = await findRefreshTokenByHash(db, sha256(presented));
    if (!current || current.revokedAt) throw new AppError('REFRESH_INVALID');
    if (current.familyExpiresAt <= now) throw new AppError('REFRESH_INVALID');
    if (current.rotatedAt) {
      await this.revokeSession(current.familyId);
      throw new AppError('REFRESH_INVALID');
    }

    const token = newRefreshToken();
    const rotated = await inTransaction(db, async (tx) => {
      if (!(await markRotated(tx, current.id, now))) return false;
      await insertRefreshToken(tx, {
        id: randomUUID(),
        userId: current.userId,
        familyId: current.familyId,
        parentId: current.id,
        tokenHash: sha256(token),
        createdAt: now,
        familyExpiresAt: current.familyExpiresAt,
      });
      return true;
    });
    if (!rotated) {
      // Lost a race with another use of the same token: treat it as a replay.
      await this.revokeSession(current.familyId);
      throw new AppError('REFRESH_INVALID');
    }
    return {
      token,
      familyId: current.familyId,
      familyExpiresAt: current.familyExpiresAt,
      userId: current.userId,
    };
  }

  /** Ends the session a refresh token belongs to; unknown tokens are ignored. */
  async revokeByToken(presented: string): Promise<void> {
    const current = await findRefreshTokenByHash(this.deps.db, sha256(presented));
    if (current) await this.revokeSession(current.familyId);
  }

  async revokeSession(sessionId: string): Promise<void> {
    await revokeFamily(this.deps.db, sessionId, this.deps.clock.now());
    // This process's next request must not wait for the trigger's notification to arrive.
    this.sessions.forgetSession(sessionId);
  }
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
