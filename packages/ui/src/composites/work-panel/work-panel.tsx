import { cva } from 'class-variance-authority';
import { ChevronRight, CircleCheck, RotateCw, TriangleAlert } from 'lucide-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatNumber, type UiLocale } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { isPlainClick } from '../sidebar/sidebar-entries';

export type WorkPanelTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

/** How a row's short fact reads: plain, or coloured by what it says (late, paid…). */
export type WorkPanelMetaTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface WorkPanelRow {
  id: string;
  /** The item's reference as people quote it ('RYN-00512'); kept left to right. */
  reference: string;
  /** Whom or what the row is about: a customer's name. */
  title: string;
  /** One short fact at the row's end: how long it has waited, an amount. */
  meta?: ReactNode;
  metaTone?: WorkPanelMetaTone;
  /** Where the row leads; without it the row is plain text. */
  href?: string;
}

export interface WorkPanelTexts {
  /** The link to the whole list under the rows. */
  showAll: string;
  /** Said when the list is empty (the work is done). */
  empty: string;
  emptyDescription?: string;
  /** Above the error's message. */
  errorTitle: string;
  retry: string;
  /** Announced while the rows load. */
  loading: string;
}

const DEFAULT_TEXTS: WorkPanelTexts = {
  showAll: 'عرض الكل',
  empty: 'لا يوجد شيء هنا الآن',
  errorTitle: 'تعذر تحميل القائمة',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ التحميل',
};

export interface WorkPanelProps {
  title: string;
  /** One line under the title: what the list holds. */
  description?: string;
  /** A decorative icon beside the title, in a circle of the tone's soft colour. */
  icon?: ReactNode;
  tone?: WorkPanelTone;
  /** How many items the whole list holds (the rows are its first few); hidden when unknown. */
  count?: number | null;
  /** The count is a lower bound: shown as «500+». */
  countCapped?: boolean;
  /** What the count means for screen readers («12 طلبًا»); the bare number otherwise. */
  countLabel?: string;
  /** The list's first rows; at most `maxRows` are shown. */
  rows: readonly WorkPanelRow[];
  maxRows?: number;
  /** True while the rows load: grey rows hold their place. Rows already shown stay. */
  loading?: boolean;
  /** Why the rows could not be loaded (the server's message). */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** The whole list, filtered as the panel is: the link under the rows. */
  showAllHref?: string;
  /**
   * Called with a row's or the link's `href` on a plain click, instead of the browser loading
   * the page (the app's router); a click with a modifier key opens a tab as links do.
   */
  onNavigate?: (href: string) => void;
  texts?: Partial<WorkPanelTexts>;
  /** Language of the count's grouping; digits are Western either way. */
  locale?: UiLocale;
  /** The heading level that fits the page's outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

const iconCircle = cva(
  'grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-[18px] [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        primary: 'bg-primary-soft text-primary',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
        neutral: 'bg-surface-muted text-fg-muted',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

const countBadge = cva(
  'inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-2.5 text-sm font-semibold tabular-nums',
  {
    variants: {
      tone: {
        primary: 'bg-primary-soft text-primary-hover',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
        neutral: 'bg-surface-muted text-fg-muted',
      },
      // Nothing waiting: the count is quiet whatever the panel's tone.
      quiet: { true: 'bg-surface-muted text-fg-muted' },
    },
    defaultVariants: { tone: 'primary' },
  },
);

const META_TONES: Record<WorkPanelMetaTone, string> = {
  neutral: 'text-fg-muted',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger font-medium',
};

/**
 * A piece of work on a home screen: a titled card with how many items wait, the first few of them
 * (a reference, a name, one short fact such as how long it waited or an amount), each leading to
 * its item, and a link to the whole list filtered the same way; with loading, empty and error
 * states. Every word comes from the app.
 */
export function WorkPanel({
  title,
  description,
  icon,
  tone = 'primary',
  count,
  countCapped = false,
  countLabel,
  rows,
  maxRows = 5,
  loading = false,
  error = null,
  onRetry,
  retrying = false,
  showAllHref,
  onNavigate,
  texts: givenTexts,
  locale = 'ar',
  headingLevel: Heading = 'h2',
  className,
}: WorkPanelProps) {
  const texts = { ...DEFAULT_TEXTS, ...givenTexts };
  const titleId = useId();
  const descriptionId = useId();
  const shown = rows.slice(0, Math.max(0, maxRows));
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  const waiting = loading && shown.length === 0;
  const showsCount = !error && !waiting && typeof count === 'number' && Number.isFinite(count);

  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 py-2">
        <div className="flex items-start gap-2 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <p className="min-w-0">
            <span className="block font-medium text-danger">{texts.errorTitle}</span>
            <span className="block text-fg-muted">{error}</span>
          </p>
        </div>
        {onRetry ? (
          <Button
            variant="outline"
            size="sm"
            icon={<RotateCw aria-hidden="true" />}
            loading={retrying}
            onClick={onRetry}
          >
            {texts.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (waiting) {
    body = (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {texts.loading}
        </span>
        <ul aria-hidden="true" className="divide-y divide-border">
          {[0, 1, 2].map((i) => (
            <li key={i} data-skeleton="" className="flex items-center gap-3 py-3">
              <span className="flex flex-1 flex-col gap-2">
                <span className="h-3.5 w-2/5 rounded-sm bg-surface-muted motion-safe:animate-pulse" />
                <span className="h-3 w-1/4 rounded-sm bg-surface-muted motion-safe:animate-pulse" />
              </span>
              <span className="h-3 w-14 rounded-sm bg-surface-muted motion-safe:animate-pulse" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="flex items-start gap-3 rounded-md bg-surface-muted/60 px-3 py-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="min-w-0 text-sm">
          <span className="block font-medium text-fg">{texts.empty}</span>
          {texts.emptyDescription ? (
            <span className="block text-fg-muted">{texts.emptyDescription}</span>
          ) : null}
        </p>
      </div>
    );
  } else {
    body = (
      <ul
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        className="-mx-2 divide-y divide-border"
      >
        {shown.map((row) => {
          const content = (
            <>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span
                  dir="auto"
                  className="line-clamp-2 max-w-full self-start font-medium break-words text-fg"
                >
                  {row.title}
                </span>
                <bdi dir="ltr" className="self-start text-xs text-fg-muted tabular-nums">
                  {row.reference}
                </bdi>
              </span>
              {row.meta !== undefined && row.meta !== null ? (
                <span
                  className={cn(
                    'max-w-[45%] shrink-0 text-end text-xs leading-5 tabular-nums',
                    META_TONES[row.metaTone ?? 'neutral'],
                  )}
                >
                  {row.meta}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={row.id}>
              {row.href ? (
                <a
                  href={row.href}
                  onClick={follow(row.href)}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-md px-2 py-2 text-sm transition-colors hover:bg-surface-muted',
                    focusRing,
                  )}
                >
                  {content}
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-fg-subtle rtl:-scale-x-100"
                  />
                </a>
              ) : (
                <div className="flex min-h-12 items-center gap-3 px-2 py-2 text-sm">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <div className="flex items-start gap-3 px-5 pt-5">
        {icon ? (
          <span aria-hidden="true" className={iconCircle({ tone })}>
            {icon}
          </span>
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Heading id={titleId} className="text-base leading-9 font-semibold text-fg">
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} className="-mt-1.5 text-xs leading-relaxed text-fg-muted">
              {description}
            </p>
          ) : null}
        </div>
        {showsCount ? (
          <span className={countBadge({ tone, quiet: count === 0 })} data-count="">
            <span aria-hidden={countLabel ? true : undefined}>
              {formatNumber(count, { locale, maximumFractionDigits: 0 })}
              {countCapped ? '+' : ''}
            </span>
            {countLabel ? <span className="sr-only">{countLabel}</span> : null}
          </span>
        ) : waiting ? (
          <span
            aria-hidden="true"
            className="h-7 w-10 shrink-0 rounded-full bg-surface-muted motion-safe:animate-pulse"
          />
        ) : null}
      </div>
      <div className="flex-1 px-5 pt-3 pb-4">{body}</div>
      {showAllHref && !error && shown.length > 0 ? (
        <div className="border-t border-border px-3 py-2">
          <a
            href={showAllHref}
            onClick={follow(showAllHref)}
            aria-describedby={titleId}
            className={cn(
              'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary-hover transition-colors hover:bg-primary-soft',
              focusRing,
            )}
          >
            {texts.showAll}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        </div>
      ) : null}
    </Card>
  );
}
