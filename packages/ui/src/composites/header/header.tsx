import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { deferred, useDeferredComponent } from '../../lib/deferred';
import { IconButton } from '../../primitives/icon-button/icon-button';
import {
  AccountButtonContent,
  accountButtonClass,
  type AccountMenuProps,
  type HeaderMenuItem,
} from './account-button';

export type { HeaderMenuItem } from './account-button';

const accountMenu = deferred(() => import('./account-menu').then((module) => module.AccountMenu));

export interface HeaderProps {
  /** The signed-in user's name: the greeting, the avatar's initials, the dropdown button. */
  userName: string;
  /** The user's picture; initials show without one. */
  userImage?: string | null;
  /** The open page's title (the app passes it; without one only the greeting shows). */
  title?: ReactNode;
  /** The line under the title; `مرحبًا، {userName}` unless the app passes its own wording. */
  greeting?: ReactNode;
  /** The notification bell (a NotificationBell, usually). */
  bell?: ReactNode;
  menuItems?: readonly HeaderMenuItem[];
  /** Opens the sidebar's drawer; the button shows below 1024 px only. */
  onMenuClick?: () => void;
  /** Accessible name of the menu button. */
  menuLabel?: string;
  /** Accessible name of the profile dropdown, read before the user's name. */
  accountLabel?: string;
  className?: string;
}

/**
 * The 103 px bar above the page, beside the sidebar: the drawer button on small screens, the title
 * and a greeting, the bell and the profile dropdown.
 */
export function Header({
  userName,
  userImage,
  title = 'لوحة التحكم',
  greeting,
  bell,
  menuItems = [],
  onMenuClick,
  menuLabel = 'فتح القائمة',
  accountLabel = 'قائمة الحساب',
  className,
}: HeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-10 flex h-header w-full shrink-0 items-center gap-3 border-b border-border bg-surface px-4 sm:gap-4 sm:px-8',
        className,
      )}
    >
      {onMenuClick ? (
        <IconButton label={menuLabel} onClick={onMenuClick} className="-ms-2 lg:hidden">
          <Menu />
        </IconButton>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {/* The open page's title, shown here once: the screen's own h1 is for screen readers. */}
        {title ? (
          <p className="truncate text-lg font-bold leading-snug text-fg sm:text-xl">{title}</p>
        ) : null}
        <p className="truncate text-sm text-fg-muted">{greeting ?? `مرحبًا، ${userName}`}</p>
      </div>
      {bell}
      <DeferredAccountMenu
        userName={userName}
        userImage={userImage}
        items={menuItems}
        label={accountLabel}
      />
    </header>
  );
}

/**
 * The profile button, whose dropdown (account-menu.tsx) is fetched when the pointer comes over it
 * or it takes the focus; the fetched menu then takes its place. Asked to open before that (a
 * click, Enter, Space or the down arrow), the menu opens as soon as it arrives.
 */
function DeferredAccountMenu(props: AccountMenuProps) {
  const [Menu, fetchMenu] = useDeferredComponent(accountMenu);
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const [focused, setFocused] = useState(false);
  if (Menu) return <Menu {...props} openedBy={openedBy} takeFocus={focused} />;
  const open = (by: 'pointer' | 'keyboard') => {
    setOpenedBy(by);
    fetchMenu();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open('pointer');
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          open('keyboard');
        }
      }}
      className={accountButtonClass}
    >
      <AccountButtonContent {...props} />
    </button>
  );
}
