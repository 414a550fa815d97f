import { ArrowUp } from 'lucide-react';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { newOrdersKey } from './new-orders-text';

/**
 * On a later page of a newest-first list, new orders are announced here instead of pushing the
 * rows down under the reader: «3 طلبات جديدة — عرض» goes to page 1, where they are. Announced to
 * screen readers politely, as it changes.
 */
export function NewOrdersBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { t, lang } = useI18n();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {count > 0 ? (
        <div className="flex items-center justify-between gap-3 rounded-t-xl border-b border-primary/20 bg-primary-soft px-4 py-2 text-sm font-medium text-primary-hover">
          <span>{t(newOrdersKey(count, lang), { count })}</span>
          <Button
            size="sm"
            variant="primary"
            icon={<ArrowUp aria-hidden="true" />}
            aria-label={t('queue.newOrders.showLabel')}
            onClick={onShow}
          >
            {t('queue.newOrders.show')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
