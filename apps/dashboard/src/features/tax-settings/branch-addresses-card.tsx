import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { components } from '@taseer/api';
import { Button, CardContent, Modal, ModalClose } from '@taseer/ui';
import { ApiRequestError } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { FormModal } from '../../shared/forms/form-modal';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import { AddressFields } from './address-fields';
import {
  branchAddressesQueryOptions,
  removeBranchAddress,
  saveBranchAddress,
} from './api/tax-profile';
import { SettingsCard } from './settings-card';
import { branchAddressSchema, type BranchAddressInput } from './tax-profile.schemas';

type BranchAddress = components['schemas']['BranchAddress'];

const ADDRESS_FIELDS = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
] as const;

/**
 * Where each branch's invoices say it is: the company's national address (the profile's) unless
 * the branch has one of its own, given or removed here.
 */
export function BranchAddressesCard() {
  const { t } = useI18n();
  const addresses = useQuery(branchAddressesQueryOptions());
  const [editing, setEditing] = useState<BranchAddress | null>(null);
  const [removing, setRemoving] = useState<BranchAddress | null>(null);
  return (
    <SettingsCard
      title={t('taxSettings.branches.title')}
      description={t('taxSettings.branches.description')}
      record={addresses}
    >
      {(data) => (
        <CardContent>
          {data.branches.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('taxSettings.branches.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {data.branches.map((branch) => (
                <li
                  key={branch.branchId}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="text-sm font-semibold text-fg">{branch.branchName}</span>
                    <span className="flex items-start gap-1.5 text-sm text-fg-muted">
                      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {branch.address
                        ? t('taxSettings.branches.addressLine', branch.address)
                        : t('taxSettings.branches.companyAddress')}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('taxSettings.branches.editOf', { name: branch.branchName })}
                      onClick={() => setEditing(branch)}
                    >
                      {branch.address
                        ? t('taxSettings.branches.edit')
                        : t('taxSettings.branches.add')}
                    </Button>
                    {branch.address ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('taxSettings.branches.removeOf', {
                          name: branch.branchName,
                        })}
                        onClick={() => setRemoving(branch)}
                      >
                        {t('taxSettings.branches.remove')}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {editing ? (
            <BranchAddressModal branch={editing} onClose={() => setEditing(null)} />
          ) : null}
          <RemoveAddressDialog branch={removing} onClose={() => setRemoving(null)} />
        </CardContent>
      )}
    </SettingsCard>
  );
}

function useRefreshAddresses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: branchAddressesQueryOptions().queryKey });
}

function BranchAddressModal({ branch, onClose }: { branch: BranchAddress; onClose: () => void }) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const refresh = useRefreshAddresses();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const save = useMutation({
    mutationFn: (address: BranchAddressInput) => saveBranchAddress(branch.branchId, address),
  });
  const formId = `branch-address-${branch.branchId}`;
  const [form, fields] = useForm({
    id: formId,
    defaultValue: branch.address ?? {},
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: branchAddressSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      save.mutate(submission.value, {
        onSuccess: async (answer) => {
          showSuccess(answer);
          await refresh();
          onClose();
        },
        onError: (error) => {
          // The server names each part it refuses: its message goes under that box.
          if (error instanceof ApiRequestError && error.errors.length > 0) {
            setLastResult(
              submission.reply({ fieldErrors: serverFieldErrors(error.errors, ADDRESS_FIELDS) }),
            );
          }
          showError(error);
        },
      });
    },
  });
  return (
    <FormModal
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t('taxSettings.branches.modalTitle', { name: branch.branchName })}
      formId={formId}
      pending={save.isPending}
    >
      <form {...getFormProps(form)} className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t('taxSettings.branches.modalDescription')}</p>
        <AddressFields fields={fields} required />
      </form>
    </FormModal>
  );
}

function RemoveAddressDialog({
  branch,
  onClose,
}: {
  branch: BranchAddress | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { showError, showSuccess } = useToastMessages();
  const refresh = useRefreshAddresses();
  const remove = useMutation({
    mutationFn: (branchId: string) => removeBranchAddress(branchId),
    onSuccess: async (answer) => {
      showSuccess(answer);
      await refresh();
      onClose();
    },
    onError: showError,
  });
  return (
    <Modal
      open={branch !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('taxSettings.branches.removeTitle', { name: branch?.branchName ?? '' })}
      description={t('taxSettings.branches.removeDescription')}
      closeLabel={t('form.close')}
      size="sm"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" disabled={remove.isPending}>
              {t('form.back')}
            </Button>
          </ModalClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => branch && remove.mutate(branch.branchId)}
          >
            {t('taxSettings.branches.removeConfirm')}
          </Button>
        </>
      }
    />
  );
}
