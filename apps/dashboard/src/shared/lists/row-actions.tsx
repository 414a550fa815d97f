import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { RowPermissions } from './row-permissions';

export interface RowActionsProps {
  /** The row's name in the buttons' accessible names ("تعديل …", "حذف …"). */
  name: string;
  allowed: RowPermissions;
  onEdit: () => void;
  onDelete: () => void;
  /** A row the edit form cannot start from keeps its button, disabled. */
  editDisabled?: boolean;
}

/** A row's edit and delete buttons, each only where the permission table allows it. */
export function RowActions({
  name,
  allowed,
  onEdit,
  onDelete,
  editDisabled,
}: RowActionsProps): ReactNode {
  const { t } = useI18n();
  return (
    <>
      {allowed.edit ? (
        <IconButton
          label={t('list.edit', { name })}
          size="sm"
          disabled={editDisabled}
          onClick={onEdit}
        >
          <Pencil />
        </IconButton>
      ) : null}
      {allowed.delete ? (
        <IconButton
          label={t('list.delete', { name })}
          size="sm"
          className="text-danger hover:bg-danger-soft"
          onClick={onDelete}
        >
          <Trash2 />
        </IconButton>
      ) : null}
    </>
  );
}
