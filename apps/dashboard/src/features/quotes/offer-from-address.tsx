import { useQuery } from '@tanstack/react-query';
import type { Order } from '@taseer/api';
import { Button, ErrorState, Modal, ModalClose, Spinner } from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { isMissingOrder, isOrderId } from '../../shared/orders/offer-address';
import { PriceOfferModal } from './price-offer-modal';

interface OfferFromAddressProps {
  /** The id in the address (`/offers/:id`), as typed: it may name nothing. */
  id: string;
  /** The list's rows: an offer opened from its row shows at once. */
  rows: readonly Order[];
  canPrice: boolean;
  canCancel: boolean;
  onClose: () => void;
}

/**
 * The offer the address names, over the list. Opened from its row it shows at once; from a link
 * it is read first (a spinner in the modal meanwhile). An id that names no order within reach
 * (unknown, another company's, or not an id) says so plainly, over the list.
 */
export function OfferFromAddress({
  id,
  rows,
  canPrice,
  canCancel,
  onClose,
}: OfferFromAddressProps) {
  const { t } = useI18n();
  const row = rows.find((order) => order._id === id);
  const valid = isOrderId(id);
  const detail = useQuery({ ...orderQueryOptions(id), enabled: valid && !row });
  const order = row ?? detail.data?.order;

  if (order) {
    return (
      // Keyed by the order: another order opened in its place (from the customer's earlier
      // orders) starts afresh, on its own tab and form.
      <PriceOfferModal
        key={order._id}
        order={order}
        canPrice={canPrice}
        canCancel={canCancel}
        onClose={onClose}
      />
    );
  }
  if (!valid || isMissingOrder(detail.error)) return <OfferNotFound onClose={onClose} />;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('offers.modal.title')}
      closeLabel={t('form.close')}
    >
      {detail.isError ? (
        <ErrorState
          title={t('offers.loadError')}
          message={errorMessage(detail.error, {
            network: t('common.errorNetwork'),
            generic: t('common.errorGeneric'),
          })}
          onRetry={() => void detail.refetch()}
          retryLabel={t('list.retry')}
          retrying={detail.isFetching}
        />
      ) : (
        <div className="grid place-items-center py-10">
          <Spinner size="medium" label={t('common.loading')} className="text-primary" />
        </div>
      )}
    </Modal>
  );
}

function OfferNotFound({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('offers.notFound.title')}
      description={t('offers.notFound.description')}
      closeLabel={t('form.close')}
      footer={
        <ModalClose asChild>
          <Button variant="secondary">{t('offers.notFound.back')}</Button>
        </ModalClose>
      }
    />
  );
}
