import type { ReactNode } from 'react';
import { Button, Modal, ModalClose } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

export interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The id of the form inside, so the footer's save button submits it. */
  formId: string;
  pending: boolean;
  children: ReactNode;
  submitLabel?: string;
}

/**
 * An add or edit form in a modal: it closes on the backdrop, Escape, the close button and the
 * back button; save submits the form inside and spins while the request runs.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  formId,
  pending,
  children,
  submitLabel,
}: FormModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('form.close')}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost">{t('form.back')}</Button>
          </ModalClose>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel ?? t('form.save')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
