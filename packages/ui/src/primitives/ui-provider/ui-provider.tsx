import { Direction, Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';

export type TextDirection = 'rtl' | 'ltr';

export interface UiProviderProps {
  /** Arabic screens are `rtl` (the default); the English version runs `ltr`. */
  dir?: TextDirection;
  children: ReactNode;
}

/**
 * Wrap the app (and every story) once: Radix components compute menu placement, arrow-key order
 * and swipe directions from this direction, and tooltips share one open/close delay.
 */
export function UiProvider({ dir = 'rtl', children }: UiProviderProps) {
  return (
    <Direction.Provider dir={dir}>
      <Tooltip.Provider delayDuration={300}>{children}</Tooltip.Provider>
    </Direction.Provider>
  );
}

/** The direction set by the nearest `UiProvider` (Radix assumes 'ltr' when there is none). */
export function useTextDirection(): TextDirection {
  return Direction.useDirection();
}
