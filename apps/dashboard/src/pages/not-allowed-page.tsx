import { ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button, EmptyState } from '@taseer/ui';
import type { MessageKey } from '../i18n/ar';
import { useI18n } from '../i18n/i18n';
import { PageTitle } from '../navigation/page-title';

/**
 * A screen opened by a role the permission table leaves out (by its address: the menu does not
 * offer it). Said plainly instead of showing the server's refusal of every call.
 */
export function NotAllowedPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <EmptyState
        icon={<ShieldOff aria-hidden="true" />}
        title={t('notAllowed.title')}
        description={t('notAllowed.description')}
        action={
          <Button asChild variant="secondary">
            <Link href="/dashboard">{t('notFound.backHome')}</Link>
          </Button>
        }
      />
    </>
  );
}
