import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';
import { EMPTY_DRAFT, type AiDraft } from './ai-draft';

/**
 * The drafts outlive the screen (kept in the app's store, not in the component), so a Back press
 * that leaves the screen without asking does not lose them: they wait, marked unsaved, on return.
 * They belong to the user who wrote them; another account signing in on this tab starts empty.
 */
const storedDraftAtom = atom<{ ownerId: string; draft: AiDraft } | null>(null);

export function useAiDraft(ownerId: string | undefined) {
  const [stored, setStored] = useAtom(storedDraftAtom);
  const draft = stored !== null && stored.ownerId === ownerId ? stored.draft : EMPTY_DRAFT;
  const change = useCallback(
    (next: (draft: AiDraft) => AiDraft) =>
      setStored((previous) => {
        if (ownerId === undefined) return null;
        const current =
          previous !== null && previous.ownerId === ownerId ? previous.draft : EMPTY_DRAFT;
        return { ownerId, draft: next(current) };
      }),
    [ownerId, setStored],
  );
  return [draft, change] as const;
}
