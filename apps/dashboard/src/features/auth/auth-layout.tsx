import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { BrandLogo } from '../../shared/brand/brand-logo';
import { AuthIllustration } from './auth-illustration';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the sign-in screens: the form in a card at the reading start, and on large screens
 * only, an illustration beside it (specification, section 2).
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t, lang, toggleLang } = useI18n();
  return (
    <div className="flex min-h-dvh bg-canvas">
      <main className="flex flex-1 flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between gap-4">
          <BrandLogo />
          <Button
            variant="ghost"
            size="sm"
            icon={<Languages aria-hidden="true" />}
            onClick={toggleLang}
            title={t('language.switchLabel')}
          >
            {/* The label is written in the other language; say so, so it is pronounced right. */}
            <span lang={lang === 'ar' ? 'en' : 'ar'}>{t('language.switch')}</span>
          </Button>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <section
            aria-labelledby="auth-title"
            className="w-full max-w-md rounded-xl bg-surface p-6 shadow-card sm:p-8"
          >
            <h1 id="auth-title" className="text-2xl font-bold text-fg">
              {title}
            </h1>
            {subtitle ? (
              <div className="mt-2 text-sm leading-relaxed text-fg-muted">{subtitle}</div>
            ) : null}
            <div className="mt-6">{children}</div>
          </section>
        </div>
      </main>
      <aside className="hidden w-[44%] max-w-3xl flex-col items-center justify-center gap-8 bg-primary-soft p-12 lg:flex">
        <AuthIllustration label={t('auth.illustrationLabel')} />
        <p className="max-w-sm text-center text-xl font-semibold text-primary-hover">
          {t('auth.tagline')}
        </p>
      </aside>
    </div>
  );
}
