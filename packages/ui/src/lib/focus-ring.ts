/**
 * The keyboard focus ring every interactive primitive shares (2 px, `--color-focus`, offset).
 * `outline-solid` is needed because Tailwind 4's `outline-none` also resets the outline style.
 */
export const focusRing =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
