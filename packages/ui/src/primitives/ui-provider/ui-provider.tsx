import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';

export type TextDirection = 'rtl' | 'ltr';

export interface UiProviderProps {
  /** Arabic screens are `rtl` (the default); the English version runs `ltr`. */
  dir?: TextDirection;
  children: ReactNode;
}

/**
 * Wrap the app (and every story) once: Radix components compute menu placement, arrow-key order
 * and swipe directions from this direction. No tooltip provider here: each `Tooltip` brings its
 * own, and a root one would put Radix's positioning code into every page's first file.
 */
export function UiProvider({ dir = 'rtl', children }: UiProviderProps) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

/** The direction set by the nearest `UiProvider` (Radix assumes 'ltr' when there is none). */
export function useTextDirection(): TextDirection {
  return Direction.useDirection();
}
