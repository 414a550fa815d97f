import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Order, OrderQuotes } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { browserStorage } from '../../lib/local-storage';
import { userAtom } from '../../session/session.atoms';
import { useIssueQuote } from './issue-quote';
import {
  checkDraft,
  draftFor,
  withoutLineErrors,
  type DraftErrors,
  type LineDraft,
} from './quote-draft';
import { savedDraftSlot } from './saved-draft';

/**
 * The offer being written, as state: the lines, whether they were brought back from this
 * browser, the errors to show, and submitting them.
 */
export function useQuoteForm({
  order,
  quotes,
  onIssued,
}: {
  order: Order;
  quotes: OrderQuotes | undefined;
  onIssued: () => void;
}) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const newest = quotes?.quotes[0];
  // Where the form starts (empty, or the newest version's lines), the draft kept in this browser
  // for the order as it stands (the form is keyed by its pieces and version), and what it held.
  const [start] = useState(() => {
    const prefill = draftFor(order.pieces, newest);
    const slot = user
      ? savedDraftSlot(browserStorage() ?? null, user._id, order, newest?.version ?? 0)
      : null;
    return { prefill, slot, saved: slot?.restore(prefill) ?? null };
  });
  const { prefill, slot } = start;
  const [draft, setDraft] = useState<LineDraft[]>(start.saved ?? prefill);
  const [restored, setRestored] = useState(start.saved !== null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const checked = checkDraft(draft);
  const errors: DraftErrors = checked.ok ? {} : checked.errors;

  // Kept as it is typed: a reload or a closed modal finds it again.
  useEffect(() => {
    slot?.keep(draft, prefill);
  }, [slot, draft, prefill]);

  const mutation = useIssueQuote({
    order,
    newest,
    slot,
    draft,
    onServerErrors: setServerErrors,
    onIssued,
  });
  // Client rules show once the form was submitted (then they follow every change); the
  // server's, until the next submit.
  const errorOf = (field: string): string | undefined => {
    const key = submitted ? errors[field] : undefined;
    return key ? t(key) : serverErrors[field];
  };
  const update = (index: number, next: LineDraft) => {
    setDraft((current) => current.map((item, i) => (i === index ? next : item)));
    setServerErrors((current) => withoutLineErrors(current, next.pieceId));
  };
  const discard = () => {
    slot?.forget();
    setDraft(prefill);
    setRestored(false);
    setSubmitted(false);
    setServerErrors({});
  };
  const submit = () => {
    setSubmitted(true);
    setServerErrors({});
    if (checked.ok) mutation.mutate(checked.lines);
  };

  return {
    newest,
    draft,
    restored,
    submitted,
    issuing: mutation.isPending,
    errorOf,
    update,
    discard,
    submit,
  };
}
