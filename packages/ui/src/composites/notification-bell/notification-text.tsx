import { Fragment } from 'react';

/**
 * Letters of the right-to-left scripts a notification may be written in (Hebrew, Arabic and its
 * supplements and presentation forms), not their digits or vowel marks.
 */
const RTL_LETTER =
  /[\u05D0-\u05EA\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08C9\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Letters of left-to-right scripts: Latin and the like. */
const LTR_LETTER = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/;

/**
 * The direction a notification's text is written in, from its first letter (digits and marks
 * say nothing), as `dir="auto"` decides it; null when it has no letter. An item laid out in its
 * text's direction keeps the dot, the title, the message and the time together in either
 * language of the app, where `dir="auto"` on each line alone would set an Arabic title and its
 * time or unread dot at opposite sides of an English screen.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | null {
  for (const character of text) {
    if (RTL_LETTER.test(character)) return 'rtl';
    if (LTR_LETTER.test(character)) return 'ltr';
  }
  return null;
}

/**
 * An order's reference as the app writes it in a notification («RYN-00412», «ORD-00007»): Latin
 * capitals (and digits), a hyphen, digits.
 */
const REFERENCE = /\b([A-Z][A-Z0-9]{0,9}-\d{2,})\b/;

/**
 * A notification's text cut around the references in it: odd items are references. A browser may
 * break a line after a hyphen, and in a right-to-left sentence «(RYN-» and «00412)» then land on
 * two lines, the first turned around; a reference is one word, kept whole and left to right.
 */
export function splitReferences(text: string): string[] {
  return text.split(new RegExp(REFERENCE.source, 'g'));
}

/** A notification's title or message with its references kept whole and left to right. */
export function NotificationText({ text }: { text: string }) {
  return (
    <>
      {splitReferences(text).map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr" className="whitespace-nowrap">
            {part}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
