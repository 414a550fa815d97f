import { ChevronDown, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { useMediaQuery } from '../../lib/use-media-query';
import { IconButton } from '../../primitives/icon-button/icon-button';
import {
  groupHoldsActive,
  isPlainClick,
  isSidebarGroup,
  type SidebarEntry,
  type SidebarGroup,
  type SidebarLink,
} from './sidebar-entries';

export type { SidebarEntry, SidebarGroup, SidebarLink } from './sidebar-entries';

export interface SidebarProps {
  /** The role's menu: screens and groups of screens, in order. */
  items: readonly SidebarEntry[];
  /** The path of the screen on show; its item is marked (`aria-current="page"`). */
  activeHref?: string;
  /**
   * Overrides the exact comparison with `activeHref` when the app matches paths its own way
   * (`/` showing the home screen, say).
   */
  isActive?: (href: string) => boolean;
  /**
   * Called with the item's `href` on a plain click, instead of the browser loading the page, so
   * the app's router handles it. Without it the links behave as ordinary links.
   */
  onNavigate?: (href: string) => void;
  /** The brand mark at the top. */
  logo?: ReactNode;
  /** Where the logo leads (the spec: the dashboard). */
  logoHref?: string;
  /** Accessible name of the logo link (the mark itself is decoration). */
  logoLabel?: string;
  /** Called on a plain click on the logo; without it the logo navigates like an item. */
  onLogoClick?: () => void;
  /** Whether the drawer is open on small screens (below 1024 px). */
  open?: boolean;
  /** Called with `false` on a backdrop click, Escape, the close button and after navigating. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the navigation (and the drawer's title). */
  label?: string;
  /** Accessible name of the drawer's close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * The app's menu: a 270 px column fixed at the inline start (the right in Arabic) from 1024 px up,
 * and below that the same menu in a drawer that slides in from the same side over a backdrop.
 * Items are real links; groups open and close on click and start open when they hold the screen
 * on show.
 */
export function Sidebar({
  items,
  activeHref,
  isActive,
  onNavigate,
  logo,
  logoHref = '/dashboard',
  logoLabel = 'الصفحة الرئيسية',
  onLogoClick,
  open = false,
  onOpenChange,
  label = 'القائمة الرئيسية',
  closeLabel = 'إغلاق القائمة',
  className,
}: SidebarProps) {
  const matches = isActive ?? ((href: string) => href === activeHref);
  const closeDrawer = () => onOpenChange?.(false);
  useCloseWhenWide(open, closeDrawer);

  const content = (inDrawer: boolean) => (
    <>
      <div className="flex h-header shrink-0 items-center gap-2 border-b border-border px-6">
        {logo ? (
          <a
            href={logoHref}
            aria-label={logoLabel}
            className={cn('min-w-0 rounded-md', focusRing)}
            onClick={(event) => {
              if (!isPlainClick(event) || !(onLogoClick || onNavigate)) return;
              event.preventDefault();
              if (inDrawer) closeDrawer();
              if (onLogoClick) onLogoClick();
              else onNavigate?.(logoHref);
            }}
          >
            {logo}
          </a>
        ) : null}
        {inDrawer ? (
          <Dialog.Close asChild>
            <IconButton label={closeLabel} size="sm" className="ms-auto -me-2">
              <X />
            </IconButton>
          </Dialog.Close>
        ) : null}
      </div>
      <SidebarNav
        items={items}
        label={label}
        isActive={matches}
        onNavigate={
          onNavigate &&
          ((href) => {
            if (inDrawer) closeDrawer();
            onNavigate(href);
          })
        }
      />
    </>
  );

  return (
    <>
      <aside
        className={cn(
          'fixed inset-y-0 start-0 z-20 hidden w-sidebar flex-col border-e border-border bg-surface lg:flex',
          className,
        )}
      >
        {content(false)}
      </aside>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay
            data-sidebar-backdrop=""
            className="fixed inset-0 z-40 bg-backdrop lg:hidden motion-safe:data-[state=open]:animate-fade-in"
          />
          <Dialog.Content
            aria-describedby={undefined}
            className={cn(
              'fixed inset-y-0 start-0 z-50 flex w-sidebar max-w-[85vw] flex-col bg-surface text-fg shadow-popover outline-none lg:hidden',
              // Slides in from the inline start: from the right edge in Arabic, the left in English.
              'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out',
              'motion-safe:starting:ltr:-translate-x-full motion-safe:starting:rtl:translate-x-full',
            )}
          >
            <Dialog.Title className="sr-only">{label}</Dialog.Title>
            {content(true)}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * A drawer left open while the window grows to the desktop layout would be hidden yet still hold
 * focus and make the page inert, so it closes itself at 1024 px.
 */
function useCloseWhenWide(open: boolean, close: () => void) {
  const wide = useMediaQuery('(min-width: 64rem)');
  useEffect(() => {
    if (open && wide) close();
    // `close` is a new function on every render; only opening and the width matter here.
  }, [open, wide]);
}

interface SidebarNavProps {
  items: readonly SidebarEntry[];
  label: string;
  isActive: (href: string) => boolean;
  onNavigate?: (href: string) => void;
}

const itemClasses = cn(
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
  '[&_svg]:size-5 [&_svg]:shrink-0',
  focusRing,
);

function SidebarNav({ items, label, isActive, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label={label} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      <ul className="flex flex-col gap-1">
        {items.map((entry) => (
          <li key={entry.key}>
            {isSidebarGroup(entry) ? (
              <NavGroup group={entry} isActive={isActive} onNavigate={onNavigate} />
            ) : (
              <NavLink link={entry} active={isActive(entry.href)} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavLink({
  link,
  active,
  onNavigate,
  nested = false,
}: {
  link: SidebarLink;
  active: boolean;
  onNavigate?: (href: string) => void;
  nested?: boolean;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(link.href);
  };
  return (
    <a
      href={link.href}
      onClick={follow}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemClasses,
        nested && '[&_svg]:size-4',
        active
          ? 'bg-primary-soft font-semibold text-primary-hover'
          : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
      )}
    >
      {link.icon ? (
        <span className="contents" aria-hidden="true">
          {link.icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">{link.label}</span>
    </a>
  );
}

function NavGroup({
  group,
  isActive,
  onNavigate,
}: {
  group: SidebarGroup;
  isActive: (href: string) => boolean;
  onNavigate?: (href: string) => void;
}) {
  const listId = useId();
  const holdsActive = groupHoldsActive(group, isActive);
  const [open, setOpen] = useState(holdsActive);
  // Navigating to one of its screens from elsewhere (a link on the page) reveals it too.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          itemClasses,
          holdsActive ? 'text-fg' : 'text-fg-muted',
          'hover:bg-surface-muted hover:text-fg',
        )}
      >
        {group.icon ? (
          <span className="contents" aria-hidden="true">
            {group.icon}
          </span>
        ) : null}
        <span className="min-w-0 flex-1 text-start">{group.label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-4! text-fg-subtle motion-safe:transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="ms-5 mt-1 flex flex-col gap-1 border-s border-border ps-3"
      >
        {group.items.map((item) => (
          <li key={item.key}>
            <NavLink link={item} active={isActive(item.href)} onNavigate={onNavigate} nested />
          </li>
        ))}
      </ul>
    </>
  );
}
