import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { otpChallenges } from '../../db/schema.js';
import type { Phone } from '../../lib/phone.js';

export type OtpPurpose = 'activation' | 'login';

export interface OtpChallenge {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

const byPhone = (phone: Phone) =>
  and(eq(otpChallenges.dialCode, phone.dialCode), eq(otpChallenges.phoneNumber, phone.number));

/**
 * Serialises code issuing for one phone until the transaction ends, so two simultaneous requests
 * cannot both pass the "3 codes per 10 minutes" count.
 */
export async function lockPhone(tx: Database, phone: Phone): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${phone.dialCode}:${phone.number}`}, 0))`,
  );
}

export async function codesSentSince(
  db: Database,
  phone: Phone,
  since: Date,
): Promise<{ sent: number; oldest: Date | null }> {
  const scope = and(byPhone(phone), gt(otpChallenges.createdAt, since));
  const [totals] = await db.select({ sent: count() }).from(otpChallenges).where(scope);
  const [first] = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(scope)
    .orderBy(asc(otpChallenges.createdAt))
    .limit(1);
  return { sent: totals?.sent ?? 0, oldest: first?.createdAt ?? null };
}

export async function insertChallenge(
  db: Database,
  challenge: {
    id: string;
    phone: Phone;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
    requestedIp: string;
  },
): Promise<void> {
  const { phone, ...rest } = challenge;
  await db
    .insert(otpChallenges)
    .values({ ...rest, dialCode: phone.dialCode, phoneNumber: phone.number });
}

/** Forgets a code whose SMS could not be sent, so it neither works nor counts. */
export async function deleteChallenge(db: Database, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/** The newest code of this purpose: sending a new code retires the earlier ones. */
export async function latestChallenge(
  db: Database,
  phone: Phone,
  purpose: OtpPurpose,
): Promise<OtpChallenge | null> {
  const [row] = await db
    .select({
      id: otpChallenges.id,
      codeHash: otpChallenges.codeHash,
      attempts: otpChallenges.attempts,
      expiresAt: otpChallenges.expiresAt,
      consumedAt: otpChallenges.consumedAt,
    })
    .from(otpChallenges)
    .where(and(byPhone(phone), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong guess; answers the attempts used, or null if the code is no longer live. */
export async function recordWrongAttempt(
  db: Database,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? null;
}

/**
 * Uses the code up. One atomic UPDATE: when many correct submissions race, exactly one gets the
 * row back; the others see it consumed.
 */
export async function consumeChallenge(
  db: Database,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}

export async function deleteChallengesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before));
}
