import { useCallback, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DeletePhraseDialog, toast } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from './list-keys';

export interface DeleteFlowOptions<Row> {
  /** Sends the delete (its promise rejects with the server's message on failure). */
  remove: (row: Row) => Promise<unknown>;
  /** Query keys (or prefixes) to refresh after a delete: the list, and lists that count it. */
  invalidates: readonly QueryKey[];
  /** The row's name in the confirmation text. */
  nameOf: (row: Row) => string | undefined;
  /** The success toast; 'تم الحذف بنجاح' when the screen has none of its own. */
  successMessage?: string;
}

export interface DeleteFlow<Row> {
  /** Opens the confirmation for a row. */
  request: (row: Row) => void;
  /** True while the delete request runs (the list shows its spinner). */
  pending: boolean;
  dialog: DeleteDialogProps;
}

export interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  itemName?: string;
}

/**
 * Delete with the typed phrase: the dialog opens on a row, the delete runs on the exact phrase,
 * success closes it with a toast and refreshes the lists; a refusal shows the server's message
 * and leaves the dialog open, so the user can cancel or try again.
 */
export function useDeleteFlow<Row>({
  remove,
  invalidates,
  nameOf,
  successMessage,
}: DeleteFlowOptions<Row>): DeleteFlow<Row> {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const [target, setTarget] = useState<Row | null>(null);

  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      toast.success(successMessage ?? t('delete.success'));
      setTarget(null);
      await refreshLists(client, invalidates);
    },
    onError: showError,
  });

  const request = useCallback((row: Row) => setTarget(row), []);
  const { mutate, isPending } = mutation;

  return {
    request,
    pending: isPending,
    dialog: {
      open: target !== null,
      onOpenChange: (open) => {
        if (!open) setTarget(null);
      },
      onConfirm: () => {
        if (target !== null) mutate(target);
      },
      pending: isPending,
      itemName: target === null ? undefined : nameOf(target),
    },
  };
}

/** The design system's phrase dialog with the catalogue's texts. */
export function DeleteDialog(props: DeleteDialogProps) {
  const { t } = useI18n();
  const name = props.itemName?.trim();
  return (
    <DeletePhraseDialog
      {...props}
      title={t('delete.title')}
      description={name ? t('delete.description', { name }) : t('delete.descriptionUnnamed')}
      instruction={t('delete.instruction')}
      inputLabel={t('delete.inputLabel')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
    />
  );
}
