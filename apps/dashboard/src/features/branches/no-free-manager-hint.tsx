import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '../../i18n/i18n';
import { OPEN_ADD_STATE } from '../../shared/lists/open-add-state';

/**
 * A new branch needs a manager who runs no other branch (the contract's `managerId`). When none is
 * free, the form says so and how to get one, instead of offering an empty list and then refusing.
 */
export function NoFreeManagerHint() {
  const { t } = useI18n();
  return (
    <div
      role="note"
      className="flex flex-col items-start gap-2 rounded-lg border border-primary/30 bg-primary-soft/60 p-3 text-sm leading-relaxed text-fg"
    >
      <p>{t('branches.noFreeManager')}</p>
      <Link
        href="/admin"
        state={OPEN_ADD_STATE}
        // Pressing the link must not take the focus from the name box: its check on leaving would
        // show an error, the centred modal would grow and move the link from under the pointer
        // before it is released, and the click would be lost.
        onMouseDown={(event) => event.preventDefault()}
        className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4"
      >
        <UserPlus aria-hidden="true" />
        {t('branches.addManager')}
      </Link>
    </div>
  );
}

/** Whether the add form has no manager to offer (an edit keeps the branch's own manager). */
export function noFreeManager(
  creating: boolean,
  managers: { loaded: boolean; options: readonly unknown[] },
): boolean {
  return creating && managers.loaded && managers.options.length === 0;
}
