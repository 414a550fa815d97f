import {
  Building2,
  CircleCheck,
  ClipboardList,
  Clock,
  LayoutGrid,
  Store,
  UserCog,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatCardTone } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import type { HomeCardKey } from './home-cards';

/** How each count looks: its label, icon and tone. */
export const HOME_CARD_LOOK: Record<
  HomeCardKey,
  { labelKey: MessageKey; icon: ReactNode; tone: StatCardTone }
> = {
  companies: { labelKey: 'home.card.companies', icon: <Building2 />, tone: 'primary' },
  branches: { labelKey: 'home.card.branches', icon: <Store />, tone: 'success' },
  sections: { labelKey: 'home.card.sections', icon: <LayoutGrid />, tone: 'warning' },
  totalUsers: { labelKey: 'home.card.totalUsers', icon: <Users />, tone: 'neutral' },
  managers: { labelKey: 'home.card.managers', icon: <UserCog />, tone: 'neutral' },
  employees: { labelKey: 'home.card.employees', icon: <UsersRound />, tone: 'primary' },
  orders: { labelKey: 'home.card.orders', icon: <ClipboardList />, tone: 'primary' },
  pendingOrders: { labelKey: 'home.card.pendingOrders', icon: <Clock />, tone: 'warning' },
  completedOrders: {
    labelKey: 'home.card.completedOrders',
    icon: <CircleCheck />,
    tone: 'success',
  },
};
