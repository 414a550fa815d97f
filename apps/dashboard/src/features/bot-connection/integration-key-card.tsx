import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, KeyRound } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  formatDate,
  Input,
  Modal,
  ModalClose,
  Spinner,
  toast,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { integrationKeyQueryOptions, useRotateIntegrationKey } from './api/integration-key';
import { copyText } from '../../lib/copy-text';

/**
 * A company's integration key: whether one is in use (its first characters and date, never the
 * key), and a button that issues a new one after confirming. The new key shows once, with a copy
 * button.
 */
export function IntegrationKeyCard() {
  const { t, lang } = useI18n();
  const { showError } = useToastMessages();
  const info = useQuery(integrationKeyQueryOptions());
  const rotate = useRotateIntegrationKey();
  const [confirming, setConfirming] = useState(false);
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const hasKey = Boolean(info.data?.keyPrefix);

  const issue = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ key }) => {
        setConfirming(false);
        setIssuedKey(key);
      },
      onError: showError,
    });

  return (
    <Card role="region" aria-labelledby="integration-key-title">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="integration-key-title">{t('integrationKey.title')}</CardTitle>
            {hasKey ? (
              <Badge tone="success" dot>
                {t('integrationKey.active')}
              </Badge>
            ) : null}
          </div>
          <CardDescription>{t('integrationKey.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {info.isPending ? (
          <Spinner size="medium" label={t('common.loading')} className="text-primary" />
        ) : hasKey && info.data ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <dt className="text-fg-muted">{t('integrationKey.prefix')}</dt>
              <dd className="font-mono text-fg">
                <span dir="ltr">{info.data.keyPrefix}…</span>
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-fg-muted">{t('integrationKey.issuedAt')}</dt>
              <dd className="tabular-nums text-fg">
                {formatDate(info.data.createdAt, { locale: lang, style: 'dateTime' })}
              </dd>
            </div>
            <div className="flex flex-col gap-1">
              <dt className="text-fg-muted">{t('integrationKey.lastUsedAt')}</dt>
              <dd className="tabular-nums text-fg">
                {info.data.lastUsedAt
                  ? formatDate(info.data.lastUsedAt, { locale: lang, style: 'dateTime' })
                  : t('integrationKey.neverUsed')}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-fg-muted">{t('integrationKey.none')}</p>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" icon={<KeyRound />} onClick={() => setConfirming(true)}>
          {hasKey ? t('integrationKey.rotate') : t('integrationKey.issue')}
        </Button>
      </CardFooter>

      <Modal
        open={confirming}
        onOpenChange={(open) => !open && !rotate.isPending && setConfirming(false)}
        title={hasKey ? t('integrationKey.rotate') : t('integrationKey.issue')}
        description={t(hasKey ? 'integrationKey.confirmReplace' : 'integrationKey.confirmFirst')}
        closeLabel={t('form.close')}
        size="sm"
        footer={
          <>
            <ModalClose asChild>
              <Button variant="ghost" disabled={rotate.isPending}>
                {t('integrationKey.cancel')}
              </Button>
            </ModalClose>
            <Button
              variant={hasKey ? 'danger' : 'primary'}
              loading={rotate.isPending}
              onClick={issue}
            >
              {t('integrationKey.confirm')}
            </Button>
          </>
        }
      />
      <IssuedKeyDialog issuedKey={issuedKey} onClose={() => setIssuedKey(null)} />
    </Card>
  );
}

function IssuedKeyDialog({
  issuedKey,
  onClose,
}: {
  issuedKey: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  // The toasts sit outside the dialog, hidden from screen readers while it is open: the button
  // says it too.
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (issuedKey === null) return;
    if (await copyText(issuedKey)) {
      setCopied(true);
      toast.success(t('integrationKey.copied'));
    } else {
      toast.error(t('integrationKey.copyFailed'));
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={issuedKey !== null}
      onOpenChange={(open) => !open && close()}
      title={t('integrationKey.newTitle')}
      description={t('integrationKey.newDescription')}
      closeLabel={t('form.close')}
      footer={
        <ModalClose asChild>
          <Button>{t('integrationKey.done')}</Button>
        </ModalClose>
      }
    >
      <div className="flex flex-col gap-2">
        <label htmlFor="issued-integration-key" className="text-sm font-medium text-fg">
          {t('integrationKey.key')}
        </label>
        <div className="flex items-center gap-2">
          <Input
            id="issued-integration-key"
            readOnly
            dir="ltr"
            value={issuedKey ?? ''}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="secondary"
            icon={copied ? <Check /> : <Copy />}
            onClick={() => void copy()}
            aria-live="polite"
          >
            {copied ? t('integrationKey.copied') : t('integrationKey.copy')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
