import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  /** A line on what the fields are for, when it helps. */
  description?: ReactNode;
  /** Keeps the group in the form while it does not apply, so what was typed is found again. */
  hidden?: boolean;
  children: ReactNode;
}

/** A titled group of a settings form's fields: a fieldset whose legend is its heading. */
export function FormSection({ title, description, hidden, children }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset
      hidden={hidden}
      aria-describedby={description ? descriptionId : undefined}
      className="flex min-w-0 flex-col gap-5"
    >
      <legend className="mb-4 w-full border-b border-border pb-2 text-base font-semibold text-fg">
        {title}
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-2 text-sm leading-relaxed text-fg-muted">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
