import { useAtomValue } from 'jotai';
import { ChartLine } from 'lucide-react';
import { Badge, Card, CardContent, EmptyState } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { PageTitle } from '../layout/page-title';
import { roleLabelKey } from '../session/roles';
import { userAtom } from '../session/session.atoms';

/** Home: a welcome for now; the statistics cards and charts take this place when they are built. */
export function DashboardPage() {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  return (
    <>
      <PageTitle>{t('page.dashboard.title')}</PageTitle>
      <div className="flex flex-col gap-6">
        <Card>
          <CardContent className="flex flex-col gap-3 p-6">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-xl font-semibold text-fg">
                {t('page.dashboard.welcome', { name: user?.username ?? '' })}
              </h2>
              <Badge>{t(roleLabelKey(user?.role))}</Badge>
            </div>
            <p className="max-w-2xl leading-relaxed text-fg-muted">
              {t('page.dashboard.description')}
            </p>
          </CardContent>
        </Card>
        <EmptyState
          icon={<ChartLine aria-hidden="true" />}
          title={t('comingSoon.title')}
          description={t('comingSoon.description')}
        />
      </div>
    </>
  );
}
