import { useEffect } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { asksToOpenAdd } from './open-add-state';

/** True when the link that led here asked for the add form (see `OPEN_ADD_STATE`). */
export function useArrivedToAdd(): boolean {
  const openedWith: unknown = useHistoryState();
  useEffect(() => {
    // Asked once: a reload or a return to this entry shows the list.
    if (asksToOpenAdd(window.history.state)) window.history.replaceState(null, '');
  }, []);
  return asksToOpenAdd(openedWith);
}
