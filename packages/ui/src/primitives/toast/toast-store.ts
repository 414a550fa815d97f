/**
 * The toasts' state, outside React so any code can raise a toast (an API error handler, say) and
 * one `<Toaster />` shows them.
 */

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds before it closes by itself; the Toaster's default (5000) when omitted. */
  duration?: number;
  /** The kind of news it brings (see `ToastOptions.key`). */
  key?: string;
}

export interface ToastOptions {
  duration?: number;
  /**
   * The kind of news, e.g. an error code: a toast with the same key replaces the one on screen
   * instead of stacking beside it, so "3 attempts left" never shows next to "2 attempts left".
   */
  key?: string;
}

/** Older toasts give way when more than this many are waiting. */
export const MAX_TOASTS = 4;

/** Spec: a toast is swiped away once dragged over 80 % of its width. */
export const SWIPE_DISMISS_RATIO = 0.8;

export function swipeThresholdFor(toastWidth: number): number {
  return Math.max(1, Math.round(toastWidth * SWIPE_DISMISS_RATIO));
}

export interface ToastStore {
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
  show(tone: ToastTone, message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(tone, message, options = {}) {
      // The same message raised again while it is on screen (several failing requests at once)
      // is shown once.
      const same = toasts.find((toast) => toast.tone === tone && toast.message === message);
      if (same) return same.id;
      // Newer news of the same kind takes the place of the old: a new toast (its own timer and
      // announcement), shown last like any new one.
      const { key } = options;
      const others = key === undefined ? toasts : toasts.filter((toast) => toast.key !== key);
      const toast: ToastItem = { id: nextId++, tone, message, ...options };
      publish([...others, toast].slice(-MAX_TOASTS));
      return toast.id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) {
        publish(toasts.filter((toast) => toast.id !== id));
      }
    },
    clear() {
      if (toasts.length > 0) publish([]);
    },
  };
}

/** The store the app's `<Toaster />` shows by default. */
export const toastStore = createToastStore();

/** `toast.success('تم الحذف بنجاح')`, `toast.error(message)`: works wherever a Toaster is mounted. */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    toastStore.show('success', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
  clear: () => toastStore.clear(),
};
