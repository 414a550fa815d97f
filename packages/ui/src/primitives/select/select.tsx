import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { controlClasses } from '../input/input';

/** A choice as the API's dropdown lists send it: an id and the text to show. */
export interface SelectOption {
  id: string | number;
  value: string;
  disabled?: boolean;
}

const EMPTY_VALUE = '__select-no-options__';

export interface SelectProps {
  options: readonly SelectOption[];
  /** Id of the chosen option; `null` or `''` means nothing is chosen yet (controlled). */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (id: string, option: SelectOption) => void;
  /** Shown while nothing is chosen (spec: 'اختر'). */
  placeholder?: string;
  /** Shown when there is nothing to choose from (spec: 'لا شيئ'). */
  emptyText?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Submits the chosen id under this name in a native form. */
  name?: string;
  id?: string;
  className?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * A dropdown selector over `{ id, value }` options (Radix Select: keyboard, typeahead, RTL).
 * Nothing chosen shows 'اختر'; no options shows 'لا شيئ'.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'اختر',
  emptyText = 'لا شيئ',
  invalid,
  className,
  id,
  open,
  onOpenChange,
  ...rest
}: SelectProps) {
  const isEmpty = options.length === 0;
  const controlled = value !== undefined ? { value: value ?? '' } : {};
  const {
    disabled,
    required,
    name,
    'aria-invalid': ariaInvalid,
    'aria-required': ariaRequired,
    ...aria
  } = rest;
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';

  return (
    <SelectPrimitive.Root
      {...controlled}
      defaultValue={defaultValue}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => String(candidate.id) === chosen);
        if (option) onValueChange?.(chosen, option);
      }}
      disabled={disabled}
      required={required}
      name={name}
      open={open}
      onOpenChange={onOpenChange}
    >
      <SelectPrimitive.Trigger
        id={id}
        {...aria}
        aria-invalid={isInvalid || undefined}
        aria-required={ariaRequired}
        className={cn(
          controlClasses,
          'flex h-10 items-center justify-between gap-2 px-3 text-start',
          'data-[placeholder]:text-fg-subtle',
          className,
        )}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={isEmpty ? emptyText : placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
            'overflow-hidden rounded-md border border-border bg-surface text-fg shadow-popover',
          )}
        >
          <SelectPrimitive.Viewport className="max-h-72 p-1">
            {isEmpty ? (
              // An option that cannot be chosen: the list still reads as a list, saying it is empty.
              <SelectPrimitive.Item
                value={EMPTY_VALUE}
                disabled
                className="flex min-h-9 items-center px-3 text-sm text-fg-muted outline-none"
              >
                <SelectPrimitive.ItemText>{emptyText}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ) : (
              options.map((option) => (
                <SelectPrimitive.Item
                  key={option.id}
                  value={String(option.id)}
                  disabled={option.disabled}
                  className={cn(
                    'relative flex min-h-9 cursor-pointer select-none items-center rounded-sm py-1.5 pe-8 ps-3 text-sm outline-none',
                    'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-hover',
                    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
                  )}
                >
                  <SelectPrimitive.ItemText>{option.value}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute end-2 inline-flex items-center">
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))
            )}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
