import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Piece, QuoteOptionKind } from '@taseer/api';
import { Button, cn, Field, formatNumber, IconButton, Input, Select } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import type { Lang } from '../../i18n/translate';
import { PRICE_INPUT_MAX } from './price.schemas';
import {
  BRAND_MAX,
  draftField,
  emptyAlternative,
  MAX_ALTERNATIVES,
  NOTE_MAX,
  OPTION_KINDS,
  withMode,
  type AlternativeDraft,
  type LineDraft,
  type LineMode,
} from './quote-draft';

export const KIND_LABELS: Record<QuoteOptionKind, MessageKey> = {
  original: 'offers.kind.original',
  commercial: 'offers.kind.commercial',
  used: 'offers.kind.used',
};

const MODES: readonly { mode: LineMode; label: MessageKey }[] = [
  { mode: 'price', label: 'offers.mode.price' },
  { mode: 'alternatives', label: 'offers.mode.alternatives' },
  { mode: 'unavailable', label: 'offers.mode.unavailable' },
];

export function pieceName(piece: Pick<Piece, 'name_ar' | 'name_en'>, lang: Lang): string {
  return lang === 'en' ? piece.name_en?.trim() || piece.name_ar : piece.name_ar;
}

interface QuoteLineEditorProps {
  piece: Piece;
  line: LineDraft;
  /** The message to show under a field (see `draftField`), already in the user's language. */
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
  onChange: (next: LineDraft) => void;
  /**
   * What was quoted before for the part (the price memory panel), under its price box or its
   * alternatives; a part marked unavailable has no price to fill.
   */
  memory?: ReactNode;
  /** What the customer asked for this part (his change request), under its name. */
  request?: ReactNode;
}

/** One part of the offer: a unit price, two or three alternatives, or "unavailable". */
export function QuoteLineEditor({
  piece,
  line,
  errorOf: error,
  disabled,
  onChange,
  memory,
  request,
}: QuoteLineEditorProps) {
  const { t, lang } = useI18n();
  const name = pieceName(piece, lang);
  const setAlternative = (index: number, next: AlternativeDraft) =>
    onChange({
      ...line,
      alternatives: line.alternatives.map((alt, i) => (i === index ? next : alt)),
    });
  const unusedKind = OPTION_KINDS.find(
    (kind) => !line.alternatives.some((alternative) => alternative.kind === kind),
  );

  return (
    <li className="flex flex-col gap-3 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-medium text-fg">{name}</span>
        <span className="text-xs text-fg-muted">
          {t('offers.piece.quantity')}:{' '}
          <span className="font-semibold text-fg tabular-nums">
            {formatNumber(piece.quantity, { locale: lang })}
          </span>
          {piece.serial?.trim() ? (
            <>
              {' · '}
              {t('offers.piece.serial')}: <bdi dir="ltr">{piece.serial}</bdi>
            </>
          ) : null}
        </span>
      </div>
      {request}

      <fieldset className="flex flex-col gap-3" disabled={disabled}>
        <legend className="sr-only">{t('offers.mode.legend', { name })}</legend>
        <div className="inline-flex w-fit flex-wrap gap-1 rounded-lg bg-surface-muted p-1">
          {MODES.map(({ mode, label }) => (
            <label
              key={mode}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-fg-muted transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
                line.mode === mode && 'bg-surface text-fg shadow-sm',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${line.pieceId}-mode`}
                checked={line.mode === mode}
                onChange={() => onChange(withMode(line, mode))}
              />
              {t(label)}
            </label>
          ))}
        </div>

        {line.mode === 'price' ? (
          <PriceBox
            label={t('offers.piece.price')}
            ariaLabel={t('offers.piece.priceOf', { name })}
            value={line.price}
            error={error(draftField.price(line.pieceId))}
            onChange={(price) => onChange({ ...line, price })}
            className="sm:w-48"
          />
        ) : null}

        {line.mode === 'alternatives' ? (
          <div className="flex flex-col gap-3">
            {line.alternatives.map((alternative, index) => (
              <AlternativeRow
                key={index}
                index={index}
                name={name}
                alternative={alternative}
                pieceId={line.pieceId}
                error={error}
                canRemove={line.alternatives.length > 2}
                onChange={(next) => setAlternative(index, next)}
                onRemove={() =>
                  onChange({
                    ...line,
                    alternatives: line.alternatives.filter((_, i) => i !== index),
                  })
                }
              />
            ))}
            {line.alternatives.length < MAX_ALTERNATIVES ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit"
                icon={<Plus aria-hidden="true" />}
                onClick={() =>
                  onChange({
                    ...line,
                    alternatives: [...line.alternatives, emptyAlternative(unusedKind ?? '')],
                  })
                }
              >
                {t('offers.alternative.add')}
              </Button>
            ) : null}
          </div>
        ) : null}

        {line.mode === 'unavailable' ? null : memory}

        {line.mode === 'unavailable' ? (
          <Field
            label={t('offers.piece.note')}
            hint={t('offers.piece.noteHint')}
            error={error(draftField.note(line.pieceId))}
            touched={error(draftField.note(line.pieceId)) !== undefined}
          >
            <Input
              value={line.note}
              maxLength={NOTE_MAX}
              onChange={(event) => onChange({ ...line, note: event.target.value })}
            />
          </Field>
        ) : null}
      </fieldset>
    </li>
  );
}

function PriceBox({
  label,
  ariaLabel,
  value,
  error,
  onChange,
  className,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field label={label} error={error} touched={error !== undefined} required className={className}>
      <Input
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="decimal"
        dir="ltr"
        maxLength={PRICE_INPUT_MAX}
        autoComplete="off"
        placeholder="0.00"
        invalid={error !== undefined}
        className="text-end tabular-nums"
      />
    </Field>
  );
}

function AlternativeRow({
  index,
  name,
  alternative,
  pieceId,
  error,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  name: string;
  alternative: AlternativeDraft;
  pieceId: string;
  error: (field: string) => string | undefined;
  canRemove: boolean;
  onChange: (next: AlternativeDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const kindError = error(draftField.kind(pieceId, index));
  const number = index + 1;
  return (
    <div className="grid grid-cols-2 items-start gap-x-3 gap-y-2 rounded-lg border border-border p-3 sm:grid-cols-[9rem_8rem_1fr_6rem_auto]">
      <Field
        label={t('offers.alternative.kind', { number })}
        error={kindError}
        touched={kindError !== undefined}
        required
      >
        <Select
          aria-label={t('offers.alternative.kindOf', { number, name })}
          value={alternative.kind || null}
          placeholder={t('form.selectPlaceholder')}
          invalid={kindError !== undefined}
          onValueChange={(kind) => onChange({ ...alternative, kind: kind as QuoteOptionKind })}
          options={OPTION_KINDS.map((kind) => ({ id: kind, value: t(KIND_LABELS[kind]) }))}
        />
      </Field>
      <PriceBox
        label={t('offers.piece.price')}
        ariaLabel={t('offers.alternative.priceOf', { number, name })}
        value={alternative.price}
        error={error(draftField.alternativePrice(pieceId, index))}
        onChange={(price) => onChange({ ...alternative, price })}
      />
      <Field label={t('offers.alternative.brand')}>
        <Input
          aria-label={t('offers.alternative.brandOf', { number, name })}
          value={alternative.brand}
          maxLength={BRAND_MAX}
          onChange={(event) => onChange({ ...alternative, brand: event.target.value })}
        />
      </Field>
      <Field
        label={t('offers.alternative.days')}
        error={error(draftField.deliveryDays(pieceId, index))}
        touched={error(draftField.deliveryDays(pieceId, index)) !== undefined}
      >
        <Input
          aria-label={t('offers.alternative.daysOf', { number, name })}
          value={alternative.deliveryDays}
          inputMode="numeric"
          dir="ltr"
          maxLength={3}
          className="text-end tabular-nums"
          onChange={(event) => onChange({ ...alternative, deliveryDays: event.target.value })}
        />
      </Field>
      {canRemove ? (
        <IconButton
          label={t('offers.alternative.remove', { number, name })}
          size="sm"
          className="mt-6 text-danger hover:bg-danger-soft"
          onClick={onRemove}
        >
          <Trash2 />
        </IconButton>
      ) : null}
    </div>
  );
}
