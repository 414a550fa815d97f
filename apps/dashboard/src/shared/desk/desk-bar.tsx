import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hand, TriangleAlert, Undo2, UserRoundMinus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Order } from '@taseer/api';
import { Button, cn, Field, Modal, ModalClose, Select, toast } from '@taseer/ui';
import { errorMessage, orderMovedOn } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from '../lists/list-keys';
import {
  assignOrder,
  assigneesQueryOptions,
  claimOrder,
  releaseOrder,
  timelineQueryOptions,
} from './api/desk';
import { orderQueryOptions } from '../orders/api/get-order';
import { ORDER_CHANGE_REFRESHES } from '../orders/order-changes';
import { assigneeOptions, type Hold } from './desk-claim';

interface DeskBarProps {
  order: Order;
  hold: Hold;
  /** `can(role, 'order.claim')`. */
  canClaim: boolean;
  /** `can(role, 'order.assign')`. */
  canAssign: boolean;
}

/**
 * Who works on a pending order, above it in the price offer: claim it (pricing claims it too),
 * hand it back, take it from a colleague after a confirmation, or — for managers — assign it.
 * Each change answers the order as it now is, which the modal shows at once.
 */
export function DeskBar({ order, hold, canClaim, canAssign }: DeskBarProps) {
  const { t } = useI18n();
  const titleId = useId();
  const change = useHolderChange(order._id);
  const [asking, setAsking] = useState(false);

  let line = null;
  if (hold.state === 'colleague' && hold.takeOver !== 'never') {
    const name = hold.claim.userName;
    line = (
      <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-fg">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {t(hold.claim.kind === 'assigned' ? 'desk.heldAssigned' : 'desk.heldClaimed', {
              name,
            })}
            {hold.takeOver === 'managerOnly' ? <> {t('desk.heldManagerOnly')}</> : null}
          </span>
        </p>
        {hold.takeOver === 'allowed' ? (
          <Button
            size="sm"
            variant="outline"
            className="w-fit shrink-0 bg-surface"
            icon={<Hand aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            {t('desk.takeOver')}
          </Button>
        ) : null}
      </div>
    );
  } else if (canClaim) {
    const mine = hold.state === 'mine';
    line = (
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:gap-3">
        <p className="min-w-0 flex-1 text-fg-muted">
          {t(mine ? 'desk.mineHint' : 'desk.freeHint')}
        </p>
        {mine ? (
          <Button
            size="sm"
            variant="ghost"
            className="w-fit shrink-0"
            icon={<Undo2 aria-hidden="true" className="rtl:-scale-x-100" />}
            loading={change.isPending && change.variables?.kind === 'release'}
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'release' })}
          >
            {t('desk.release')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="w-fit shrink-0"
            icon={<Hand aria-hidden="true" />}
            loading={change.isPending && change.variables?.kind === 'claim'}
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'claim' })}
          >
            {t('desk.claim')}
          </Button>
        )}
      </div>
    );
  }

  if (!line && !canAssign) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-lg px-3 py-2.5',
        // Held by a colleague: the whole box warns, so the notice is not missed.
        hold.state === 'colleague' ? 'bg-warning-soft' : 'border border-border bg-surface-muted/40',
      )}
    >
      <h3 id={titleId} className="sr-only">
        {t('desk.region')}
      </h3>
      {line}
      {canAssign ? (
        <AssignRow order={order} busy={change.isPending} onAssign={(to) => change.mutate(to)} />
      ) : null}
      {hold.state === 'colleague' ? (
        <TakeOverDialog
          open={asking}
          name={hold.claim.userName}
          orderRef={order.orderRef}
          pending={change.isPending}
          onConfirm={() =>
            change.mutate({ kind: 'takeOver' }, { onSettled: () => setAsking(false) })
          }
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}

type HolderChange =
  | { kind: 'claim' }
  | { kind: 'takeOver' }
  | { kind: 'release' }
  | { kind: 'assign'; userId: string; name: string }
  | { kind: 'unassign' };

/** One change of holder at a time; the answer is the order as it now is. */
function useHolderChange(orderId: string) {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const refresh = () =>
    refreshLists(client, [
      timelineQueryOptions(orderId).queryKey,
      assigneesQueryOptions(orderId).queryKey,
      ...ORDER_CHANGE_REFRESHES,
    ]);
  return useMutation({
    mutationKey: ['desk', orderId],
    mutationFn: (change: HolderChange) => {
      switch (change.kind) {
        case 'claim':
          return claimOrder(orderId);
        case 'takeOver':
          return claimOrder(orderId, true);
        case 'release':
          return releaseOrder(orderId);
        case 'assign':
          return assignOrder(orderId, change.userId);
        case 'unassign':
          return assignOrder(orderId, null);
      }
    },
    onSuccess: async (answer, change) => {
      client.setQueryData(orderQueryOptions(orderId).queryKey, { order: answer.order });
      const done = {
        claim: () => t('desk.claimed'),
        takeOver: () => t('desk.takenOver'),
        release: () => t('desk.released'),
        assign: () => t('desk.assigned', { name: change.kind === 'assign' ? change.name : '' }),
        unassign: () => t('desk.unassigned'),
      }[change.kind];
      toast.success(done());
      await refresh();
    },
    onError: async (error) => {
      showError(error);
      // Someone claimed, assigned or priced it meanwhile: show the order as it now is.
      if (orderMovedOn(error)) {
        await refreshLists(client, [orderQueryOptions(orderId).queryKey]);
        await refresh();
      }
    },
  });
}

function AssignRow({
  order,
  busy,
  onAssign,
}: {
  order: Order;
  busy: boolean;
  onAssign: (change: HolderChange) => void;
}) {
  const { t } = useI18n();
  const assignees = useQuery(assigneesQueryOptions(order._id));
  const people = assignees.data?.assignees ?? [];
  const assigned = order.claim?.kind === 'assigned' ? order.claim : null;
  const options = assigneeOptions(people, (name, count) => t('desk.assignOption', { name, count }));
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
      <Field
        label={t('desk.assign')}
        className="min-w-0 flex-1 sm:max-w-sm"
        error={
          assignees.isError
            ? `${t('desk.assignLoadError')}: ${errorMessage(assignees.error, {
                network: t('common.errorNetwork'),
                generic: t('common.errorGeneric'),
              })}`
            : undefined
        }
        touched={assignees.isError}
      >
        <Select
          options={options}
          value={assigned?.userId ?? null}
          placeholder={t('form.selectPlaceholder')}
          emptyText={assignees.isPending ? t('common.loading') : t('desk.assignNone')}
          disabled={busy || assignees.isPending}
          onValueChange={(userId) => {
            if (userId === assigned?.userId) return;
            const name = people.find((person) => person._id === userId)?.username ?? '';
            onAssign({ kind: 'assign', userId, name });
          }}
        />
      </Field>
      {assigned ? (
        <Button
          size="sm"
          variant="ghost"
          className="w-fit shrink-0 text-danger hover:bg-danger-soft sm:mb-1"
          icon={<UserRoundMinus aria-hidden="true" />}
          disabled={busy}
          onClick={() => onAssign({ kind: 'unassign' })}
        >
          {t('desk.unassign')}
        </Button>
      ) : null}
    </div>
  );
}

function TakeOverDialog({
  open,
  name,
  orderRef,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  orderRef: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      size="sm"
      title={t('desk.takeOverTitle', { name })}
      description={t('desk.takeOverDescription', { name, ref: orderRef })}
      closeLabel={t('form.close')}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={pending}>
              {t('desk.takeOverCancel')}
            </Button>
          </ModalClose>
          <Button icon={<Hand aria-hidden="true" />} loading={pending} onClick={onConfirm}>
            {t('desk.takeOverConfirm')}
          </Button>
        </>
      }
    />
  );
}
