import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Select } from '../../primitives/select/select';
import { PAGE_SIZES, goToPage, pageWindow } from './page-window';

export interface PaginationLabels {
  rowsPerPage: string;
  previous: string;
  next: string;
  navigation: string;
  page: (page: number) => string;
}

const arabicLabels: PaginationLabels = {
  rowsPerPage: 'عدد الصفوف',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  navigation: 'التنقل بين الصفحات',
  page: (page) => `الصفحة ${page}`,
};

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /**
   * The count stopped: at least `totalPages` pages exist. The last page reads "N+" and "next"
   * stays enabled on it.
   */
  totalPagesCapped?: boolean;
  /** Called only with a page within 1..totalPages (one more when capped) that differs from the current one. */
  onPageChange: (page: number) => void;
  pageSize: number;
  /** Called with the new size; the bar also asks for page 1, as the spec resets to it. */
  onPageSizeChange: (size: number) => void;
  pageSizes?: readonly number[];
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/**
 * The list footer: rows per page (5, 10, 20, 30) and the page buttons — first, last, current ± 1
 * with ellipses. Previous and next point the way the pages run (mirrored in Arabic); at either
 * end they stay focusable but do nothing, so the bounds hold however they are pressed.
 */
export function Pagination({
  page,
  totalPages,
  totalPagesCapped = false,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...arabicLabels, ...labelOverrides };
  const sizeLabelId = useId();
  const slots = pageWindow(page, totalPages);

  const request = (target: number) => {
    const accepted = goToPage(target, totalPages, totalPagesCapped);
    if (accepted !== null && accepted !== page) onPageChange(accepted);
  };

  const changeSize = (size: number) => {
    if (size === pageSize) return;
    onPageSizeChange(size);
    // Page 1 always exists, even when the new size leaves fewer pages than the old one.
    if (page !== 1) onPageChange(1);
  };

  /** The last counted page of a count that stopped: "N+", at least that many. */
  const isLowerBound = (slot: number) => totalPagesCapped && slot === totalPages;

  const atStart = page <= 1;
  const atEnd = !totalPagesCapped && page >= totalPages;

  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-fg-muted',
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <span id={sizeLabelId}>{labels.rowsPerPage}</span>
        <Select
          aria-labelledby={sizeLabelId}
          options={pageSizes.map((size) => ({ id: String(size), value: formatNumber(size) }))}
          value={String(pageSize)}
          onValueChange={(id) => changeSize(Number(id))}
          className="h-9 w-20"
        />
      </div>
      <nav aria-label={labels.navigation}>
        <ul className="flex items-center gap-1">
          <li>
            <IconButton
              label={labels.previous}
              size="sm"
              variant="ghost"
              aria-disabled={atStart || undefined}
              onClick={() => request(page - 1)}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            >
              {/* Previous points back along the reading direction: right in Arabic. */}
              <ChevronLeft className="rtl:-scale-x-100" />
            </IconButton>
          </li>
          {slots.map((slot) =>
            typeof slot === 'number' ? (
              <li key={slot}>
                <Button
                  size="sm"
                  variant={slot === page ? 'primary' : 'ghost'}
                  aria-current={slot === page ? 'page' : undefined}
                  aria-label={isLowerBound(slot) ? `${labels.page(slot)}+` : labels.page(slot)}
                  onClick={() => request(slot)}
                  className="min-w-8 px-2 tabular-nums"
                >
                  {/* Ungrouped, like the accessible name: "1250", not "1,250". */}
                  {isLowerBound(slot) ? (
                    // Left to right, or an Arabic line would print the "+" before the number.
                    <span dir="ltr">{slot}+</span>
                  ) : (
                    slot
                  )}
                </Button>
              </li>
            ) : (
              <li
                key={slot}
                aria-hidden="true"
                className="grid w-6 place-items-center text-fg-subtle"
              >
                …
              </li>
            ),
          )}
          <li>
            <IconButton
              label={labels.next}
              size="sm"
              variant="ghost"
              aria-disabled={atEnd || undefined}
              onClick={() => request(page + 1)}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            >
              <ChevronRight className="rtl:-scale-x-100" />
            </IconButton>
          </li>
        </ul>
      </nav>
    </div>
  );
}
