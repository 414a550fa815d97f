const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/;
const ZERO_WIDTH_NON_JOINER = '\u200c';

/** The definite article is not the name: «العتيبي» is filed under «ع». */
function significantLetter(word: string): string {
  const letters = Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''));
  const withoutArticle =
    letters.length > 2 && letters[0] === 'ا' && letters[1] === 'ل' ? letters.slice(2) : letters;
  return (withoutArticle[0] ?? '').toLocaleUpperCase('en');
}

/**
 * Up to two initials for an avatar: the first and last words' first letters («محمد العتيبي» →
 * «م‌ع», "Sara Al Qahtani" → "SQ"). Arabic initials are separated by a zero-width non-joiner so they
 * show as two letters instead of joining into a word. Empty when the name has no letters.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = significantLetter(words[0] ?? '');
  const last = words.length > 1 ? significantLetter(words[words.length - 1] ?? '') : '';
  if (!last) return first;
  const joiner = ARABIC_LETTER.test(first) && ARABIC_LETTER.test(last) ? ZERO_WIDTH_NON_JOINER : '';
  return `${first}${joiner}${last}`;
}

/** A stable pick among `count` colours for a name, so a person keeps one colour everywhere. */
export function toneIndexFor(name: string | null | undefined, count: number): number {
  let hash = 0;
  for (const character of name ?? '') hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return count > 0 ? hash % count : 0;
}
