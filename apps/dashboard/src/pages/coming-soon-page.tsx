import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { Button, EmptyState } from '@taseer/ui';
import type { MessageKey } from '../i18n/ar';
import { useI18n } from '../i18n/i18n';
import { PageTitle } from '../layout/page-title';

/** A screen that is planned but not built yet: its title, and an honest "coming soon". */
export function ComingSoonPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <EmptyState
        icon={<Hourglass aria-hidden="true" />}
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        action={
          <Button asChild variant="secondary">
            <Link href="/dashboard">{t('comingSoon.backHome')}</Link>
          </Button>
        }
      />
    </>
  );
}
