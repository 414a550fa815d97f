import { getCollectionProps, type FieldMetadata } from '@conform-to/react';
import { useId, type ReactNode } from 'react';
import { cn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A line under the label: what the choice means. */
  description?: ReactNode;
}

interface ChoiceFieldProps {
  meta: FieldMetadata<string | undefined>;
  legend: string;
  choices: readonly Choice[];
  hint?: ReactNode;
  required?: boolean;
  /** Side by side from the `sm` width (short choices), or one under the other. */
  columns?: 1 | 2;
}

/**
 * One choice among a few, each a card with a native radio button (the keyboard moves between them
 * with the arrows, the label clicks the radio): the legend names the group, its hint and the
 * translated error are tied to it, and the error shows once the form has validated the field.
 */
export function ChoiceField({
  meta,
  legend,
  choices,
  hint,
  required,
  columns = 2,
}: ChoiceFieldProps) {
  const { tMessage } = useI18n();
  const id = useId();
  const error = meta.errors?.[0];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const radios = getCollectionProps(meta, {
    type: 'radio',
    options: choices.map((choice) => choice.value),
    ariaAttributes: false,
  });

  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </legend>
      <div className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {choices.map((choice, index) => {
          const props = radios[index];
          if (!props) return null;
          const { key, ...radio } = props;
          // Named by its label alone; the line under it describes it.
          const labelId = `${radio.id}-label`;
          const descriptionId = choice.description ? `${radio.id}-description` : undefined;
          return (
            <label
              key={key}
              htmlFor={radio.id}
              className={cn(
                'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-surface px-4 py-3 transition-colors',
                'hover:border-fg-subtle has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
                error ? 'border-danger' : 'border-border-strong',
              )}
            >
              <input
                {...radio}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
                className="mt-1 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span id={labelId} className="text-sm font-medium leading-6 text-fg">
                  {choice.label}
                </span>
                {choice.description ? (
                  <span id={descriptionId} className="text-xs leading-relaxed text-fg-muted">
                    {choice.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs leading-relaxed text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium leading-relaxed text-danger">
          {tMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
