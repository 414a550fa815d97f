import type { ReactNode } from 'react';

/** The signed-in frame: sidebar, header and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  return <main className="min-h-dvh bg-canvas p-6">{children}</main>;
}
