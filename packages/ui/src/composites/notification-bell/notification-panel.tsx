import { Popover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useAnchorButtonFocus } from '../../lib/anchor-button';
import { cn } from '../../lib/cn';

export interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell, which the panel is placed against and gives the focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
  contentId: string;
  label: string;
  children: ReactNode;
}

/**
 * The bell's dropdown: Radix Popover and its positioning, fetched when the bell is about to be
 * used (notification-bell.tsx), so the signed-in pages do not carry that code until then. The bell
 * is not a Radix trigger (it is there before this code): `useAnchorButtonFocus` does its part.
 */
export function NotificationPanel({
  open,
  onOpenChange,
  anchor,
  contentId,
  label,
  children,
}: NotificationPanelProps) {
  const anchorFocus = useAnchorButtonFocus(anchor);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={label}
          // Focus the panel itself, not «show all»: screen readers start at the heading and the
          // list, and Tab still reaches the button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          {...anchorFocus}
          className={cn(
            'z-50 flex w-80 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-popover outline-none',
            'motion-safe:data-[state=open]:animate-fade-in',
          )}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
