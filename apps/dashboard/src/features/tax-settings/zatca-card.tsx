import { useQuery } from '@tanstack/react-query';
import { FlaskConical, PlugZap, Unplug } from 'lucide-react';
import { useState } from 'react';
import { Button, CardContent, CardFooter, toast } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import {
  useDeleteZatcaSettings,
  useUpdateZatcaSettings,
  zatcaSettingsQueryOptions,
} from './api/zatca-settings';
import { RemoveConnectionDialog } from './remove-connection-dialog';
import { SettingsCard } from './settings-card';
import { ZATCA_CONNECT_FORM, ZatcaConnectForm } from './zatca-connect-form';
import { DEVELOPMENT_STAMP, type ZatcaSettings } from './zatca-settings.schemas';
import { ZatcaStatus } from './zatca-status';

/** «ربط الفوترة الإلكترونية (المرحلة الثانية)»: the company's ZATCA stamp and its reporting. */
export function ZatcaCard({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useI18n();
  const settings = useQuery(zatcaSettingsQueryOptions());
  return (
    <SettingsCard
      title={t('taxSettings.zatca.title')}
      description={t('taxSettings.zatca.description')}
      record={settings}
    >
      {(saved) => (
        // A new stamp (or none) empties the form: what was pasted has been stored, or replaced.
        <ZatcaPanel key={JSON.stringify(saved)} saved={saved} onDirtyChange={onDirtyChange} />
      )}
    </SettingsCard>
  );
}

function ZatcaPanel({
  saved,
  onDirtyChange,
}: {
  saved: ZatcaSettings;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const connect = useUpdateZatcaSettings();
  const development = useUpdateZatcaSettings();
  const remove = useDeleteZatcaSettings();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const connected = saved.environment !== null;
  const busy = connect.isPending || development.isPending || remove.isPending;

  return (
    <>
      <CardContent className="flex flex-col gap-8">
        <ZatcaStatus settings={saved} />
        {/* A development stamp where the server offers its local stand-in, unless it is the one
            in use (another would change nothing). */}
        {saved.localAvailable && saved.environment !== 'local' ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border-strong p-4">
            <p className="text-sm leading-relaxed text-fg-muted">
              {t('taxSettings.zatca.developmentHint')}
            </p>
            <Button
              variant="outline"
              icon={<FlaskConical aria-hidden="true" />}
              loading={development.isPending}
              disabled={busy && !development.isPending}
              onClick={() =>
                development.mutate(DEVELOPMENT_STAMP, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: showError,
                })
              }
            >
              {t('taxSettings.zatca.development')}
            </Button>
          </div>
        ) : null}
        <ZatcaConnectForm saved={saved} update={connect} onDirtyChange={onDirtyChange} />
      </CardContent>
      <CardFooter>
        {connected ? (
          <Button
            variant="ghost"
            icon={<Unplug aria-hidden="true" />}
            className="me-auto text-danger hover:bg-danger-soft"
            disabled={busy}
            onClick={() => setConfirmingRemoval(true)}
          >
            {t('taxSettings.zatca.remove')}
          </Button>
        ) : null}
        <Button
          type="submit"
          form={ZATCA_CONNECT_FORM}
          icon={<PlugZap aria-hidden="true" />}
          loading={connect.isPending}
          disabled={busy && !connect.isPending}
        >
          {t(connected ? 'taxSettings.zatca.replace' : 'taxSettings.zatca.connect')}
        </Button>
      </CardFooter>
      <RemoveConnectionDialog
        open={confirmingRemoval}
        pending={remove.isPending}
        onClose={() => setConfirmingRemoval(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirmingRemoval(false);
              showSuccess(answer);
            },
            onError: showError,
          })
        }
      />
    </>
  );
}
