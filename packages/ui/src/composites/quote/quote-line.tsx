import { Check, PackageX } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { formatHalalas, formatNumber, type UiLocale } from '../../lib/format';
import type { QuoteLineTexts } from './quote-texts';
import type { LineSelection, QuoteLineView, QuoteOptionView } from './quote-types';

export interface QuoteLineProps {
  line: QuoteLineView;
  /** The words, in the reader's language. */
  texts: QuoteLineTexts;
  locale?: UiLocale;
  /** The customer's choice: shown as chosen when read-only, editable with `onSelectionChange`. */
  selection?: LineSelection;
  /** Makes the line a choice: a box to take the part and, for alternatives, one option. */
  onSelectionChange?: (next: LineSelection) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * One part of a quote: its name, part number and quantity, then its price — a unit price, two or
 * three alternatives (original, commercial, used) to choose from, or "unavailable" with the
 * shop's note. Built from native inputs so it stays light on the customer's phone.
 */
export function QuoteLine({
  line,
  texts,
  locale = 'ar',
  selection,
  onSelectionChange,
  disabled = false,
  className,
}: QuoteLineProps) {
  const id = useId();
  const choosing = onSelectionChange !== undefined && line.state === 'priced';
  const answered = selection !== undefined && !choosing;
  const declinedPart = answered && !selection.accepted && line.state === 'priced';
  const chosenIndex = selection?.option ?? 0;
  const shownOption = line.options[selection?.accepted ? chosenIndex : 0];

  return (
    <li
      className={cn(
        'flex flex-col gap-3 border-b border-border py-4 last:border-b-0 break-inside-avoid',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        {choosing ? (
          // The box is 20 px; its label around it makes the tap target 44 px on a phone.
          <label
            htmlFor={`${id}-take`}
            className="-my-3 -ms-3 grid size-11 shrink-0 cursor-pointer place-items-center print:hidden"
          >
            <input
              id={`${id}-take`}
              type="checkbox"
              className="size-5 accent-primary"
              checked={selection?.accepted ?? true}
              disabled={disabled}
              aria-label={texts.acceptPart(line.name)}
              onChange={(event) =>
                onSelectionChange({ accepted: event.target.checked, option: chosenIndex })
              }
            />
          </label>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {choosing ? (
            <label htmlFor={`${id}-take`} className="font-medium leading-snug text-fg break-words">
              {line.name}
            </label>
          ) : (
            <span className="font-medium leading-snug text-fg break-words">{line.name}</span>
          )}
          <span className="text-xs text-fg-muted">
            {texts.quantity}:{' '}
            <span className="font-semibold text-fg tabular-nums">
              {formatNumber(line.quantity, { locale })}
            </span>
            {line.partNumber ? (
              <>
                {' · '}
                {texts.partNumber}: <bdi dir="ltr">{line.partNumber}</bdi>
              </>
            ) : null}
          </span>
        </div>
        <LineAmount
          line={line}
          option={shownOption}
          texts={texts}
          locale={locale}
          muted={declinedPart}
        />
      </div>

      {line.state === 'unavailable' ? (
        line.note ? (
          <p dir="auto" className="text-sm text-fg-muted">
            {line.note}
          </p>
        ) : null
      ) : line.options.length > 1 ? (
        <Alternatives
          name={`${id}-option`}
          line={line}
          texts={texts}
          locale={locale}
          chosen={selection?.accepted === false && answered ? -1 : chosenIndex}
          answered={answered}
          choosing={choosing}
          disabled={disabled || !(selection?.accepted ?? true)}
          onChoose={(option) => onSelectionChange?.({ accepted: true, option })}
        />
      ) : (
        <>
          {line.options[0] && line.quantity > 1 ? (
            <p className="text-xs text-fg-muted tabular-nums">
              {texts.unitPrice}: {formatHalalas(line.options[0].unitHalalas, { locale })} ×{' '}
              {formatNumber(line.quantity, { locale })}
            </p>
          ) : null}
          {line.note ? (
            <p dir="auto" className="text-sm text-fg-muted">
              {line.note}
            </p>
          ) : null}
        </>
      )}

      {declinedPart ? (
        <p className="w-fit rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-fg-muted">
          {texts.notChosen}
        </p>
      ) : null}
    </li>
  );
}

function LineAmount({
  line,
  option,
  texts,
  locale,
  muted,
}: {
  line: QuoteLineView;
  option: QuoteOptionView | undefined;
  texts: QuoteLineTexts;
  locale: UiLocale;
  muted: boolean;
}) {
  if (line.state === 'unavailable') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger-soft px-2.5 py-1 text-xs font-medium text-danger">
        <PackageX aria-hidden="true" className="size-3.5" />
        {texts.unavailable}
      </span>
    );
  }
  if (!option) return null;
  return (
    <span
      className={cn(
        'shrink-0 text-end font-semibold tabular-nums',
        muted ? 'text-fg-muted line-through' : 'text-fg',
      )}
    >
      {formatHalalas(option.lineHalalas, { locale })}
    </span>
  );
}

function Alternatives({
  name,
  line,
  texts,
  locale,
  chosen,
  answered,
  choosing,
  disabled,
  onChoose,
}: {
  name: string;
  line: QuoteLineView;
  texts: QuoteLineTexts;
  locale: UiLocale;
  /** The chosen option's index; -1 when the part was not taken. */
  chosen: number;
  answered: boolean;
  /** Radios to choose with (disabled while the part is not taken). */
  choosing: boolean;
  disabled: boolean;
  onChoose: (option: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled || !choosing}>
      <legend className="sr-only">{texts.chooseOne(line.name)}</legend>
      {line.options.map((option, index) => {
        const selected = index === chosen;
        const delivery =
          option.deliveryDays === null
            ? null
            : option.deliveryDays === 0
              ? texts.deliveryToday
              : texts.deliveryIn(option.deliveryDays);
        return (
          <label
            key={index}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
              choosing && !disabled && 'cursor-pointer hover:border-primary/60',
              selected && (choosing || answered)
                ? 'border-primary bg-primary-soft/60 print:border-fg/40'
                : 'border-border',
            )}
          >
            {choosing ? (
              <input
                type="radio"
                name={name}
                className="size-4 shrink-0 accent-primary print:hidden"
                checked={selected}
                onChange={() => onChoose(index)}
              />
            ) : answered && selected ? (
              <Check aria-label={texts.chosen} className="size-4 shrink-0 text-primary" />
            ) : null}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-fg">
                {option.kind ? texts.kind[option.kind] : texts.unitPrice}
              </span>
              {option.brand || delivery ? (
                <span className="flex flex-wrap gap-x-2 text-xs text-fg-muted">
                  {option.brand ? (
                    <span>
                      {texts.brand}: <bdi>{option.brand}</bdi>
                    </span>
                  ) : null}
                  {delivery ? <span>{delivery}</span> : null}
                </span>
              ) : null}
            </span>
            <span className="flex shrink-0 flex-col items-end tabular-nums">
              <span className="font-semibold text-fg">
                {formatHalalas(option.lineHalalas, { locale })}
              </span>
              {line.quantity > 1 ? (
                <span className="text-xs text-fg-muted">
                  {formatHalalas(option.unitHalalas, { locale })} × {line.quantity}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
