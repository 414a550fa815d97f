import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastStore, type ToasterProps } from '@taseer/ui';

/**
 * The toaster, whose code (Radix Toast and its layers) arrives with the first toast instead of in
 * every page's first file. A toast raised meanwhile waits in the store and shows when the code
 * lands; if it cannot be fetched (a tab older than a deploy), the next toast tries again.
 */
export function DeferredToaster(props: ToasterProps) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const waiting = toasts.length > 0 && Toaster === null;

  useEffect(() => {
    if (!waiting) return;
    import('./toaster').then(
      (module) => setToaster(() => module.Toaster),
      () => undefined,
    );
  }, [waiting, toasts]);

  return Toaster ? <Toaster {...props} /> : null;
}
