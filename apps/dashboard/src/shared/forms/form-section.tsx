import { useId, type ReactNode } from 'react';

/**
 * A titled group of a settings form's fields, with a line on what they are for when it helps.
 * `hidden` keeps the group in the form while it does not apply, so what was typed is found again.
 */
export function FormSection({
  title,
  description,
  hidden,
  children,
}: {
  title: string;
  description?: ReactNode;
  hidden?: boolean;
  children: ReactNode;
}) {
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
