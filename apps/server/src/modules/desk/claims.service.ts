import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Body } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import {
  findOrderPlace,
  findOrderView,
  type LockedOrder,
  lockOrder,
  notifyOrderStaff,
  type OrderNotice,
  orderText,
  type OrderView,
} from '../orders/index.js';
import type { Permissions } from '../../plugins/permissions.js';
import { type Scope, scopeOf } from '../scope/index.js';
import { assigneesOf, setHolder, userNameOf, type AssigneeRow } from './desk.repository.js';
import { heldByOther } from './held-by-other.js';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

type Saved = { message: string; order: OrderView };

function notPending(action: string): AppError {
  return new AppError('ORDER_NOT_PENDING', {
    message: `لم يعد هذا الطلب قيد المراجعة، فلا يمكن ${action}`,
  });
}

/** Runs a change of holder on the locked, pending order and answers the order as it is now. */
async function onPendingOrder(
  { db, clock }: DeskDeps,
  auth: AuthContext,
  id: string,
  action: string,
  change: (tx: Database, order: LockedOrder, now: Date) => Promise<string>,
): Promise<Saved> {
  const scope = await scopeOf(db, auth);
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, scope, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== 'pending') throw notPending(action);
    const message = await change(tx, order, clock.now());
    return { message, order: await readBack(tx, scope, id) };
  });
}

async function readBack(tx: Database, scope: Scope, id: string): Promise<OrderView> {
  const order = await findOrderView(tx, scope, id);
  if (!order) throw new Error('the order just changed cannot be read back');
  return order;
}

/**
 * "I'm on it". Of claims made at the same moment the order's row lock lets one through; the
 * others find it held and answer 409. Taking over: a colleague's claim by anyone who asks, an
 * assignment only by who may assign.
 */
export async function claimOrder(
  deps: DeskDeps,
  auth: AuthContext,
  id: string,
  input: Body<'claimOrder'>,
): Promise<Saved> {
  return onPendingOrder(deps, auth, id, 'استلامه', async (tx, order, now) => {
    if (order.claimedBy === auth.userId) return 'الطلب باسمك بالفعل';
    const previous = order.claimedBy;
    if (previous) {
      const mayTake =
        input.takeOver && (!order.assignedBy || deps.permissions.allows(auth.role, 'order.assign'));
      if (!mayTake) throw await heldByOther(tx, order);
    }
    await setHolder(tx, order.id, { userId: auth.userId, assignedBy: null }, now);
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'order.claimed',
      actor: { type: 'user', id: auth.userId },
      data: previous ? { fromUserId: previous } : {},
      now,
    });
    if (previous) {
      const taker = (await userNameOf(tx, auth.userId)) ?? 'زميل';
      await notifyOrderStaff(tx, order, takenNotice(order, taker), now, {
        onlyNamed: true,
        also: [previous],
        actorId: auth.userId,
      });
    }
    return previous ? 'نُقل الطلب إليك، وهو الآن باسمك' : 'استلمت الطلب، وهو الآن باسمك';
  });
}

/** Hands the order back to the queue: its holder, or a manager or admin for anyone. */
export async function releaseOrder(deps: DeskDeps, auth: AuthContext, id: string): Promise<Saved> {
  return onPendingOrder(deps, auth, id, 'إعادته إلى قائمة الانتظار', async (tx, order, now) => {
    const previous = order.claimedBy;
    if (!previous) return 'لا أحد يعمل على هذا الطلب';
    if (previous !== auth.userId && !deps.permissions.allows(auth.role, 'order.assign')) {
      throw await heldByOther(tx, order);
    }
    await setHolder(tx, order.id, null, now);
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'order.released',
      actor: { type: 'user', id: auth.userId },
      data: { fromUserId: previous },
      now,
    });
    return 'أُعيد الطلب إلى قائمة الانتظار';
  });
}

/** A manager or admin gives the order to someone of its section (or takes it back: null). */
export async function assignOrder(
  deps: DeskDeps,
  auth: AuthContext,
  id: string,
  input: Body<'assignOrder'>,
): Promise<Saved> {
  return onPendingOrder(deps, auth, id, 'إسناده', async (tx, order, now) => {
    const assignee = input.userId;
    if (assignee !== null) {
      const candidates = await assigneesOf(tx, order);
      if (!candidates.some((candidate) => candidate._id === assignee)) {
        throw new AppError('ASSIGNEE_INVALID');
      }
    }
    if (assignee === order.claimedBy && (assignee === null || order.assignedBy)) {
      return 'لم يتغير شيء';
    }
    const previous = order.claimedBy;
    await setHolder(
      tx,
      order.id,
      assignee ? { userId: assignee, assignedBy: auth.userId } : null,
      now,
    );
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'order.assigned',
      actor: { type: 'user', id: auth.userId },
      data: { assigneeId: assignee, fromUserId: previous },
      now,
    });
    const assigneeName = await userNameOf(tx, assignee);
    if (assignee) {
      await notifyOrderStaff(tx, order, assignedNotice(order), now, {
        onlyNamed: true,
        also: [assignee],
        actorId: auth.userId,
      });
    }
    if (previous && previous !== assignee) {
      await notifyOrderStaff(tx, order, movedNotice(order, assigneeName), now, {
        onlyNamed: true,
        also: [previous],
        actorId: auth.userId,
      });
    }
    return assignee ? `أُسند الطلب إلى ${assigneeName ?? 'الموظف'}` : 'أُلغي إسناد الطلب';
  });
}

export async function listAssignees(
  { db }: DeskDeps,
  auth: AuthContext,
  id: string,
): Promise<{ assignees: AssigneeRow[] }> {
  const scope = await scopeOf(db, auth);
  const order = await findOrderPlace(db, scope, id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { assignees: await assigneesOf(db, order) };
}

// Colleagues and readers may be men or women: the order is the subject («استُلم طلب كان لديك»),
// never «your colleague took» or «you were working».
function takenNotice(order: LockedOrder, taker: string): OrderNotice {
  return {
    title: 'استُلم طلب كان لديك',
    message: `استُلم الطلب ${orderText(order)} وصار لدى ${taker}`,
  };
}

function assignedNotice(order: LockedOrder): OrderNotice {
  return {
    title: 'أُسند إليك طلب',
    message: `أُسند إليك تسعير الطلب ${orderText(order)}`,
  };
}

function movedNotice(order: LockedOrder, to: string | null): OrderNotice {
  return {
    title: 'نُقل طلب كان لديك',
    message: to
      ? `نُقل الطلب ${orderText(order)} إلى ${to}`
      : `أُعيد الطلب ${orderText(order)} إلى قائمة الانتظار`,
  };
}
