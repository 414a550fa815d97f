import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Spinner } from '../../primitives/spinner/spinner';

export interface EnabledSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** While the change is saved: it ignores presses and shows a spinner beside it. */
  pending?: boolean;
  className?: string;
}

/**
 * An on/off switch with its visible label (Radix Switch, role="switch"). The thumb moves towards
 * the inline end when on: to the left in Arabic.
 */
export function EnabledSwitch({
  checked,
  onCheckedChange,
  label,
  pending = false,
  className,
}: EnabledSwitchProps) {
  const id = useId();
  return (
    <div className={cn('flex shrink-0 items-center gap-2.5', className)}>
      <label htmlFor={id} className="cursor-pointer select-none text-sm font-medium text-fg">
        {label}
      </label>
      {pending ? <Spinner size="small" label={null} className="text-primary" /> : null}
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        // Locked while saving, but still focusable so keyboard users keep their place.
        onCheckedChange={(next) => {
          if (!pending) onCheckedChange(next);
        }}
        aria-busy={pending || undefined}
        className={cn(
          'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors',
          'bg-fg-subtle data-[state=checked]:bg-primary aria-busy:cursor-progress aria-busy:opacity-60',
          focusRing,
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'block size-5 rounded-full bg-surface shadow-card transition-transform',
            'data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
          )}
        />
      </SwitchPrimitive.Root>
    </div>
  );
}
