import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { can, type ChatSetting, type Role } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorState,
  formatNumber,
  Spinner,
  toast,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../layout/page-title';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { useUnsavedChangesPrompt } from '../../routing/unsaved-changes-prompt';
import { userAtom } from '../../session/session.atoms';
import { hasChanges } from '../lists/changes';
import { TextField } from '../lists/form-fields';
import {
  CHAT_MESSAGE_MAX,
  chatMessageHintKey,
  chatSettingChanges,
  chatSettingsSchema,
  type ChatMessageField,
} from './chat-settings.schemas';
import { chatSettingQueryOptions, showChatSetting, updateChatSetting } from './api/chat-setting';

/** /settings: the welcome, close and rating messages of the caller's chats. */
export function ChatSettingsPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!role || !can(role, 'chatSettings.manage')) {
    return <NotAllowedPage titleKey="page.settings.title" />;
  }
  return <ChatSettingsScreen role={role} />;
}

function ChatSettingsScreen({ role }: { role: Role }) {
  const { t } = useI18n();
  const setting = useQuery(chatSettingQueryOptions());
  return (
    <>
      <PageTitle>{t('page.settings.title')}</PageTitle>
      {setting.isPending ? (
        <div className="grid place-items-center py-24">
          <Spinner size="large" label={t('common.loading')} className="text-primary" />
        </div>
      ) : setting.isError ? (
        <Card>
          <ErrorState
            title={t('list.errorTitle')}
            message={errorMessage(setting.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })}
            onRetry={() => void setting.refetch()}
            retryLabel={t('list.retry')}
            retrying={setting.isFetching}
          />
        </Card>
      ) : (
        // A new saved record starts the form afresh, so "unsaved" compares with what is stored.
        <ChatSettingsForm
          key={JSON.stringify(setting.data.chatSetting)}
          saved={setting.data.chatSetting}
          role={role}
        />
      )}
    </>
  );
}

const FIELDS: ReadonlyArray<{ name: ChatMessageField; label: MessageKey }> = [
  { name: 'welcomeMessage', label: 'chatSettings.welcome' },
  { name: 'closeMessage', label: 'chatSettings.close' },
  { name: 'ratingMessage', label: 'chatSettings.rating' },
];

function ChatSettingsForm({ saved, role }: { saved: ChatSetting; role: Role }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const update = useMutation({ mutationFn: updateChatSetting, onError: showError });
  const [form, fields] = useForm({
    id: 'chat-settings',
    defaultValue: saved,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: chatSettingsSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const changes = chatSettingChanges(saved, submission.value);
      if (!hasChanges(changes)) {
        toast.info(t('form.noChanges'));
        return;
      }
      update.mutate(changes, {
        onSuccess: (answer) => {
          toast.success(t('chatSettings.saved'));
          showChatSetting(client, answer.chatSetting);
        },
      });
    },
  });
  const leavePrompt = useUnsavedChangesPrompt(form.dirty);
  const count = (value: number) => formatNumber(value, { locale: lang });

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle>{t('chatSettings.description')}</CardTitle>
          <CardDescription>
            {t(role === 'admin' ? 'chatSettings.scope.company' : 'chatSettings.scope.manager')}
          </CardDescription>
        </div>
      </CardHeader>
      <form {...getFormProps(form)}>
        <CardContent className="flex flex-col gap-5">
          {FIELDS.map(({ name, label }) => {
            const meta = fields[name];
            const length = typeof meta.value === 'string' ? meta.value.length : 0;
            return (
              <TextField
                key={name}
                meta={meta}
                label={t(label)}
                multiline
                maxLength={CHAT_MESSAGE_MAX}
                hint={`${t(chatMessageHintKey(name, meta.value))} ${t('chatSettings.length', {
                  count: count(length),
                  max: count(CHAT_MESSAGE_MAX),
                })}`}
              />
            );
          })}
        </CardContent>
        <CardFooter>
          <Button type="submit" icon={<Save />} loading={update.isPending}>
            {t('form.save')}
          </Button>
        </CardFooter>
      </form>
      {leavePrompt}
    </Card>
  );
}
