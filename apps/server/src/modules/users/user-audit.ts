import type { Database } from '../../db/client.js';
import {
  type AuditAction,
  type AuditActor,
  type AuditField,
  type AuditTargetType,
  recordFieldChanges,
} from '../audit/index.js';
import type { UserView } from './user-view.js';

/** A person's fields as the audit log compares them: where they work by name. */
function auditedUser(user: UserView): AuditField[] {
  return [
    { field: 'username', format: 'text', value: user.username },
    { field: 'email', format: 'text', value: user.email },
    { field: 'phone', format: 'text', value: `${user.phone.dialCode} ${user.phone.number}` },
    { field: 'description', format: 'text', value: user.description },
    { field: 'image', format: 'image', value: user.image },
    ...(user.role === 'manager' || user.role === 'agent'
      ? [{ field: 'branch', format: 'text', value: user.branchName } satisfies AuditField]
      : []),
    ...(user.role === 'agent'
      ? [{ field: 'section', format: 'text', value: user.sectionName } satisfies AuditField]
      : []),
    ...(user.role === 'admin'
      ? [
          {
            field: 'defaultEmployeeCost',
            format: 'number',
            value: user.defaultEmployeeCost,
          } satisfies AuditField,
        ]
      : []),
  ];
}

const TARGET_TYPES: Readonly<Record<UserView['role'], AuditTargetType>> = {
  superadmin: 'superadmin',
  admin: 'company',
  manager: 'manager',
  agent: 'agent',
};

/**
 * Records a person added, changed or deleted, in `tx`. Someone's own account is
 * `profile.updated`, in its company's log; a company created, changed or deleted by the
 * superadmin is a platform event (`company.*`), which the company's own log does not show;
 * managers and employees are `user.*` in their company's log, whoever did it.
 */
export async function recordUserChange(
  tx: Database,
  actor: AuditActor,
  before: UserView | null,
  after: UserView | null,
  now: Date,
): Promise<void> {
  const user = (after ?? before)!;
  const verb = !before ? 'created' : !after ? 'deleted' : 'updated';
  const own = user._id === actor.userId && verb === 'updated';
  const company = user.role === 'admin' && !own;
  const action = (
    own ? 'profile.updated' : company ? `company.${verb}` : `user.${verb}`
  ) as AuditAction;
  await recordFieldChanges(tx, {
    companyId: company ? null : user.companyId,
    action,
    actor,
    target: { type: TARGET_TYPES[user.role], id: user._id, label: user.username },
    before: before && auditedUser(before),
    after: after && auditedUser(after),
    now,
  });
}
