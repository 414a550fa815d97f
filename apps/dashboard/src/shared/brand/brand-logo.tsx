import { cn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/** The price-tag mark and the product name; decorative, so the link around it carries the label. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-9 shrink-0">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path
          d="M9 9.5h8.2c.5 0 1 .2 1.4.6l5.2 5.2a2 2 0 0 1 0 2.8l-5.4 5.4a2 2 0 0 1-2.8 0l-5.2-5.2a2 2 0 0 1-.6-1.4V11a1.5 1.5 0 0 1 1.5-1.5Z"
          fill="#fff"
        />
        <circle cx="13" cy="13.5" r="1.6" fill="var(--color-primary)" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-fg">{t('app.name')}</span>
    </span>
  );
}
