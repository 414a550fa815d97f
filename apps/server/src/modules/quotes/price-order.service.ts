import { AppError, type FieldError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import {
  type OrderView,
  pendingPieceIdsOf,
  pricedOrderNotice,
  priceFieldError,
  priceText,
  type TransitionDeps,
  transitionOrder,
} from '../orders/index.js';
import { issueVersion } from './issue-quote.js';

type PriceOrderInput = Body<'priceOrder'>;

/**
 * The specification's pricing call: every pending piece of a pending order priced exactly once,
 * which issues version 1 of its quote with one unit price per piece and completes the order.
 * Prices are checked before anything is locked; the pieces named are checked against the order
 * under its lock.
 */
export async function priceOrder(
  deps: TransitionDeps,
  auth: AuthContext,
  id: string,
  input: PriceOrderInput,
): Promise<{ message: string; order: OrderView }> {
  if (input.id !== id) {
    throw invalid([
      { field: 'id', message: 'معرّف الطلب في البيانات لا يطابق الطلب المراد تسعيره' },
    ]);
  }
  checkedPrices(input.payload);

  const order = await transitionOrder(deps, auth, id, {
    async apply(tx, locked, now) {
      checkPiecesCovered(input.payload, await pendingPieceIdsOf(tx, locked));
      await issueVersion(
        tx,
        locked,
        input.payload.map((item) => ({ pieceId: item.id, options: [{ price: item.price }] })),
        {
          actor: { type: 'user', id: auth.userId },
          auditActor: auth,
          now,
          linkSecret: deps.config.quoteLinkSecret,
        },
      );
    },
    notice: (locked) => pricedOrderNotice(locked),
  });
  return { message: 'تم تسعير الطلب بنجاح، وعرض السعر جاهز للإرسال إلى العميل', order };
}

function checkedPrices(payload: PriceOrderInput['payload']): void {
  const errors: FieldError[] = [];
  payload.forEach((item, index) => {
    const checked = priceText(item.price);
    if (!checked.ok) errors.push(priceFieldError(index, checked.why));
  });
  if (errors.length > 0) throw invalid(errors);
}

/** Each pending piece priced once; a piece of another order (or already priced) is refused. */
function checkPiecesCovered(payload: PriceOrderInput['payload'], pendingIds: string[]): void {
  const pending = new Set(pendingIds);
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  payload.forEach((item, index) => {
    const field = `payload.${index}.id`;
    if (!pending.has(item.id)) {
      errors.push({
        field,
        message: `القطعة رقم ${index + 1} ليست من قطع هذا الطلب المنتظرة للتسعير`,
      });
    } else if (seen.has(item.id)) {
      errors.push({ field, message: `القطعة رقم ${index + 1} مكررة، سعّر كل قطعة مرة واحدة` });
    }
    seen.add(item.id);
  });
  const missing = pendingIds.filter((pieceId) => !seen.has(pieceId)).length;
  if (missing > 0) {
    errors.push({
      field: 'payload',
      message: `يجب تسعير جميع قطع الطلب: بقيت ${missing} ${missing === 1 ? 'قطعة' : 'قطع'} دون سعر`,
    });
  }
  if (errors.length > 0) throw invalid(errors);
}

function invalid(errors: FieldError[]): AppError {
  const message = errors.length === 1 && errors[0] ? errors[0].message : 'بيانات التسعير غير صالحة';
  return new AppError('VALIDATION_FAILED', { message, errors });
}
