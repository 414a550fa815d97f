import type { ReactNode } from 'react';
import { imageUrl, type Company } from '@taseer/api';
import { Avatar, formatPhone, Modal } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { presentText, TextOrNoData, NoData } from '../../shared/lists/no-data';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="text-sm leading-relaxed break-words text-fg">{children}</dd>
    </div>
  );
}

/** A company at a glance: logo, name, e-mail, full phone and description. */
export function CompanyDetailsModal({
  company,
  onClose,
}: {
  company: Company;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const name = presentText(company.username) ?? t('companies.unnamed');
  const phone = formatPhone(company.phone, '');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('companies.details')}
      closeLabel={t('form.close')}
    >
      <div className="flex flex-col items-center gap-3 pb-2">
        <Avatar name={name} src={imageUrl(apiBaseUrl, company.image)} size="xl" shape="square" />
        <p className="text-lg font-semibold text-fg">{name}</p>
      </div>
      <dl>
        <Detail label={t('companies.field.email')}>
          {presentText(company.email) ? <bdi dir="ltr">{company.email}</bdi> : <NoData />}
        </Detail>
        <Detail label={t('companies.field.phone')}>
          {phone ? <bdi dir="ltr">{phone}</bdi> : <NoData />}
        </Detail>
        <Detail label={t('companies.field.description')}>
          <TextOrNoData value={company.description} />
        </Detail>
      </dl>
    </Modal>
  );
}
