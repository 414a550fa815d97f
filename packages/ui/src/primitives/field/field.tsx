import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What Field hands to its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the control (formats, limits). */
  hint?: ReactNode;
  /** The validation message; shown only once the field is `touched` (spec: errors on touched fields). */
  error?: ReactNode;
  touched?: boolean;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  /**
   * The control: an element (Input, Textarea, Select…) that receives `id` and the ARIA wiring,
   * or a function of those props for controls that spread them somewhere else.
   */
  children: ReactElement<FieldControlProps> | ((control: FieldControlProps) => ReactNode);
}

/** A labelled form row: label, control, hint and — after the user has touched it — the error. */
export function Field({
  label,
  hint,
  error,
  touched = false,
  required = false,
  id,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showError = touched && error !== undefined && error !== null && error !== '';
  const describedBy = [hint ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(showError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {hint ? (
        <p id={hintId} className="text-xs leading-relaxed text-fg-muted">
          {hint}
        </p>
      ) : null}
      {showError ? (
        <p id={errorId} role="alert" className="text-xs font-medium leading-relaxed text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
