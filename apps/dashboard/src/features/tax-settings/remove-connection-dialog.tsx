import { Unplug } from 'lucide-react';
import { Button, Modal, ModalClose } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * Asks before the ZATCA connection is removed: the invoices issued after it carry the phase-1 QR
 * only, unstamped and unreported.
 */
export function RemoveConnectionDialog({
  open,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('taxSettings.zatca.removeTitle')}
      description={t('taxSettings.zatca.removeDescription')}
      closeLabel={t('form.close')}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={pending}>
              {t('taxSettings.zatca.cancel')}
            </Button>
          </ModalClose>
          <Button
            variant="danger"
            icon={<Unplug aria-hidden="true" />}
            loading={pending}
            onClick={onConfirm}
          >
            {t('taxSettings.zatca.removeConfirm')}
          </Button>
        </>
      }
    />
  );
}
