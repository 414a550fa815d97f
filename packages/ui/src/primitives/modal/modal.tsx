import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button/icon-button';

const panelVariants = cva(
  [
    'relative flex max-h-[calc(100dvh-2rem)] w-full flex-col rounded-xl bg-surface text-fg shadow-popover',
    'outline-none motion-safe:data-[state=open]:animate-pop-in',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
        xl: 'max-w-4xl',
      },
      placement: {
        center: '',
        // A sheet rising from the bottom edge, the whole width of a phone.
        bottom: 'max-h-[85dvh] max-w-none rounded-b-none',
      },
    },
    defaultVariants: { size: 'md', placement: 'center' },
  },
);

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with `false` when the user closes it: backdrop click, Escape or the close button. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom (wrap a cancel button in `ModalClose` to close with it). */
  footer?: ReactNode;
  children?: ReactNode;
  /** An element that opens the modal when clicked (optional when `open` is controlled). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * `center` (a dialog in the middle) or `bottom` (a sheet along the bottom edge, for a phone's
   * filters and short choices).
   */
  placement?: 'center' | 'bottom';
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A dialog over a dimmed page (Radix Dialog): focus stays inside until it closes, and it closes
 * on a backdrop click, on Escape, and with the close button. The body scrolls when it is long.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  footer,
  children,
  trigger,
  size,
  placement = 'center',
  closeLabel = 'إغلاق',
  className,
}: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-50 grid overflow-y-auto bg-backdrop motion-safe:data-[state=open]:animate-fade-in',
            placement === 'bottom' ? 'items-end p-0 pt-4' : 'place-items-center p-4',
          )}
        >
          <Dialog.Content
            onOpenAutoFocus={focusFirstField}
            className={cn(panelVariants({ size, placement }), className)}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <header className="flex items-start gap-3 border-b border-border px-6 py-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Dialog.Title className="text-lg font-semibold leading-snug">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="text-sm leading-relaxed text-fg-muted">
                    {description}
                  </Dialog.Description>
                ) : null}
              </div>
              <Dialog.Close asChild>
                <IconButton label={closeLabel} size="sm" className="-me-2 shrink-0">
                  <X />
                </IconButton>
              </Dialog.Close>
            </header>
            {children ? <ModalBody>{children}</ModalBody> : null}
            {footer ? (
              <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-border px-6 py-4">
                {footer}
              </footer>
            ) : null}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * On opening, focus goes to the first control of the body (the form's first field) rather than
 * to the close button; a dialog with nothing to fill in keeps Radix's choice.
 */
function focusFirstField(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const first = content?.querySelector<HTMLElement>(`[data-modal-body] :is(${FOCUSABLE})`);
  if (first) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The scrolling middle of the dialog. When its content overflows it joins the tab order, so
 * keyboard users can scroll text that has nothing focusable in it.
 */
function ModalBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const measure = () => setScrollable(body.scrollHeight > body.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-modal-body=""
      tabIndex={scrollable ? 0 : undefined}
      className="min-h-0 flex-1 overflow-y-auto px-6 py-5 outline-none focus-visible:inset-ring-2 focus-visible:inset-ring-focus"
    >
      {children}
    </div>
  );
}

/** Closes the surrounding Modal when its child is clicked: `<ModalClose asChild><Button>…`. */
export const ModalClose = Dialog.Close;
