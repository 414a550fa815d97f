import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { useTextDirection } from '../ui-provider/ui-provider';
import { focusRing } from '../../lib/focus-ring';
import { swipeThresholdFor, toastStore, type ToastStore, type ToastTone } from './toast-store';

const TONE_STYLES: Record<ToastTone, { icon: typeof CircleCheck; classes: string }> = {
  success: { icon: CircleCheck, classes: 'text-success' },
  error: { icon: CircleAlert, classes: 'text-danger' },
  info: { icon: Info, classes: 'text-primary' },
};

export interface ToasterProps {
  /** Milliseconds before a toast closes by itself (spec: 5000). */
  duration?: number;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Name of the toast region; `{hotkey}` is replaced by the key that focuses it (F8). */
  label?: string;
  /** Another store than the app-wide one (stories and tests). */
  store?: ToastStore;
  /**
   * Classes for the corner the toasts stack in, e.g. `top-header` to start below a page header
   * so the logo and header controls stay in view; it stays at the line's end.
   */
  className?: string;
}

/**
 * Shows the toasts raised with `toast.success/error/info(...)`: in the top corner at the line's
 * end (top-left in Arabic, top-right in English), away from the sidebar at the line's start,
 * closing after 5 seconds, paused while hovered or focused, and dismissed by swiping towards that
 * edge over 80 % of their width. Mount it once, near the root.
 */
export function Toaster({
  duration = 5000,
  closeLabel = 'إغلاق',
  label = 'التنبيهات ({hotkey})',
  store = toastStore,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const dir = useTextDirection();
  const viewportRef = useRef<HTMLOListElement>(null);
  const [swipeThreshold, setSwipeThreshold] = useState(() => swipeThresholdFor(352));

  // Toasts are as wide as the viewport's content box, which shrinks on small screens.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const style = getComputedStyle(viewport);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setSwipeThreshold(swipeThresholdFor(viewport.clientWidth - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  return (
    <Toast.Provider
      duration={duration}
      // Swiped off towards the screen edge they sit at.
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      swipeThreshold={swipeThreshold}
      label={label.replace(' ({hotkey})', '')}
    >
      {toasts.map(({ id, tone, message, duration: own }) => {
        const { icon: Icon, classes } = TONE_STYLES[tone];
        return (
          <Toast.Root
            key={id}
            duration={own}
            type={tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) store.dismiss(id);
            }}
            data-tone={tone}
            className={cn(
              'flex w-full items-start gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-popover',
              'motion-safe:data-[state=open]:animate-toast-in',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
              'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
              'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', classes)} />
            <Toast.Title className="min-w-0 flex-1 text-sm font-medium leading-relaxed">
              {message}
            </Toast.Title>
            <Toast.Close
              aria-label={closeLabel}
              className={cn(
                '-m-1 grid size-7 shrink-0 place-items-center rounded-sm text-fg-muted hover:bg-surface-muted hover:text-fg',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* At the line's end: the sidebar sits at its start (the right in Arabic), so toasts never
          cover the menu. */}
      <Toast.Viewport
        ref={viewportRef}
        label={label}
        className={cn(
          'fixed top-0 end-0 z-[100] m-0 flex w-[min(24rem,100vw)] list-none flex-col gap-2 p-4 outline-none',
          className,
        )}
      />
    </Toast.Provider>
  );
}
