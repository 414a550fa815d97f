/** Whether an edit form's changes hold anything to send. */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
