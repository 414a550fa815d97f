import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  PackageCheck,
  PackageOpen,
  Store,
  TriangleAlert,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { can, type FulfilmentStage, type Order } from '@taseer/api';
import { Button, formatDate, FulfilmentStepper, toast, type FulfilmentStepView } from '@taseer/ui';
import { errorCode } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { refreshLists } from '../lists/list-keys';
import { fulfilmentErrorText } from '../orders/fulfilment-errors';
import {
  isDestructiveStage,
  isStaleOrderError,
  MOVE_LABELS,
  nextStages,
  STAGE_LABELS,
} from '../orders/fulfilment-stages';
import { timelineQueryOptions } from '../desk/api/desk';
import { orderQueryOptions } from '../orders/api/get-order';
import { orderPaymentsQueryOptions } from '../order-payments/api/list-order-payments';
import { orderQuotesQueryOptions } from '../orders/api/order-quotes';
import { useSetOrderFulfilment } from './api/set-order-fulfilment';
import { fulfilmentPath } from './fulfilment-path';
import { ReturnOrderDialog } from './return-order-dialog';

/** Each move's picture; the truck and the return arrow point along the line, so they flip. */
const MOVE_ICONS: Record<FulfilmentStage, { icon: LucideIcon; flips?: boolean }> = {
  preparing: { icon: PackageOpen },
  ready_for_pickup: { icon: Store },
  out_for_delivery: { icon: Truck, flips: true },
  delivered: { icon: PackageCheck },
  returned: { icon: Undo2, flips: true },
};

/**
 * «التجهيز والتسليم» of an accepted order: where its handover stands (the stepper, each step
 * reached with its time and who moved it) and, for staff allowed to (`order.fulfil`), a button
 * for each stage it may move to next, and only those. A return ends the handover for good, so
 * it is asked for again first. A refusal is said under the buttons by its code; the order is
 * then read again, since it is not where the panel showed it.
 */
export function OrderFulfilmentPanel({ order }: { order: Order }) {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const client = useQueryClient();
  const timeline = useQuery(timelineQueryOptions(order._id));
  const payments = useQuery(orderPaymentsQueryOptions(order._id));
  const move = useSetOrderFulfilment(order._id);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const stage = order.fulfilmentStage;
  const headingId = `${order._id}-fulfilment`;

  const path = fulfilmentPath({
    stage,
    events: timeline.data?.events ?? [],
    chosenOption: payments.data?.chosenOption,
  });
  const steps = path.map((step): FulfilmentStepView => ({
    stage: step.stage,
    label: t(step.label),
    ...(step.at ? { time: formatDate(step.at, { locale: lang, style: 'dateTime' }) } : {}),
    ...(step.by ? { detail: t('fulfilment.panel.by', { name: `\u2068${step.by}\u2069` }) } : {}),
  }));
  const next = can(role, 'order.fulfil') ? nextStages(stage) : [];
  const note =
    stage === null
      ? t('fulfilment.panel.notStarted')
      : stage === 'delivered'
        ? t('fulfilment.panel.delivered')
        : stage === 'returned'
          ? t('fulfilment.panel.returned')
          : null;

  const moveTo = (target: FulfilmentStage) => {
    setError(null);
    move.mutate(target, {
      onSuccess: () => {
        setAsking(false);
        toast.success(
          t('fulfilment.panel.moved', { ref: order.orderRef, stage: t(STAGE_LABELS[target]) }),
        );
      },
      onError: (failure) => {
        setAsking(false);
        setError(fulfilmentErrorText(failure, t));
        if (isStaleOrderError(errorCode(failure))) {
          void refreshLists(client, [
            orderQueryOptions(order._id).queryKey,
            orderQuotesQueryOptions(order._id).queryKey,
            timelineQueryOptions(order._id).queryKey,
          ]);
        }
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="fulfilment">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {t('fulfilment.panel.title')}
      </h3>
      <div className="flex flex-col gap-4 rounded-xl border border-border/60 p-4 sm:p-5">
        <FulfilmentStepper
          steps={steps}
          current={stage}
          texts={{
            label: t('fulfilment.panel.steps'),
            done: t('fulfilment.panel.done'),
            upcoming: t('fulfilment.panel.upcoming'),
          }}
        />
        {note ? <p className="text-sm leading-relaxed text-fg-muted">{note}</p> : null}
        {next.length > 0 ? (
          <div
            role="group"
            aria-label={t('fulfilment.panel.actions')}
            className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap"
          >
            {next.map((target, index) => {
              const { icon: Icon, flips } = MOVE_ICONS[target];
              const destructive = isDestructiveStage(target);
              return (
                <Button
                  key={target}
                  type="button"
                  variant={destructive ? 'ghost' : index === 0 ? 'primary' : 'outline'}
                  className={
                    destructive ? 'text-danger hover:bg-danger-soft sm:ms-auto' : undefined
                  }
                  icon={<Icon aria-hidden="true" className={flips ? 'rtl:-scale-x-100' : ''} />}
                  loading={move.isPending && move.variables === target && !asking}
                  disabled={move.isPending}
                  onClick={() => (destructive ? setAsking(true) : moveTo(target))}
                >
                  {t(MOVE_LABELS[target])}
                </Button>
              );
            })}
          </div>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
      <ReturnOrderDialog
        open={asking}
        orderRef={order.orderRef}
        paid={order.paymentStatus !== null}
        pending={move.isPending}
        onConfirm={() => moveTo('returned')}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
