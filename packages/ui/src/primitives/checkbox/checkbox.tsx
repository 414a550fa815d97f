import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  /** Text next to the box; clicking it toggles the box too. */
  label?: ReactNode;
  /** A smaller line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

/** A two-state (or indeterminate) box, with its label. */
export function Checkbox({ label, description, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? `checkbox-${generatedId}`;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      aria-describedby={descriptionId}
      {...props}
      className={cn(
        'group grid size-5 shrink-0 place-items-center rounded-sm border border-border-strong bg-surface',
        'transition-colors hover:border-primary disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-fg',
        focusRing,
        label ? undefined : className,
      )}
    >
      <CheckboxPrimitive.Indicator>
        <Check
          aria-hidden="true"
          className="size-3.5 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <div className="flex h-6 items-center">{box}</div>
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={boxId}
          className={cn(
            'text-sm leading-6 text-fg',
            props.disabled ? 'cursor-not-allowed text-fg-muted' : 'cursor-pointer',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-fg-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
