import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import { maskedPhone, type Phone } from '../../lib/phone.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import { recordAuditEvent } from '../audit/index.js';
import {
  activateUser,
  deletePendingRegistration,
  findAccountByEmail,
  findAccountByPhone,
  findUserView,
  insertUser,
  isPendingSignUp,
  recordUserChange,
  uniqueUserError,
  updatePendingRegistration,
  type UserAccount,
  type UserView,
} from '../users/index.js';
import type { Body } from '../../openapi/operation-types.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import { readEmployeeSalary } from '../salary/index.js';
import type { OtpService } from './otp.service.js';
import type { AuthContext } from '../identity/index.js';
import type { TokenService } from './token.service.js';

export interface AuthServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  otp: OtpService;
  tokens: TokenService;
  rateLimiter: RateLimiter;
}

export interface OtpSent {
  message: string;
  otpExpires: number;
}

export interface SignedIn {
  message: string;
  user: UserView;
  accessToken: string;
  refresh: { token: string; expiresAt: Date };
}

/** Sign-up, sign-in by SMS code, and sessions. */
export class AuthService {
  private readonly ipSends: Limit;
  private readonly ipVerifies: Limit;

  constructor(private readonly deps: AuthServiceDeps) {
    const { limits } = deps.config;
    this.ipSends = {
      bucket: 'otp-send-ip',
      limit: limits.ipOtpSends,
      windowSeconds: limits.ipWindowSeconds,
      reason: 'طلبات كثيرة لرموز التحقق من هذا الجهاز',
    };
    this.ipVerifies = {
      bucket: 'otp-verify-ip',
      limit: limits.ipOtpVerifies,
      windowSeconds: limits.ipWindowSeconds,
      reason: 'محاولات تحقق كثيرة من هذا الجهاز',
    };
  }

  /**
   * A company signs itself up. It stays inactive until its number is confirmed; signing up again
   * before that replaces the pending details and sends a fresh code.
   */
  async registerAdmin(input: Body<'registerAdmin'>, ip: string): Promise<OtpSent> {
    const { db, otp, rateLimiter, clock } = this.deps;
    await rateLimiter.consume(this.ipSends, ip);

    const reservation = await onUniqueViolation(
      () =>
        inTransaction(db, async (tx) => {
          const owner = await findAccountByPhone(tx, input.phone);
          if (owner && !isPendingSignUp(owner)) throw new AppError('PHONE_TAKEN');

          const emailOwner = await findAccountByEmail(tx, input.email);
          if (emailOwner && emailOwner.id !== owner?.id) {
            if (!isPendingSignUp(emailOwner)) throw new AppError('EMAIL_TAKEN');
            // An unconfirmed sign-up does not get to keep an address someone else confirms.
            await deletePendingRegistration(tx, emailOwner.id);
          }

          const packageType = input.packageType || null;
          if (owner) {
            await updatePendingRegistration(tx, owner.id, {
              username: input.username,
              email: input.email,
              packageType,
              now: clock.now(),
            });
          } else {
            const id = randomUUID();
            await insertUser(tx, {
              id,
              companyId: id,
              role: 'admin',
              username: input.username,
              email: input.email,
              phone: input.phone,
              packageType,
              defaultEmployeeCost: await readEmployeeSalary(tx),
              isActive: false,
            });
          }
          return otp.reserve(tx, input.phone, 'activation', ip);
        }),
      uniqueUserError,
    );

    const { otpExpires } = await otp.deliver(reservation);
    return { message: 'تم تسجيل الشركة، أرسلنا رمز التفعيل إلى جوالك', otpExpires };
  }

  async login(phone: Phone, origin: RequestOrigin): Promise<OtpSent> {
    const { db, otp, rateLimiter } = this.deps;
    const ip = origin.ip ?? '';
    await rateLimiter.consume(this.ipSends, ip);
    await this.signingIn(phone, origin);
    const reservation = await inTransaction(db, (tx) => otp.reserve(tx, phone, 'login', ip));
    const { otpExpires } = await otp.deliver(reservation);
    return { message: 'تم إرسال رمز التحقق إلى جوالك', otpExpires };
  }

  /** A new code whose purpose follows the account: activation until confirmed, then sign-in. */
  async resendOtp(phone: Phone, ip: string): Promise<OtpSent> {
    const { db, otp, rateLimiter } = this.deps;
    await rateLimiter.consume(this.ipSends, ip);
    const account = await this.accountOf(phone);
    const purpose = account.isActive ? 'login' : 'activation';
    const reservation = await inTransaction(db, (tx) => otp.reserve(tx, phone, purpose, ip));
    const { otpExpires } = await otp.deliver(reservation);
    return { message: 'تم إرسال رمز تحقق جديد إلى جوالك', otpExpires };
  }

  async activate(phone: Phone, code: string, origin: RequestOrigin): Promise<{ message: string }> {
    const { db, otp, rateLimiter, clock } = this.deps;
    await rateLimiter.consume(this.ipVerifies, origin.ip ?? '');
    const account = await this.accountOf(phone);
    if (account.isActive) throw new AppError('ALREADY_ACTIVE');
    await otp.consume(phone, 'activation', code);
    await inTransaction(db, async (tx) => {
      const now = clock.now();
      const firstTime = isPendingSignUp(account);
      if (!(await activateUser(tx, account.id, now)) || !firstTime) return;
      // A company that signed itself up exists from the moment it confirms its number.
      const company = await findUserView(tx, account.id);
      if (company) {
        await recordUserChange(
          tx,
          { userId: account.id, role: account.role, origin },
          null,
          company,
          now,
        );
      }
    });
    return { message: 'تم تفعيل الحساب بنجاح، يمكنك الآن تسجيل الدخول' };
  }

  async verify(phone: Phone, code: string, origin: RequestOrigin): Promise<SignedIn> {
    const { otp, rateLimiter } = this.deps;
    await rateLimiter.consume(this.ipVerifies, origin.ip ?? '');
    const account = await this.signingIn(phone, origin);
    try {
      await otp.consume(phone, 'login', code);
    } catch (error) {
      const reason = error instanceof AppError ? CODE_FAILURES[error.code] : undefined;
      if (reason) await this.recordFailure(phone, account, reason, origin);
      throw error;
    }
    return this.startSession(account, origin);
  }

  /** Rotates the refresh cookie and answers a fresh access token. */
  async refresh(presented: string | undefined): Promise<SignedIn> {
    const { db, tokens } = this.deps;
    if (!presented) throw new AppError('REFRESH_INVALID');
    const rotated = await tokens.rotate(presented);
    const user = await findUserView(db, rotated.userId);
    if (!user || !user.isActive) {
      await tokens.revokeSession(rotated.familyId);
      throw new AppError('REFRESH_INVALID');
    }
    const accessToken = await tokens.issueAccessToken({
      userId: user._id,
      role: user.role,
      companyId: user.companyId,
      sessionId: rotated.familyId,
    });
    return {
      message: 'تم تجديد الجلسة',
      user,
      accessToken,
      refresh: { token: rotated.token, expiresAt: rotated.familyExpiresAt },
    };
  }

  async getMe(auth: AuthContext): Promise<{ user: UserView }> {
    const user = await findUserView(this.deps.db, auth.userId);
    if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
    return { user };
  }

  /** Ends the cookie's session and, when a valid bearer token came too, that one's. */
  async logout(
    presented: string | undefined,
    auth: AuthContext | null,
  ): Promise<{ message: string }> {
    const { tokens } = this.deps;
    if (presented) await tokens.revokeByToken(presented);
    if (auth) await tokens.revokeSession(auth.sessionId);
    return { message: 'تم تسجيل الخروج بنجاح' };
  }

  private async startSession(account: UserAccount, origin: RequestOrigin): Promise<SignedIn> {
    const { db, tokens, clock } = this.deps;
    const refresh = await inTransaction(db, async (tx) => {
      const family = await tokens.startFamily(tx, account.id);
      await recordAuditEvent(tx, {
        companyId: account.companyId,
        action: 'auth.signed_in',
        actor: { userId: account.id, role: account.role, origin },
        target: signInTarget(account),
        now: clock.now(),
      });
      return family;
    });
    const user = await findUserView(db, account.id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const accessToken = await tokens.issueAccessToken({
      userId: account.id,
      role: account.role,
      companyId: account.companyId,
      sessionId: refresh.familyId,
    });
    return {
      message: 'تم تسجيل الدخول بنجاح',
      user,
      accessToken,
      refresh: { token: refresh.token, expiresAt: refresh.familyExpiresAt },
    };
  }

  /**
   * The active account of a number signing in; a number no account has, or one not confirmed
   * yet, is refused and recorded as a failed sign-in.
   */
  private async signingIn(phone: Phone, origin: RequestOrigin): Promise<UserAccount> {
    const account = await findAccountByPhone(this.deps.db, phone);
    if (!account) {
      await this.recordFailure(phone, null, 'unknown_number', origin);
      throw new AppError('USER_NOT_FOUND');
    }
    if (!account.isActive) {
      await this.recordFailure(phone, account, 'not_activated', origin);
      throw new AppError('ACCOUNT_NOT_ACTIVATED');
    }
    return account;
  }

  /**
   * A failed sign-in, in the log of the account's company (the platform's for a number no
   * account has, with nobody as its actor). The number is kept masked, never the code tried.
   */
  private async recordFailure(
    phone: Phone,
    account: UserAccount | null,
    reason: SignInFailure,
    origin: RequestOrigin,
  ): Promise<void> {
    await recordAuditEvent(this.deps.db, {
      companyId: account?.companyId ?? null,
      action: 'auth.sign_in_failed',
      actor: account ? { userId: account.id, role: account.role } : null,
      target: account ? signInTarget(account) : null,
      details: { reason, phone: maskedPhone(phone.dialCode, phone.number) },
      origin,
      now: this.deps.clock.now(),
    });
  }

  private async accountOf(phone: Phone): Promise<UserAccount> {
    const account = await findAccountByPhone(this.deps.db, phone);
    if (!account) throw new AppError('USER_NOT_FOUND');
    return account;
  }
}

type SignInFailure =
  | 'unknown_number'
  | 'not_activated'
  | 'wrong_code'
  | 'code_expired'
  | 'code_locked'
  | 'code_used'
  | 'no_code';

/** The refusals of a code that count as failed sign-ins (a rate limit's refusal does not). */
const CODE_FAILURES: Partial<Record<string, SignInFailure>> = {
  OTP_INVALID: 'wrong_code',
  OTP_EXPIRED: 'code_expired',
  OTP_LOCKED: 'code_locked',
  OTP_USED: 'code_used',
  OTP_NOT_FOUND: 'no_code',
};

const SIGN_IN_TARGETS = {
  superadmin: 'superadmin',
  admin: 'company',
  manager: 'manager',
  agent: 'agent',
} as const;

/** The account signing in, as the log names its record (its name is the actor's). */
function signInTarget(account: UserAccount) {
  return { type: SIGN_IN_TARGETS[account.role], id: account.id, label: null };
}
