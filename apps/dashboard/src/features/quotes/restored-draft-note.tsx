import { useEffect, useRef, useState } from 'react';
import { Button } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

/**
 * The line that says the typed prices were brought back, with a way to discard them; discarding
 * asks first, in place, since what was typed cannot be brought back afterwards.
 */
export function RestoredDraftNote({
  disabled,
  onDiscard,
}: {
  disabled: boolean;
  onDiscard: () => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The button pressed gives way to the question's (or back): focus follows it.
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (asked.current) discardButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-border bg-surface-muted/60 px-3 py-2 text-sm"
      data-testid="restored-draft"
    >
      <p
        role="status"
        className={
          asking ? 'min-w-0 flex-1 basis-56 text-fg' : 'min-w-0 flex-1 basis-56 text-fg-muted'
        }
      >
        {asking ? t('quote.draft.discardQuestion') : t('quote.draft.restored')}
      </p>
      {asking ? (
        <span className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="danger" onClick={onDiscard}>
            {t('quote.draft.discardConfirm')}
          </Button>
          <Button
            ref={keepButton}
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setAsking(false)}
          >
            {t('quote.draft.keep')}
          </Button>
        </span>
      ) : (
        <Button
          ref={discardButton}
          type="button"
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={() => setAsking(true)}
        >
          {t('quote.draft.discard')}
        </Button>
      )}
    </div>
  );
}
