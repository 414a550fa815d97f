import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, tooManyRequests } from '../../errors.js';
import { ATTEMPTS, countOf } from '../../lib/arabic-count.js';
import { addSeconds, secondsBetween, type Clock } from '../../lib/clock.js';
import { phoneKey, toInternational, type Phone } from '../../lib/phone.js';
import { otpMessage, SmsDeliveryError, type SmsProvider } from '../../sms/sms-provider.js';
import type { Limit, RateLimiter } from '../rate-limit/index.js';
import {
  codesSentSince,
  consumeChallenge,
  deleteChallenge,
  insertChallenge,
  latestChallenge,
  lockPhone,
  recordWrongAttempt,
  type OtpPurpose,
} from './otp.repository.js';

/** A code recorded but not yet texted; `deliver` sends it or forgets it. */
export interface OtpReservation {
  challengeId: string;
  phone: Phone;
  code: string;
  expiresAt: Date;
}

export interface OtpServiceDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  sms: SmsProvider;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

const DAY_SECONDS = 86_400;

/**
 * One-time codes: 4 digits, stored only as an HMAC bound to the challenge, phone and purpose;
 * single use; valid OTP_TTL_SECONDS; dead after 5 wrong tries. At most 3 codes per phone per 10
 * minutes and 10 wrong codes per phone per day; counters live in the database.
 */
export class OtpService {
  private readonly failuresPerDay: Limit;

  constructor(private readonly deps: OtpServiceDeps) {
    this.failuresPerDay = {
      bucket: 'otp-failure-phone',
      limit: deps.config.limits.otpFailuresPerPhonePerDay,
      windowSeconds: DAY_SECONDS,
      reason: 'تجاوزت عدد المحاولات الخاطئة المسموح بها لهذا الرقم اليوم',
    };
  }

  /**
   * Records a new code inside the caller's transaction (so it commits together with, say, a
   * sign-up), after checking the per-phone sending limit under a per-phone lock.
   */
  async reserve(
    tx: Database,
    phone: Phone,
    purpose: OtpPurpose,
    ip: string,
  ): Promise<OtpReservation> {
    const { config, clock } = this.deps;
    const now = clock.now();
    const window = config.limits.otpSendWindowSeconds;

    await lockPhone(tx, phone);
    const { sent, oldest } = await codesSentSince(tx, phone, addSeconds(now, -window));
    if (sent >= config.limits.otpSendsPerPhone) {
      const retryAfter = secondsBetween(addSeconds(oldest ?? now, window), now);
      throw tooManyRequests('أرسلنا عددًا كبيرًا من رموز التحقق إلى هذا الرقم', retryAfter);
    }

    const challengeId = randomUUID();
    const code = randomInt(0, 10_000).toString().padStart(4, '0');
    const expiresAt = addSeconds(now, config.otpTtlSeconds);
    await insertChallenge(tx, {
      id: challengeId,
      phone,
      purpose,
      codeHash: this.hash(challengeId, phone, purpose, code),
      expiresAt,
      createdAt: now,
      requestedIp: ip,
    });
    return { challengeId, phone, code, expiresAt };
  }

  /** Texts the code. If that fails the challenge is deleted: it neither works nor counts. */
  async deliver(reservation: OtpReservation): Promise<{ otpExpires: number }> {
    const { sms, db, clock, log } = this.deps;
    const validFor = secondsBetween(reservation.expiresAt, clock.now());
    try {
      await sms.send(toInternational(reservation.phone), otpMessage(reservation.code, validFor));
    } catch (error) {
      await deleteChallenge(db, reservation.challengeId);
      const kind = error instanceof SmsDeliveryError ? error.kind : 'rejected';
      log.error(
        { provider: sms.name, reason: error instanceof Error ? error.message : String(error) },
        'SMS delivery failed; the code was discarded',
      );
      throw new AppError(kind === 'unavailable' ? 'SERVICE_UNAVAILABLE' : 'SMS_FAILED', {
        message:
          kind === 'unavailable'
            ? 'خدمة الرسائل غير متاحة حاليًا، لم يتم إرسال رمز التحقق. حاول مرة أخرى بعد قليل'
            : 'تعذر إرسال رسالة رمز التحقق، حاول مرة أخرى بعد قليل',
        cause: error,
      });
    }
    return { otpExpires: secondsBetween(reservation.expiresAt, clock.now()) };
  }

  /** Checks and uses up the newest code of this purpose; throws an AppError when it does not fit. */
  async consume(phone: Phone, purpose: OtpPurpose, code: string): Promise<void> {
    const { db, clock, config, rateLimiter } = this.deps;
    const maxAttempts = config.limits.otpMaxAttempts;
    await rateLimiter.check(this.failuresPerDay, phoneKey(phone));

    const challenge = await latestChallenge(db, phone, purpose);
    const now = clock.now();
    if (!challenge) throw new AppError('OTP_NOT_FOUND');
    if (challenge.consumedAt) throw new AppError('OTP_USED');
    if (challenge.attempts >= maxAttempts) throw new AppError('OTP_LOCKED');
    if (challenge.expiresAt <= now) throw new AppError('OTP_EXPIRED');

    if (!this.matches(challenge.codeHash, challenge.id, phone, purpose, code)) {
      await rateLimiter.record(this.failuresPerDay, phoneKey(phone));
      const used = await recordWrongAttempt(db, challenge.id, maxAttempts);
      const left = used === null ? 0 : maxAttempts - used;
      if (left <= 0) throw new AppError('OTP_LOCKED');
      throw new AppError('OTP_INVALID', {
        message: `رمز التحقق غير صحيح، تبقى لديك ${countOf(left, ATTEMPTS)}`,
      });
    }

    if (!(await consumeChallenge(db, challenge.id, now, maxAttempts))) {
      throw new AppError('OTP_USED');
    }
  }

  private hash(challengeId: string, phone: Phone, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.deps.config.otpSecret)
      .update(`${challengeId}|${purpose}|${phone.dialCode}|${phone.number}|${code}`)
      .digest('base64url');
  }

  private matches(
    stored: string,
    challengeId: string,
    phone: Phone,
    purpose: OtpPurpose,
    code: string,
  ): boolean {
    const expected = Buffer.from(stored);
    const actual = Buffer.from(this.hash(challengeId, phone, purpose, code));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
