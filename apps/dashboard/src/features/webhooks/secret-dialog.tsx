import { Button, Modal, ModalClose, SecretRevealPanel } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { copyText } from '../../lib/copy-text';
import { useWebhookTexts } from './use-webhook-texts';

/** A signing secret to show once: after an endpoint was added, or its secret rotated. */
export interface IssuedSecret {
  secret: string;
  url: string;
  rotated: boolean;
}

/**
 * The secret, shown this once, with its copy button and how to verify events. It closes only by
 * the user's hand (the secret cannot be fetched again).
 */
export function SecretDialog({
  issued,
  onClose,
}: {
  issued: IssuedSecret | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const texts = useWebhookTexts();
  return (
    <Modal
      open={issued !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(issued?.rotated ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.createdTitle')}
      description={
        issued ? (
          <span dir="ltr" className="break-all">
            {issued.url}
          </span>
        ) : undefined
      }
      closeLabel={t('form.close')}
      footer={
        <ModalClose asChild>
          <Button>{t('webhooks.secret.done')}</Button>
        </ModalClose>
      }
    >
      {issued ? (
        // A new secret starts with the copy button as it was never pressed.
        <SecretRevealPanel
          key={issued.secret}
          secret={issued.secret}
          rotated={issued.rotated}
          onCopy={copyText}
          texts={texts.secret}
        />
      ) : null}
    </Modal>
  );
}
