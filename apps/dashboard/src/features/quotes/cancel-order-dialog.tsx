import { DeletePhraseDialog } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { DeleteDialogProps } from '../../shared/lists/delete-flow';

/**
 * Cancelling an order asks for the same typed phrase as a delete, in words about cancelling; a
 * priced order's quote is withdrawn with it, which `withdrawsQuote` says.
 */
export function CancelOrderDialog({
  withdrawsQuote = false,
  ...props
}: DeleteDialogProps & { withdrawsQuote?: boolean }) {
  const { t } = useI18n();
  return (
    <DeletePhraseDialog
      {...props}
      title={t(withdrawsQuote ? 'quote.withdraw.title' : 'offers.cancel.title')}
      description={t(withdrawsQuote ? 'quote.withdraw.description' : 'offers.cancel.description', {
        ref: props.itemName ?? '',
      })}
      instruction={t('delete.instruction')}
      inputLabel={t('delete.inputLabel')}
      confirmLabel={t('offers.cancel.confirm')}
      cancelLabel={t('offers.cancel.dismiss')}
    />
  );
}
