/**
 * How deep arrays and objects may nest in request data. The contract's deepest request body
 * nests five levels (a quote's lines, each line's options); a body nested deeper than this is refused as
 * it is read, before anything parses or walks it, so no check over request data can be made to
 * recurse thousands of levels and overflow the stack. The contract's 400 says the same.
 */
export const MAX_NESTING_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * True when the arrays and objects of a JSON text nest deeper than `limit`: one pass over the
 * text that jumps over strings and stops at the first level too many (about 5 ms for a body at
 * the 1 MB limit). Exact for valid JSON; on broken text it may answer either way, and the
 * parser refuses that text anyway.
 */
export function nestsDeeperThan(text: string, limit: number = MAX_NESTING_DEPTH): boolean {
  // Each level takes an opening bracket: a shorter text cannot nest deeper.
  if (text.length <= limit) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
      if (end < 0) return false;
      i = end;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** Where the string opened at `start` ends (a quote after an even run of backslashes), or -1. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}
