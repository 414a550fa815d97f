/**
 * Whether a list shows its spinner: while it loads another page or filter, or retries after a
 * failure, but not while it reads the same rows again in the background (a live change, every
 * second on a busy desk, would make the list blink).
 */
export function listBusy(list: {
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
}): boolean {
  return list.isFetching && (list.isPending || list.isPlaceholderData || list.isError);
}
