import { KeyRound } from 'lucide-react';
import { Button, Modal, ModalClose } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

interface RotateSecretDialogProps {
  /** The endpoint's URL while the question is open; null when closed. */
  url: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a new signing secret is issued: the old one keeps signing for 24 hours. */
export function RotateSecretDialog({ url, pending, onConfirm, onClose }: RotateSecretDialogProps) {
  const { t } = useI18n();
  return (
    <Modal
      open={url !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('webhooks.rotate.title')}
      description={t('webhooks.rotate.description')}
      closeLabel={t('form.close')}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={pending}>
              {t('webhooks.rotate.cancel')}
            </Button>
          </ModalClose>
          <Button icon={<KeyRound aria-hidden="true" />} loading={pending} onClick={onConfirm}>
            {t('webhooks.rotate.confirm')}
          </Button>
        </>
      }
    >
      <p
        dir="ltr"
        className="break-all rounded-md bg-surface-muted px-3 py-2 font-mono text-sm text-fg"
      >
        {url}
      </p>
    </Modal>
  );
}
