import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useI18n } from '../i18n/i18n';

/** The open screen's title: the header shows it, so each screen says where the user is. */
export const pageTitleAtom = atom<string | null>(null);

/** Names the screen in the header and the browser tab (so history and tabs read well). */
export function usePageTitle(title: string) {
  const { t } = useI18n();
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
    setTitle(title);
    // Leaving the screen takes its title out of the header, unless the next one already put its own.
    return () => setTitle((current) => (current === title ? null : current));
  }, [title, t, setTitle]);
}

/**
 * The screen's heading. The header shows the title where everyone sees it, so here it is kept
 * for screen readers only: the page's outline still starts with it, and it is not printed twice.
 */
export function PageTitle({ children }: { children: string }) {
  usePageTitle(children);
  return <h1 className="sr-only">{children}</h1>;
}
