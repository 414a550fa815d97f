/**
 * A link to a list screen can ask it to open its add form at once (as navigation state, so the
 * address stays the list's): "add a manager" from a form that needs one lands on the managers'
 * add form rather than on the list.
 */
export const OPEN_ADD_STATE = { openAdd: true } as const;

export function asksToOpenAdd(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'openAdd' in state && state.openAdd === true
  );
}
