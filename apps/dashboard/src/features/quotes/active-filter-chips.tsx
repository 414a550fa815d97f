import { X } from 'lucide-react';
import type { OrderStatus } from '@taseer/api';
import { IconButton } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { orderStatusLabels } from '../../shared/orders/order-status';
import type { OrderQueue } from '../../shared/order-lists/order-filters';

interface ActiveFilterChipsProps {
  /** The work list in force (`?queue=`), from a home panel's «show all». */
  queue?: OrderQueue;
  onClearQueue: () => void;
  /** A status in force that the screen has no box for (the offers list's `?status=`). */
  status?: OrderStatus;
  onClearStatus?: () => void;
}

/**
 * Why the list is shorter than usual when no box says so: the work list (and, on the offers list,
 * the status) a home panel opened it with, each a chip that takes it away. Outside the filters
 * a phone folds away, so it is seen on every screen size.
 */
export function ActiveFilterChips({
  queue,
  onClearQueue,
  status,
  onClearStatus,
}: ActiveFilterChipsProps) {
  const { t } = useI18n();
  const chips: { key: string; text: string; clearLabel: string; onClear: () => void }[] = [];
  if (queue) {
    const name = t(`orders.queue.${queue}`);
    chips.push({
      key: 'queue',
      text: t('orders.queue.chip', { name }),
      clearLabel: t('orders.queue.clear', { name }),
      onClear: onClearQueue,
    });
  }
  if (status && onClearStatus) {
    const name = orderStatusLabels(t)[status];
    chips.push({
      key: 'status',
      text: t('orders.statusChip', { name }),
      clearLabel: t('orders.statusChip.clear', { name }),
      onClear: onClearStatus,
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm font-medium text-primary-hover"
        >
          <span className="truncate">{chip.text}</span>
          <IconButton
            label={chip.clearLabel}
            size="sm"
            onClick={chip.onClear}
            className="size-7 shrink-0 rounded-full text-primary-hover hover:bg-primary-soft-hover"
          >
            <X />
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
