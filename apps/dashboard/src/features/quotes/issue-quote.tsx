import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, Quote } from '@taseer/api';
import { Button, toast } from '@taseer/ui';
import { ApiRequestError, orderMovedOn } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { timelineQueryOptions } from '../../shared/desk/api/desk';
import { refreshLists } from '../../shared/lists/list-keys';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';
import { ORDER_CHANGE_REFRESHES } from '../../shared/orders/order-changes';
import { issueQuote } from './api/order-mutations';
import { serverFieldOf, type LineDraft } from './quote-draft';
import type { SavedDraftSlot } from './saved-draft';

// The form issues and the modal's footer shows the issuing: one key names that mutation to both.
const issueMutationKey = (orderId: string) => ['post', '/api/v1/orders/{id}/quotes', orderId];

interface IssueQuoteOptions {
  order: Order;
  /** The version the new one replaces, if there is one. */
  newest: Quote | undefined;
  /** Where the typed lines are kept in this browser, forgotten once the quote is issued. */
  slot: SavedDraftSlot | null;
  /** The lines as typed, to place the server's field errors on. */
  draft: readonly LineDraft[];
  onServerErrors: (errors: Record<string, string>) => void;
  onIssued: () => void;
}

/**
 * Issuing the typed version. The server's quote and order take the form's place at once and the
 * lists are read again; a refusal puts the server's field errors on their lines, its message in a
 * toast, and reads again an order someone else moved on meanwhile.
 */
export function useIssueQuote({
  order,
  newest,
  slot,
  draft,
  onServerErrors,
  onIssued,
}: IssueQuoteOptions) {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  return useMutation({
    mutationKey: issueMutationKey(order._id),
    mutationFn: (lines: Parameters<typeof issueQuote>[1]) => issueQuote(order._id, lines),
    onSuccess: async (answer) => {
      slot?.forget();
      const { message: _message, order: saved, ...issued } = answer;
      // Newest first, as every list of versions.
      const version = issued.quotes[0]?.version ?? (newest?.version ?? 0) + 1;
      toast.success(t('quote.issued', { version }));
      client.setQueryData(orderQuotesQueryOptions(order._id).queryKey, issued);
      client.setQueryData(orderQueryOptions(order._id).queryKey, { order: saved });
      onIssued();
      await refreshLists(client, [...ORDER_CHANGE_REFRESHES]);
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.errors.length > 0) {
        onServerErrors(
          Object.fromEntries(
            error.errors.map((item) => [serverFieldOf(draft, item.field), item.message]),
          ),
        );
      }
      showError(error);
      // Someone else claimed or priced it, or the customer answered, first: the server's message
      // names who, and the order shows as it now is (held by a colleague: read-only).
      if (orderMovedOn(error)) {
        await refreshLists(client, [
          orderQueryOptions(order._id).queryKey,
          orderQuotesQueryOptions(order._id).queryKey,
          timelineQueryOptions(order._id).queryKey,
          ...ORDER_CHANGE_REFRESHES,
        ]);
      }
    },
  });
}

/** The footer's submit button of the form `formId`, busy while its quote is being issued. */
export function SubmitButton({ formId, orderId }: { formId: string; orderId: string }) {
  const { t } = useI18n();
  const pending = useQueryClient().isMutating({ mutationKey: issueMutationKey(orderId) }) > 0;
  return (
    <Button type="submit" form={formId} loading={pending}>
      {t('offers.submit')}
    </Button>
  );
}
