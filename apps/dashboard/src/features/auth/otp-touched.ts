/**
 * Which code boxes may show their error (specification, section 5: "errors appear only for
 * touched fields"). A box counts as touched once the user typed into it (a digit, a deletion, a
 * paste reaching it) or tried to submit; focus merely passing through does not touch it.
 */

/** Marks the boxes whose digit changed as touched; touched boxes stay touched. */
export function touchBoxes(
  touched: readonly boolean[],
  before: readonly string[],
  after: readonly string[],
): boolean[] {
  return after.map((digit, index) => (touched[index] ?? false) || digit !== (before[index] ?? ''));
}

/**
 * The message to show under the boxes: the first error of a touched box, or of any box once a
 * submit was tried. The whole code's own error (wrong count of digits) waits for a submit.
 * `errors` is conform's `allErrors` of the list: keys `otp` and `otp[0]`…`otp[3]`.
 */
export function visibleOtpError(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  listName: string,
  touched: readonly boolean[],
  submitted: boolean,
): string | undefined {
  if (!errors) return undefined;
  const boxPattern = new RegExp(`^${escapeRegExp(listName)}\\[(\\d+)\\]$`);
  for (const [name, messages] of Object.entries(errors)) {
    const box = boxPattern.exec(name);
    const visible = submitted || (box !== null && touched[Number(box[1])] === true);
    if (visible && messages[0]) return messages[0];
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
