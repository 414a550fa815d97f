import type { FulfilmentStage } from '@taseer/api';
import { Button, Modal } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { isDestructiveStage, STAGE_LABELS } from '../../shared/orders/fulfilment-stages';
import { ordersPhrase } from './orders-phrase';

/** References listed before "and n more". */
const LISTED = 8;

/**
 * «نقل طلبين إلى «جاهز للاستلام»؟»: a bulk move says how many orders go where, and which,
 * before it is sent; a return says it cannot be undone.
 */
export function ConfirmMoveDialog({
  move,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The stage and the orders' references; null when closed. */
  move: { stage: FulfilmentStage; refs: readonly string[] } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, lang } = useI18n();
  if (!move) return null;
  const orders = ordersPhrase(move.refs.length, lang, t);
  const destructive = isDestructiveStage(move.stage);
  const listed = move.refs.slice(0, LISTED);
  const more = move.refs.length - listed.length;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onCancel()}
      size="sm"
      title={t('fulfilment.bulk.title', { orders, stage: t(STAGE_LABELS[move.stage]) })}
      closeLabel={t('form.close')}
      footer={
        <>
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            {t('fulfilment.bulk.cancel')}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={pending}
            onClick={onConfirm}
          >
            {t('fulfilment.bulk.confirm', { orders })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm leading-relaxed">
        <p className={destructive ? 'rounded-lg bg-danger-soft px-4 py-3 text-fg' : 'text-fg'}>
          {t(destructive ? 'fulfilment.bulk.returnText' : 'fulfilment.bulk.text')}
        </p>
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold text-fg-muted">{t('fulfilment.bulk.list')}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={t('fulfilment.bulk.list')}>
            {listed.map((ref) => (
              <li key={ref} className="rounded-md bg-surface-muted px-2 py-1 font-medium">
                <bdi dir="ltr">{ref}</bdi>
              </li>
            ))}
            {more > 0 ? (
              <li className="px-1 py-1 text-fg-muted">
                {t('fulfilment.bulk.more', { count: more })}
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </Modal>
  );
}
