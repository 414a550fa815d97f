import type { ReactNode } from 'react';

/** One screen in the menu. */
export interface SidebarLink {
  key: string;
  label: ReactNode;
  href: string;
  /** A decorative icon before the label (hidden from screen readers). */
  icon?: ReactNode;
}

/** A heading that opens and closes a list of screens (the reports group: orders, statistics). */
export interface SidebarGroup {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  items: readonly SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarGroup;

export function isSidebarGroup(entry: SidebarEntry): entry is SidebarGroup {
  return 'items' in entry;
}

/** Whether the group lists the active screen: it then starts open, so the active item shows. */
export function groupHoldsActive(group: SidebarGroup, isActive: (href: string) => boolean) {
  return group.items.some((item) => isActive(item.href));
}

/** The parts of a mouse event that say whether the browser should handle the click itself. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A plain primary click is the app's to route; a middle click or one with Ctrl/⌘/Shift/Alt opens
 * a tab, a window or a download, which the browser does better.
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
