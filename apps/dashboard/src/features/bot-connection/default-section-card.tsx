import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorState,
  Spinner,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import {
  orderIntakeQueryOptions,
  saveOrderIntake,
} from '../../shared/order-routing/api/order-routing';
import { SectionChoiceFields } from '../../shared/order-routing/section-choice-fields';
import { useSectionChoice } from '../../shared/order-routing/use-section-choice';

/**
 * Where a company's bot orders go when they name no section: one section, or none (they wait to
 * be routed, and the company and every manager are told).
 */
export function DefaultSectionCard() {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const client = useQueryClient();
  const intake = useQuery(orderIntakeQueryOptions());
  const choice = useSectionChoice({ choosesBranch: true });
  const save = useMutation({
    mutationFn: saveOrderIntake,
    onSuccess: (answer) => {
      client.setQueryData(orderIntakeQueryOptions().queryKey, answer.intake);
      showSuccess(answer);
    },
    onError: showError,
  });
  const current = intake.data?.defaultSection ?? null;

  return (
    <Card role="region" aria-labelledby="default-section-title">
      <CardHeader>
        <div className="flex flex-col gap-1">
          <CardTitle id="default-section-title">{t('routing.default.title')}</CardTitle>
          <CardDescription>{t('routing.default.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {intake.isPending ? (
          <Spinner size="medium" label={t('common.loading')} className="text-primary" />
        ) : intake.isError ? (
          <ErrorState
            title={t('routing.loadError')}
            message={errorMessage(intake.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })}
            onRetry={() => void intake.refetch()}
            retryLabel={t('list.retry')}
            retrying={intake.isFetching}
          />
        ) : (
          <>
            <p className="text-sm font-medium text-fg">
              {current
                ? t('routing.default.current', {
                    section: current.sectionName,
                    branch: current.branchName,
                  })
                : t('routing.default.none')}
            </p>
            <SectionChoiceFields choice={choice} />
          </>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          disabled={!choice.sectionId || choice.sectionId === current?._id}
          loading={save.isPending && save.variables !== null}
          onClick={() => save.mutate(choice.sectionId)}
        >
          {t('routing.default.save')}
        </Button>
        {current ? (
          <Button
            variant="ghost"
            loading={save.isPending && save.variables === null}
            onClick={() => save.mutate(null)}
          >
            {t('routing.default.clear')}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
