import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { can, type AiConfig, type Role } from '@taseer/api';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  formatNumber,
  Spinner,
  toast,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { useUnsavedChangesPrompt } from '../../navigation/unsaved-changes-prompt';
import { userAtom } from '../../session/session.atoms';
import { DeleteDialog, useDeleteFlow } from '../../shared/lists/delete-flow';
import { AddQuestionForm, AddTaskForm } from './add-entry-forms';
import {
  addQuestion,
  addTask,
  canAddQuestion,
  canAddTask,
  draftCount,
  draftKeys,
  hasUnsavedWork,
  removeDraft,
  removeDrafts,
  saveRequest,
} from './ai-draft';
import { entryName, EntryList, type EntryItem } from './ai-entry-list';
import {
  aiConfigQueryOptions,
  deleteAiEntry,
  saveAiConfig,
  showAiConfig,
  type AiEntry,
} from './api/ai-config';
import { branchOptionsQueryOptions } from './api/branch-names';
import { PreviewCard } from './preview-card';
import { useAiDraft } from './use-ai-draft';

/** /ai: the chat bot's tasks and question/answer pairs, a save button and a preview. */
export function AiPage() {
  const user = useAtomValue(userAtom);
  if (!user || !can(user.role, 'ai.manage')) return <NotAllowedPage titleKey="page.ai.title" />;
  return <AiScreen userId={user._id} role={user.role} />;
}

type SavedEntry = AiEntry & { name: string };

function AiScreen({ userId, role }: { userId: string; role: Role }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const config = useQuery(aiConfigQueryOptions());
  const [draft, changeDraft] = useAiDraft(userId);
  const [typing, setTyping] = useState({ task: false, question: false });
  const onTaskTyping = useCallback((task: boolean) => setTyping((now) => ({ ...now, task })), []);
  const onQuestionTyping = useCallback(
    (question: boolean) => setTyping((now) => ({ ...now, question })),
    [],
  );
  const leavePrompt = useUnsavedChangesPrompt(hasUnsavedWork(draft, typing));
  const ownerOf = useEntryOwner(role);

  const save = useMutation({ mutationFn: saveAiConfig, onError: showError });
  const deletion = useDeleteFlow<SavedEntry>({
    remove: (entry) => deleteAiEntry(entry),
    invalidates: [aiConfigQueryOptions().queryKey],
    nameOf: (entry) => entry.name,
  });

  const submit = () => {
    const request = saveRequest(draft);
    if (request === null) {
      toast.info(t('ai.nothingToSave'));
      return;
    }
    // Drafts added while the request runs were not sent, so they stay.
    const sent = draftKeys(draft);
    save.mutate(request, {
      onSuccess: (answer) => {
        showAiConfig(client, answer.ai);
        changeDraft((current) => removeDrafts(current, sent));
        toast.success(t('ai.saved'));
      },
    });
  };

  if (config.isPending) {
    return (
      <>
        <PageTitle>{t('page.ai.title')}</PageTitle>
        <div className="grid place-items-center py-24">
          <Spinner size="large" label={t('common.loading')} className="text-primary" />
        </div>
      </>
    );
  }
  if (config.isError) {
    return (
      <>
        <PageTitle>{t('page.ai.title')}</PageTitle>
        <Card>
          <ErrorState
            title={t('list.errorTitle')}
            message={errorMessage(config.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })}
            onRetry={() => void config.refetch()}
            retryLabel={t('list.retry')}
            retrying={config.isFetching}
          />
        </Card>
      </>
    );
  }

  const saved: AiConfig = config.data;
  const taskItems: EntryItem[] = [
    ...saved.task.map((task) => {
      const name = entryName(task.content);
      return {
        key: task._id,
        name,
        owner: ownerOf(task.branchId),
        draft: false,
        body: <p className="whitespace-pre-line text-sm text-fg">{task.content}</p>,
        onRemove: () => deletion.request({ kind: 'task', id: task._id, name }),
      };
    }),
    ...draft.tasks.map((task) => ({
      key: task.key,
      name: entryName(task.content),
      draft: true,
      body: <p className="whitespace-pre-line text-sm text-fg">{task.content}</p>,
      onRemove: () => changeDraft((current) => removeDraft(current, task.key)),
    })),
  ];
  const questionItems: EntryItem[] = [
    ...saved.questions.map((pair) => {
      const name = entryName(pair.title);
      return {
        key: pair._id,
        name,
        owner: ownerOf(pair.branchId),
        draft: false,
        body: <QuestionBody {...pair} />,
        onRemove: () => deletion.request({ kind: 'question', id: pair._id, name }),
      };
    }),
    ...draft.questions.map((pair) => ({
      key: pair.key,
      name: entryName(pair.title),
      draft: true,
      body: <QuestionBody {...pair} />,
      onRemove: () => changeDraft((current) => removeDraft(current, pair.key)),
    })),
  ];
  const pending = draftCount(draft);
  const count = (value: number) => formatNumber(value, { locale: lang });

  return (
    <>
      <PageTitle>{t('page.ai.title')}</PageTitle>
      <p className="-mt-3 mb-6 max-w-3xl text-sm leading-relaxed text-fg-muted">
        {t(role === 'admin' ? 'ai.scope.company' : 'ai.scope.manager')}
      </p>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <div className="flex flex-col gap-1">
                <CardTitle className="flex items-center gap-2">
                  {t('ai.tasks.title')}
                  <Badge tone="neutral">{count(saved.task.length + draft.tasks.length)}</Badge>
                </CardTitle>
                <CardDescription>{t('ai.tasks.description')}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <EntryList
                label={t('ai.tasks.title')}
                items={taskItems}
                emptyText={t('ai.tasks.empty')}
              />
              <AddTaskForm
                canAdd={canAddTask(draft)}
                onAdd={(content) => changeDraft((current) => addTask(current, content))}
                onTypingChange={onTaskTyping}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <div className="flex flex-col gap-1">
                <CardTitle className="flex items-center gap-2">
                  {t('ai.questions.title')}
                  <Badge tone="neutral">
                    {count(saved.questions.length + draft.questions.length)}
                  </Badge>
                </CardTitle>
                <CardDescription>{t('ai.questions.description')}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <EntryList
                label={t('ai.questions.title')}
                items={questionItems}
                emptyText={t('ai.questions.empty')}
              />
              <AddQuestionForm
                canAdd={canAddQuestion(draft)}
                onAdd={(values) => changeDraft((current) => addQuestion(current, values))}
                onTypingChange={onQuestionTyping}
              />
            </CardContent>
          </Card>
          <div className="sticky bottom-4 z-10">
            <Card className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 shadow-popover">
              <p className="text-sm text-fg-muted" aria-live="polite">
                {pending > 0 ? t('ai.pendingCount', { count: count(pending) }) : t('ai.allSaved')}
              </p>
              <Button icon={<Save />} loading={save.isPending} onClick={submit}>
                {t('form.save')}
              </Button>
            </Card>
          </div>
        </div>
        <div className="xl:sticky xl:top-6">
          <PreviewCard hasUnsavedQuestions={draft.questions.length > 0} />
        </div>
      </div>
      <DeleteDialog {...deletion.dialog} />
      {leavePrompt}
    </>
  );
}

function QuestionBody({
  title,
  question,
  answer,
}: {
  title: string;
  question: string;
  answer: string;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-semibold text-fg">{title}</p>
      <p className="text-fg">
        <span className="text-fg-muted">{t('ai.questions.fieldQuestion')}: </span>
        {question}
      </p>
      <p className="whitespace-pre-line text-fg">
        <span className="text-fg-muted">{t('ai.questions.fieldAnswer')}: </span>
        {answer}
      </p>
    </div>
  );
}

/**
 * A company sees its shared entries and every branch's: each says whose bot uses it. A manager
 * sees only its branch's, so nothing needs saying.
 */
function useEntryOwner(role: Role) {
  const { t } = useI18n();
  const company = role === 'admin';
  const branches = useQuery({ ...branchOptionsQueryOptions(), enabled: company });
  const names = useMemo(
    () => new Map((branches.data?.branchOptions ?? []).map((option) => [option.id, option.value])),
    [branches.data],
  );
  return (branchId: string | null): string | undefined => {
    if (!company) return undefined;
    if (branchId === null) return t('ai.shared');
    const name = names.get(branchId);
    return name ? t('ai.branch', { name }) : t('ai.branchUnnamed');
  };
}
