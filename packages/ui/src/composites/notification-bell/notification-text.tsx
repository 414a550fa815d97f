import { Fragment } from 'react';

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
