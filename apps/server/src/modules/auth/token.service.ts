import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/secrets.js';
import type { Role } from '../users/user-view.js';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  isFamilyLive,
  markRotated,
  revokeFamily,
} from './auth.repository.js';

/** Who is calling, as the access token says. `sessionId` is the refresh family. */
export interface AuthContext {
  userId: string;
  role: Role;
  companyId: string | null;
  sessionId: string;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  familyExpiresAt: Date;
}

const ROLES: readonly Role[] = ['superadmin', 'admin', 'manager', 'agent'];

/**
 * Access tokens are HS256 JWTs (15 minutes by default). Refresh tokens are 32 random bytes kept
 * only as SHA-256 hashes, rotated on every use; a family ends at REFRESH_FAMILY_TTL after sign-in
 * whatever happens.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(private readonly deps: { db: Database; config: AppConfig; clock: Clock }) {
    this.key = new TextEncoder().encode(deps.config.jwtSecret);
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

  /** The caller behind a bearer token; 401 when it is invalid, expired or its session ended. */
  async authenticate(token: string): Promise<AuthContext> {
    const now = this.deps.clock.now();
    let context: AuthContext;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const role = payload.role as Role;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        !ROLES.includes(role) ||
        !(typeof payload.companyId === 'string' || payload.companyId === null)
      ) {
        throw new AppError('UNAUTHENTICATED');
      }
      context = {
        userId: payload.sub,
        role,
        companyId: payload.companyId,
        sessionId: payload.sid,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED');
      throw new AppError('UNAUTHENTICATED');
    }
    // Logging out ends the session at once, not when the access token runs out.
    if (!(await isFamilyLive(this.deps.db, context.sessionId, now))) {
      throw new AppError('SESSION_EXPIRED');
    }
    return context;
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
      await revokeFamily(db, current.familyId, now);
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
      await revokeFamily(db, current.familyId, now);
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
    if (current) await revokeFamily(this.deps.db, current.familyId, this.deps.clock.now());
  }

  async revokeSession(sessionId: string): Promise<void> {
    await revokeFamily(this.deps.db, sessionId, this.deps.clock.now());
  }
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
