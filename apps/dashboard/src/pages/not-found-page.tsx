import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button, EmptyState } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { PageTitle } from '../navigation/page-title';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <EmptyState
        icon={<Compass aria-hidden="true" />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button asChild>
            <Link href="/dashboard">{t('notFound.backHome')}</Link>
          </Button>
        }
      />
    </>
  );
}
