import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { can } from '@taseer/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  formatMoney,
  toast,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { RecordScreen } from '../../shared/forms/record-screen';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NotAllowedPage } from '../../pages/not-allowed-page';
import { userAtom } from '../../session/session.atoms';
import { TextField } from '../../shared/forms/form-fields';
import { salaryQueryOptions, showSalary, updateSalary } from './api/salary';
import { WAGE_INPUT_MAX } from '../../shared/forms/wage-rule';
import { salarySchema } from './salary.schemas';

/** /salary (system manager): the monthly salary per employee that new companies take. */
export function SalaryPage() {
  const role = useAtomValue(userAtom)?.role;
  if (!can(role, 'salary.update')) return <NotAllowedPage titleKey="page.salary.title" />;
  return <SalaryScreen />;
}

function SalaryScreen() {
  const { t } = useI18n();
  const salary = useQuery(salaryQueryOptions());
  return (
    <RecordScreen title={t('page.salary.title')} record={salary}>
      {(data) => <SalaryForm key={data.salary} saved={data.salary} />}
    </RecordScreen>
  );
}

function SalaryForm({ saved }: { saved: number }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const update = useMutation({ mutationFn: updateSalary, onError: showError });
  const [form, fields] = useForm({
    id: 'salary',
    defaultValue: { salary: String(saved) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: salarySchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      update.mutate(submission.value.salary, {
        onSuccess: (answer) => {
          toast.success(t('salary.updated'));
          showSalary(client, answer.salary);
        },
      });
    },
  });

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle>{t('salary.title')}</CardTitle>
          <CardDescription>{t('salary.description')}</CardDescription>
        </div>
      </CardHeader>
      <form {...getFormProps(form)}>
        <CardContent className="flex flex-col gap-3">
          <TextField
            meta={fields.salary}
            label={t('salary.field')}
            inputMode="decimal"
            dir="ltr"
            maxLength={WAGE_INPUT_MAX}
            hint={
              <>
                {t('salary.current', { amount: formatMoney(saved, { locale: lang }) })}
                <br />
                {t('wage.hint')}
              </>
            }
          />
        </CardContent>
        <CardFooter>
          <Button type="submit" icon={<Save />} loading={update.isPending}>
            {t('form.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
