import { DeletePhraseDialog } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { DeleteDialogProps } from '../lists/delete-flow';

/** Cancelling an order asks for the same typed phrase as a delete, in words about cancelling. */
export function CancelOrderDialog(props: DeleteDialogProps) {
  const { t } = useI18n();
  return (
    <DeletePhraseDialog
      {...props}
      title={t('offers.cancel.title')}
      description={t('offers.cancel.description', { ref: props.itemName ?? '' })}
      instruction={t('delete.instruction')}
      inputLabel={t('delete.inputLabel')}
      confirmLabel={t('offers.cancel.confirm')}
      cancelLabel={t('offers.cancel.dismiss')}
    />
  );
}
