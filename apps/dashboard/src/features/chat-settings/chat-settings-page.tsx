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
  formatNumber,
  toast,
} from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { RecordScreen } from '../../shared/forms/record-screen';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { userAtom } from '../../session/session.atoms';
import { hasChanges } from '../../shared/forms/changes';
import { TextField } from '../../shared/forms/form-fields';
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
    <RecordScreen title={t('page.settings.title')} record={setting}>
      {(data) => (
        // A new saved record starts the form afresh, so "unsaved" compares with what is stored.
        <ChatSettingsForm
          key={JSON.stringify(data.chatSetting)}
          saved={data.chatSetting}
          role={role}
        />
      )}
    </RecordScreen>
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
