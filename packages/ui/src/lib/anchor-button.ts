import { useRef, type RefObject } from 'react';

/**
 * What Popover.Trigger does for the focus and outside presses, for a popover placed against a
 * button that is not its trigger (the button was on the page before the popover's code): a press
 * on the button is left to the button, which closes the popover itself (closing here too would
 * open it again), and closing gives the focus back to the button unless the user went elsewhere.
 * Spread the result on Popover.Content.
 */
export function useAnchorButtonFocus(anchor: RefObject<HTMLElement | null>) {
  const leftByOutsideInteraction = useRef(false);
  return {
    onInteractOutside(event: Event) {
      if (anchor.current?.contains(event.target as Node)) event.preventDefault();
      else leftByOutsideInteraction.current = true;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      if (!leftByOutsideInteraction.current) anchor.current?.focus();
      leftByOutsideInteraction.current = false;
    },
  };
}
