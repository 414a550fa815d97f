import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { lockAuditedRecord, recordFieldChanges, type AuditField } from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { defaultSectionView, saveDefaultSection, sectionOfCompany } from './places.repository.js';
import type { RoutingDeps } from './route-order.service.js';

type DefaultSection = Awaited<ReturnType<typeof defaultSectionView>>;

export async function getOrderIntake(
  { db }: RoutingDeps,
  auth: AuthContext,
): Promise<Reply<'getOrderIntake'>> {
  return { defaultSection: await defaultSectionView(db, companyIdOf(auth)) };
}

/** The default section by its branch and name: an id would mean nothing in the audit log. */
function audited(section: DefaultSection): AuditField[] {
  return [
    {
      field: 'defaultSection',
      format: 'text',
      value: section ? `${section.branchName} / ${section.sectionName}` : null,
    },
  ];
}

export async function updateOrderIntake(
  { db, clock }: RoutingDeps,
  auth: AuthContext,
  input: Body<'updateOrderIntake'>,
): Promise<Reply<'updateOrderIntake'>> {
  const companyId = companyIdOf(auth);
  const saved = await inTransaction(db, async (tx) => {
    await lockAuditedRecord(tx, `order_intake:${companyId}`);
    const sectionId = input.defaultSectionId;
    if (sectionId !== null && !(await sectionOfCompany(tx, companyId, sectionId))) {
      throw new AppError('SECTION_NOT_FOUND');
    }
    const before = await defaultSectionView(tx, companyId);
    const now = clock.now();
    await saveDefaultSection(tx, companyId, sectionId, now);
    const after = await defaultSectionView(tx, companyId);
    await recordFieldChanges(tx, {
      companyId,
      action: 'order_intake.updated',
      actor: auth,
      target: { type: 'order_intake', id: null, label: null },
      before: audited(before),
      after: audited(after),
      now,
    });
    return after;
  });
  return {
    message: saved
      ? 'تم الحفظ: تذهب الطلبات التي لا تحدد قسمًا إلى هذا القسم'
      : 'تم الحفظ: تنتظر الطلبات التي لا تحدد قسمًا توجيهها من المدير أو الشركة',
    intake: { defaultSection: saved },
  };
}
