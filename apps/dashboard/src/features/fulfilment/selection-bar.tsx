import type { FulfilmentStage } from '@taseer/api';
import { Button, Checkbox } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { isDestructiveStage, MOVE_LABELS } from '../../shared/orders/fulfilment-stages';

/**
 * Above a lane's rows: one box selecting every order of the page (a table and a phone's cards
 * alike), and once some are selected, how many, the stages they may move to and a way to clear
 * the selection. A return, which ends the handover, is set apart in red.
 */
export function SelectionBar({
  selectedCount,
  pageCount,
  targets,
  onSelectPage,
  onClear,
  onMove,
  disabled,
}: {
  selectedCount: number;
  /** Rows on the page. */
  pageCount: number;
  /** The stages at least one selected order may move to. */
  targets: readonly FulfilmentStage[];
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  onMove: (stage: FulfilmentStage) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const all = pageCount > 0 && selectedCount === pageCount;
  return (
    <div
      // Kept under the page's header while a long lane scrolls, so the move stays in reach.
      className="sticky top-header z-[5] flex flex-wrap items-center gap-x-4 gap-y-3 rounded-t-xl border-b border-border bg-surface px-4 py-3"
      data-testid="selection-bar"
    >
      <Checkbox
        checked={all ? true : selectedCount > 0 ? 'indeterminate' : false}
        onCheckedChange={(checked) => onSelectPage(checked === true)}
        aria-label={t('fulfilment.select.page')}
        label={t('fulfilment.select.pageShort')}
        disabled={disabled || pageCount === 0}
      />
      {selectedCount > 0 ? (
        <>
          <span className="text-sm font-semibold text-fg tabular-nums" aria-live="polite">
            {t('fulfilment.selected', { count: selectedCount })}
          </span>
          {/* On a phone the moves take a line of their own, under the count and "clear". */}
          <div
            role="group"
            aria-label={t('fulfilment.moveTo')}
            className="order-last flex w-full flex-wrap items-center gap-2 sm:order-none sm:w-auto"
          >
            <span aria-hidden="true" className="text-sm text-fg-muted">
              {t('fulfilment.moveTo')}:
            </span>
            {targets.map((stage, index) => (
              <Button
                key={stage}
                size="sm"
                variant={isDestructiveStage(stage) ? 'ghost' : index === 0 ? 'primary' : 'outline'}
                className={
                  isDestructiveStage(stage) ? 'text-danger hover:bg-danger-soft' : undefined
                }
                disabled={disabled}
                onClick={() => onMove(stage)}
              >
                {t(MOVE_LABELS[stage])}
              </Button>
            ))}
          </div>
          <Button
            size="sm"
            variant="ghost"
            className="ms-auto"
            disabled={disabled}
            onClick={onClear}
          >
            {t('fulfilment.clearSelection')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
