import { Undo2 } from 'lucide-react';
import { Button, Modal } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * «تسجيل إرجاع الطلب؟»: a return cannot be undone (no stage follows it), so it is confirmed
 * first, saying what it does; when money was received, that it is not given back by itself.
 */
export function ReturnOrderDialog({
  open,
  orderRef,
  paid,
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  orderRef: string;
  /** Money was received for the order: the refund is a step of its own. */
  paid: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onCancel()}
      size="sm"
      title={t('fulfilment.return.title', { ref: `\u2066${orderRef}\u2069` })}
      closeLabel={t('form.close')}
      footer={
        <>
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            {t('fulfilment.return.keep')}
          </Button>
          <Button
            variant="danger"
            icon={<Undo2 aria-hidden="true" className="rtl:-scale-x-100" />}
            loading={pending}
            onClick={onConfirm}
          >
            {t('fulfilment.return.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm leading-relaxed">
        <p className="text-fg">{t('fulfilment.return.text')}</p>
        {paid ? (
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-fg">
            {t('fulfilment.return.refundNote')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
