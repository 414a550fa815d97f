import { Fragment, useEffect, useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { AccountButtonContent, accountButtonClass, type AccountMenuProps } from './account-button';

export interface LoadedAccountMenuProps extends AccountMenuProps {
  /** How the user asked for the menu before its code arrived: it opens so, as soon as it is here. */
  openedBy: 'pointer' | 'keyboard' | null;
  /** The button stood in for this one and had the focus: this one takes it. */
  takeFocus: boolean;
}

/**
 * The profile dropdown (Radix DropdownMenu and its positioning), fetched when its button is about to
 * be used (header.tsx), so the signed-in pages do not carry that code until then.
 */
export function AccountMenu({ items, openedBy, takeFocus, ...button }: LoadedAccountMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openedBy === 'keyboard') {
      // Opened by the keyboard before Radix was here to see it: the first entry takes the focus,
      // as in a menu opened by the keyboard.
      content.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    } else if (openedBy === null && takeFocus) {
      // (An opening menu takes the focus itself, and gives it to this button when it closes.)
      trigger.current?.focus();
    }
    // Only when this button replaces the one that stood in for it.
  }, []);
  const firstDanger = items.findIndex((item) => item.tone === 'danger');
  return (
    <DropdownMenu defaultOpen={openedBy !== null}>
      <DropdownMenuTrigger ref={trigger} className={accountButtonClass}>
        <AccountButtonContent items={items} {...button} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52" ref={content}>
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
