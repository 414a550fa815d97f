import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { can, type Order, type User } from '@taseer/api';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from '../lists/list-keys';
import { orderQueryOptions } from '../orders/api/get-order';
import { ORDER_CHANGE_REFRESHES } from '../orders/order-changes';
import { WarningNotice } from '../quote-terms/warning-notice';
import { routeOrder } from './api/order-routing';
import { SectionChoiceFields } from './section-choice-fields';
import { useSectionChoice } from './use-section-choice';

/** A pending order without a section: whoever may route it picks one here. */
export function isUnrouted(order: Pick<Order, 'status' | 'sectionName'>): boolean {
  return order.status === 'pending' && order.sectionName === null;
}

/**
 * A company routes and works an order that reached no section, and a manager one in its own
 * branch; an order of another branch (or none) a manager takes into its branch first (the server
 * keeps a manager's other changes to its branch), so until then its claim, pricing and cancelling
 * are not offered.
 */
export function routesFirst(
  user: Pick<User, 'role' | 'branch'> | null | undefined,
  order: Pick<Order, 'status' | 'sectionName' | 'branchId'>,
): boolean {
  const role = user?.role;
  return (
    isUnrouted(order) &&
    can(role, 'order.route') &&
    !can(role, 'branch.choose') &&
    order.branchId !== user?.branch
  );
}

interface RouteOrderNoticeProps {
  order: Order;
  /** A company picks any branch; a manager, a section of its own. */
  choosesBranch: boolean;
}

/** Above an order that reached no section: what that means and the way out. */
export function RouteOrderNotice({ order, choosesBranch }: RouteOrderNoticeProps) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const client = useQueryClient();
  const choice = useSectionChoice({ choosesBranch });
  const route = useMutation({
    mutationFn: () => routeOrder(order._id, choice.sectionId),
    onSuccess: showSuccess,
    onError: showError,
    onSettled: () =>
      refreshLists(client, [orderQueryOptions(order._id).queryKey, ...ORDER_CHANGE_REFRESHES]),
  });
  return (
    <WarningNotice
      title={t('routing.title')}
      action={
        <form
          className="flex flex-col gap-3"
          aria-label={t('routing.chooseSection')}
          onSubmit={(event) => {
            event.preventDefault();
            if (choice.sectionId) route.mutate();
          }}
        >
          <SectionChoiceFields choice={choice} />
          <Button
            type="submit"
            className="w-fit"
            icon={<Route aria-hidden="true" />}
            disabled={!choice.sectionId}
            loading={route.isPending}
          >
            {t('routing.submit')}
          </Button>
        </form>
      }
    >
      {choosesBranch ? t('routing.description') : t('routing.descriptionManager')}
    </WarningNotice>
  );
}
