import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import type { IntegrationKeyDeps } from './integration-key.service.js';
import { activeKeyOf } from './integration-keys.repository.js';
import { submitOrder } from './submit-order.service.js';

type Answer = Reply<'sendTestIntegrationOrder'>['answer'];

/** Thrown to undo the sample order once its answer is known. */
const UNDO = Symbol('undo the test order');

/** The sample a test sends: a customer, a car and two parts, where the company asks. */
function sampleOrder(where: Body<'sendTestIntegrationOrder'>): Body<'createIntegrationOrder'> {
  return {
    client: { name: 'عميل تجريبي', phone: { dialCode: '+966', number: '0500000000' } },
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2022 },
    pieces: [
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 2 },
      { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads', quantity: 1 },
    ],
    ...(where.branchId ? { branchId: where.branchId } : {}),
    ...(where.sectionId ? { sectionId: where.sectionId } : {}),
  };
}

/**
 * A sample order through the bot's own intake, with the company's current key, inside a
 * transaction that is then rolled back: the answer is the bot's to the letter (where the order
 * lands included), and nothing stays — no order, no notice, no webhook, no use of the key.
 */
export async function sendTestOrder(
  { db, clock }: IntegrationKeyDeps,
  auth: AuthContext,
  where: Body<'sendTestIntegrationOrder'>,
): Promise<Reply<'sendTestIntegrationOrder'>> {
  if (auth.role !== 'admin' || !auth.companyId) throw new AppError('FORBIDDEN');
  const companyId = auth.companyId;
  const key = await activeKeyOf(db, companyId);
  if (!key) throw new AppError('INTEGRATION_KEY_MISSING');
  const body = sampleOrder(where);
  const idempotencyKey = `test-${randomUUID()}`;
  let answer: Answer | undefined;
  try {
    await inTransaction(db, async (tx) => {
      answer = await botAnswer(() =>
        submitOrder({ db: tx, clock }, { companyId, keyId: key.id }, idempotencyKey, body),
      );
      throw UNDO;
    });
  } catch (error) {
    if (error !== UNDO) throw error;
  }
  if (!answer) throw new Error('the test order was not answered');
  return {
    request: {
      method: 'POST',
      path: '/api/v1/integration/orders',
      headers: {
        'x-integration-key': `${key.keyPrefix}…`,
        'idempotency-key': idempotencyKey,
        'content-type': 'application/json',
      },
      body,
    },
    answer,
  };
}

/** The status and body the bot would read, a refusal included (as the error handler words it). */
async function botAnswer(submit: () => ReturnType<typeof submitOrder>): Promise<Answer> {
  try {
    const result = await submit();
    return { status: result.created ? 201 : 200, body: { order: result.order } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.statusCode,
      body: {
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
}
