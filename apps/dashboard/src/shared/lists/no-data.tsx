import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';

/**
 * Missing values in lists and details (specification, section 8: "Missing values show 'no
 * data'"). Some columns name their own absence ('غير محدد' for a company without a name,
 * 'لا يوجد' for a branch without a manager); the rest say "no data".
 */

/** The text when there is some: trimmed, or `undefined` for null, undefined or blanks. */
export function presentText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A value, or a muted placeholder saying it is missing. */
export function TextOrNoData({
  value,
  fallback,
}: {
  value: string | null | undefined;
  /** The column's own word for "none"; "no data" otherwise. */
  fallback?: string;
}) {
  const text = presentText(value);
  return text !== undefined ? <>{text}</> : <NoData>{fallback}</NoData>;
}

/** The placeholder itself, muted so it does not read as a value. */
export function NoData({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return <span className="text-fg-subtle">{children ?? t('list.noData')}</span>;
}
