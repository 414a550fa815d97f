import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Avatar } from '../../primitives/avatar/avatar';

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

export interface AccountMenuProps {
  userName: string;
  userImage?: string | null;
  items: readonly HeaderMenuItem[];
  label: string;
}

export const accountButtonClass = cn(
  'flex max-w-56 shrink-0 items-center gap-2 rounded-full p-1 transition-colors hover:bg-surface-muted sm:pe-3',
  focusRing,
);

/** What the profile button shows: the avatar, the user's name and a chevron. */
export function AccountButtonContent({ userName, userImage, label }: AccountMenuProps) {
  return (
    <>
      {/* The button's text names it; the avatar would only repeat the name. */}
      <span aria-hidden="true" className="contents">
        <Avatar name={userName} src={userImage} size="md" />
      </span>
      <span className="sr-only">{label} </span>
      <span className="truncate text-sm font-medium text-fg max-sm:sr-only">{userName}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted max-sm:hidden" />
    </>
  );
}
