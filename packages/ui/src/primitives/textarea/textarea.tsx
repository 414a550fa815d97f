import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from '../input/input';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Marks the value as wrong (red border, `aria-invalid`); Field sets it for you. */
  invalid?: boolean;
}

/** A multi-line text box (a company description, a chat greeting); grows only when dragged. */
export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      {...props}
      rows={rows}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={cn(controlClasses, 'min-h-24 resize-y px-3 py-2 leading-relaxed', className)}
    />
  );
}
