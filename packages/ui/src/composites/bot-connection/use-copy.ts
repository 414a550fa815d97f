import { useCallback, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Which value was copied last and whether that worked, so the one copied says so until another
 * is; `onCopy` is the app's (it knows the clipboard and any fallback).
 */
export function useCopy(onCopy: (value: string) => Promise<boolean> | boolean) {
  const [last, setLast] = useState<{ key: string; state: CopyState } | null>(null);
  const copy = useCallback(
    async (key: string, value: string) => {
      setLast({ key, state: (await onCopy(value)) ? 'copied' : 'failed' });
    },
    [onCopy],
  );
  const stateOf = (key: string): CopyState => (last?.key === key ? last.state : 'idle');
  return { copy, stateOf };
}
