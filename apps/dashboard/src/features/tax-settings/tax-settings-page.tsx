import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { can } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { BranchAddressesCard } from './branch-addresses-card';
import { TaxProfileCard } from './tax-profile-card';
import { ZatcaCard } from './zatca-card';

/**
 * /tax-settings (a company): what its simplified tax invoices say of it (the tax profile, which
 * must be complete before any is issued), the branches with addresses of their own, and its
 * connection to ZATCA's e-invoicing (phase 2), which stamps and reports them.
 */
export function TaxSettingsPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'tax.manage')) return <NotAllowedPage titleKey="page.taxSettings.title" />;
  return <TaxSettingsScreen />;
}

type Dirty = { profile: boolean; zatca: boolean };

function TaxSettingsScreen() {
  const { t } = useI18n();
  // One question before leaving, for both forms: the gate holds one asker at a time.
  const [dirty, setDirty] = useState<Dirty>({ profile: false, zatca: false });
  const leavePrompt = useUnsavedChangesPrompt(dirty.profile || dirty.zatca);
  const onProfileDirty = useCallback(
    (profile: boolean) =>
      setDirty((current) => (current.profile === profile ? current : { ...current, profile })),
    [],
  );
  const onZatcaDirty = useCallback(
    (zatca: boolean) =>
      setDirty((current) => (current.zatca === zatca ? current : { ...current, zatca })),
    [],
  );

  return (
    <>
      <PageTitle>{t('page.taxSettings.title')}</PageTitle>
      <div className="flex max-w-3xl flex-col gap-6">
        <TaxProfileCard onDirtyChange={onProfileDirty} />
        <BranchAddressesCard />
        <ZatcaCard onDirtyChange={onZatcaDirty} />
      </div>
      {leavePrompt}
    </>
  );
}
