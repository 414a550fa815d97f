import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n';

/** The screen's heading; also names the browser tab so history and tabs read well. */
export function PageTitle({ children }: { children: string }) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${children} · ${t('app.name')}`;
  }, [children, t]);
  return <h1 className="mb-6 text-2xl font-bold text-fg">{children}</h1>;
}
