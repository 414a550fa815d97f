import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The card schemes and wallet a card payment accepts, shown as small marks beside the option. */
export type PaymentMark = 'mada' | 'visa' | 'mastercard' | 'apple_pay';

/** Each mark's accessible name, in the reader's language (e.g. «مدى», «Apple Pay»). */
export type PaymentMarkLabels = Record<PaymentMark, string>;

/**
 * Simple marks drawn here (no downloaded artwork): the schemes' shapes and colours, enough to be
 * recognised at a glance. They never flip: a wordmark reads left to right in both languages.
 */
const DRAWINGS: Record<PaymentMark, { viewBox: string; width: number; body: ReactNode }> = {
  mada: {
    viewBox: '0 0 40 16',
    width: 34,
    body: (
      <>
        <rect x="0" y="3.5" width="8" height="3.6" rx="0.6" className="fill-mark-mada-blue" />
        <rect x="0" y="9" width="8" height="3.6" rx="0.6" className="fill-mark-mada-green" />
        <text
          x="10"
          y="12.6"
          fontSize="12"
          fontWeight="700"
          letterSpacing="-0.3"
          className="fill-fg"
        >
          mada
        </text>
      </>
    ),
  },
  visa: {
    viewBox: '0 0 34 16',
    width: 30,
    body: (
      <text
        x="17"
        y="12.8"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fontStyle="italic"
        letterSpacing="0.4"
        className="fill-mark-visa"
      >
        VISA
      </text>
    ),
  },
  mastercard: {
    viewBox: '0 0 26 16',
    width: 26,
    body: (
      <>
        <circle cx="8" cy="8" r="7" className="fill-mark-mastercard-red" />
        <circle cx="18" cy="8" r="7" className="fill-mark-mastercard-yellow" />
        <path
          d="M13 3.1A7 7 0 0 1 13 12.9A7 7 0 0 1 13 3.1Z"
          className="fill-mark-mastercard-overlap"
        />
      </>
    ),
  },
  apple_pay: {
    viewBox: '0 0 38 16',
    width: 36,
    body: (
      <g className="fill-fg">
        <path d="M8.1 4.6c-1-.6-2.5-.7-3.6-.1C2.8 5.4 2 7.6 2.5 10c.5 2.5 2 4.8 3.3 4.8.8 0 1-.5 1.7-.5s.9.5 1.7.5c1.2 0 2.4-1.8 3-3.6-1.2-.6-1.9-1.7-1.9-2.9 0-1.1.6-2 1.4-2.5-.6-.9-1.6-1.3-2.5-1.3-.6 0-1.3.3-1.7.6-.2.1-.3.1-.4 0Z" />
        <path d="M8.3 3.6c0-1.3 1-2.4 2.3-2.6.1 1.3-.9 2.5-2.3 2.6Z" />
        <text x="14.5" y="12.6" fontSize="12" fontWeight="600">
          Pay
        </text>
      </g>
    ),
  },
};

export interface PaymentMarksProps {
  marks: PaymentMark[];
  labels: PaymentMarkLabels;
  /** An id for the row, so an option can name it in its description. */
  id?: string;
  className?: string;
}

/**
 * A row of small card-scheme marks (mada, Visa, Mastercard, Apple Pay). Readers hear the names
 * (from `labels`, in the reader's language) once, as one line; the drawings are hidden from them.
 */
export function PaymentMarks({ marks, labels, id, className }: PaymentMarksProps) {
  return (
    <span id={id} className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <span className="sr-only">
        {marks.map((mark) => (
          <span key={mark}>{labels[mark]} </span>
        ))}
      </span>
      {marks.map((mark) => {
        const drawing = DRAWINGS[mark];
        return (
          <span
            key={mark}
            aria-hidden="true"
            data-mark={mark}
            className="inline-flex h-6 items-center rounded-sm border border-border bg-surface px-1.5"
          >
            <svg
              direction="ltr"
              viewBox={drawing.viewBox}
              width={drawing.width}
              height="16"
              className="block font-sans"
            >
              {drawing.body}
            </svg>
          </span>
        );
      })}
    </span>
  );
}
