import { useEffect, useState } from 'react';
import { Button, Modal, ModalClose } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { askBeforeUnload, navigationGate } from './navigation-gate';

/**
 * While `dirty`, leaving the screen asks first: a move inside the app opens a dialog (stay, or
 * leave without saving), and closing or reloading the tab gets the browser's own question.
 * Render the answered element in the screen.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const open = navigationGate.close((proceed) => setLeave(() => proceed));
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      open();
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [dirty]);

  return (
    <UnsavedChangesDialog
      open={leave !== null}
      onStay={() => setLeave(null)}
      onLeave={() => {
        const proceed = leave;
        setLeave(null);
        proceed?.();
      }}
    />
  );
}

function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={t('unsaved.title')}
      description={t('unsaved.description')}
      closeLabel={t('form.close')}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost">{t('unsaved.stay')}</Button>
          </ModalClose>
          <Button variant="danger" onClick={onLeave}>
            {t('unsaved.leave')}
          </Button>
        </>
      }
    />
  );
}
