import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { can } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { whatsappConnectionQueryOptions } from '../../shared/whatsapp/whatsapp-connection-query';

/** For the company: a line saying no WhatsApp number is connected yet, with the way to connect. */
export function NotConnectedNotice() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'whatsapp.manage')) return null;
  return <CompanyNotice />;
}

function CompanyNotice() {
  const { t } = useI18n();
  const connection = useQuery(whatsappConnectionQueryOptions());
  if (!connection.data || connection.data.connected) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-surface px-4 py-3 text-sm"
    >
      <span className="font-medium text-fg">{t('conversations.notConnected')}</span>
      <span className="text-fg-muted">{t('conversations.notConnectedHint')}</span>
      <Link href="/whatsapp" className="font-medium text-primary hover:underline">
        {t('conversations.connect')}
      </Link>
    </div>
  );
}
