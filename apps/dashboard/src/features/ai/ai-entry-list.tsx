import type { ReactNode } from 'react';
import { Trash2, X } from 'lucide-react';
import { Badge, IconButton } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/** How an entry is named in a button's label and the delete confirmation: its opening words. */
export function entryName(text: string): string {
  const words = text.trim().replace(/\s+/g, ' ');
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}

export interface EntryItem {
  key: string;
  name: string;
  body: ReactNode;
  /** Whose bot uses it, for a company that sees every branch's entries. */
  owner?: string;
  /** Added on the screen, not saved yet: removed without asking the server. */
  draft: boolean;
  onRemove: () => void;
}

/** The saved entries, then the drafts, each with its remove button. */
export function EntryList({
  label,
  items,
  emptyText,
}: {
  label: string;
  items: readonly EntryItem[];
  emptyText: string;
}) {
  const { t } = useI18n();
  if (items.length === 0) {
    return (
      <p className="rounded-lg bg-surface-muted px-4 py-6 text-center text-sm text-fg-muted">
        {emptyText}
      </p>
    );
  }
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-border rounded-lg border border-border"
    >
      {items.map((item) => (
        <li
          key={item.key}
          className={
            item.draft
              ? 'flex items-start gap-3 bg-primary-soft/40 px-4 py-3'
              : 'flex items-start gap-3 px-4 py-3'
          }
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            {item.draft || item.owner ? (
              <div className="flex flex-wrap gap-2">
                {item.draft ? (
                  <Badge tone="warning" size="sm">
                    {t('ai.unsaved')}
                  </Badge>
                ) : null}
                {item.owner ? (
                  <Badge tone="neutral" size="sm">
                    {item.owner}
                  </Badge>
                ) : null}
              </div>
            ) : null}
            {item.body}
          </div>
          <IconButton
            label={t(item.draft ? 'ai.removeDraft' : 'list.delete', { name: item.name })}
            size="sm"
            variant="ghost"
            className="text-danger"
            onClick={item.onRemove}
          >
            {item.draft ? <X /> : <Trash2 />}
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
