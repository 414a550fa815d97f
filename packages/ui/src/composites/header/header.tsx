import { ChevronDown, Menu } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '../../primitives';

/** An entry of the profile dropdown (the app passes Profile, the language switch and Logout). */
export interface HeaderMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  onSelect: () => void;
  /** Red, for Logout. A line separates the first red entry from those above it. */
  tone?: 'danger';
  disabled?: boolean;
}

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
      <AccountMenu
        userName={userName}
        userImage={userImage}
        items={menuItems}
        label={accountLabel}
      />
    </header>
  );
}

function AccountMenu({
  userName,
  userImage,
  items,
  label,
}: {
  userName: string;
  userImage?: string | null;
  items: readonly HeaderMenuItem[];
  label: string;
}) {
  const firstDanger = items.findIndex((item) => item.tone === 'danger');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex max-w-56 shrink-0 items-center gap-2 rounded-full p-1 transition-colors hover:bg-surface-muted sm:pe-3',
          focusRing,
        )}
      >
        {/* The button's text names it; the avatar would only repeat the name. */}
        <span aria-hidden="true" className="contents">
          <Avatar name={userName} src={userImage} size="md" />
        </span>
        <span className="sr-only">{label} </span>
        <span className="truncate text-sm font-medium text-fg max-sm:sr-only">{userName}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted max-sm:hidden" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {index === firstDanger && index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem
              icon={item.icon}
              danger={item.tone === 'danger'}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
