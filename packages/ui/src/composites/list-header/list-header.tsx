import { useState, type ReactNode } from 'react';
import { ListFilter, Plus, Search, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { SearchField } from '../search-field/search-field';

export interface ListHeaderProps {
  title: ReactNode;
  /** The heading level in the page's outline (the list title is usually the page's h1). */
  headingLevel?: 'h1' | 'h2';
  /**
   * Keeps the heading for screen readers only, where the page's header already shows the title
   * (the search chip and the buttons stay).
   */
  hideTitle?: boolean;
  /** Shows the add button; without it there is no add button (superadmin pages, prices). */
  onAdd?: () => void;
  addLabel?: string;
  /** The search the list is filtered by now ('' for none). */
  searchTerm?: string;
  /** Shows the filter box; called with the trimmed term on Enter, and with '' to clear. */
  onSearch?: (term: string) => void;
  /**
   * The search box stays in view and searches as one types (SearchField) instead of opening
   * from the filter button: for work lists searched all day (the offers desk, orders).
   */
  liveSearch?: boolean;
  filterLabel?: string;
  searchPlaceholder?: string;
  /** Text before the active term ('بحث: تويوتا'). */
  activeSearchLabel?: string;
  clearSearchLabel?: string;
  /** More buttons next to add (export, say). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The top of every list screen: the title, the filter box and the add button. Enter in the box
 * applies the trimmed term and closes it; the active term stays in view with a way to clear it.
 * With `liveSearch` the box is in view instead and searches as one types.
 */
export function ListHeader({
  title,
  headingLevel: Heading = 'h1',
  hideTitle = false,
  onAdd,
  addLabel = 'إضافة',
  searchTerm = '',
  onSearch,
  liveSearch = false,
  filterLabel = 'تصفية',
  searchPlaceholder = 'بحث',
  activeSearchLabel = 'بحث:',
  clearSearchLabel = 'مسح البحث',
  actions,
  className,
}: ListHeaderProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(searchTerm);

  const openBox = (next: boolean) => {
    // Each opening starts from the term in force, not from an abandoned draft.
    if (next) setDraft(searchTerm);
    setOpen(next);
  };

  const apply = () => {
    onSearch?.(draft.trim());
    setOpen(false);
  };

  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3', className)}>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <Heading className={cn('text-xl leading-snug font-bold text-fg', hideTitle && 'sr-only')}>
          {title}
        </Heading>
        {searchTerm && !liveSearch ? (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 ps-3 pe-1 text-sm text-primary-hover">
            <span className="truncate">
              {activeSearchLabel} <bdi className="font-semibold">{searchTerm}</bdi>
            </span>
            <button
              type="button"
              aria-label={clearSearchLabel}
              onClick={() => onSearch?.('')}
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full hover:bg-primary-soft-hover',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ) : null}
      </div>
      <div
        className={cn(
          'flex flex-wrap items-center gap-2',
          liveSearch && onSearch && 'max-sm:w-full',
        )}
      >
        {liveSearch && onSearch ? (
          <SearchField
            value={searchTerm}
            onSearch={onSearch}
            label={searchPlaceholder}
            clearLabel={clearSearchLabel}
            className="w-full sm:w-80"
          />
        ) : null}
        {actions}
        {onSearch && !liveSearch ? (
          <Popover.Root open={open} onOpenChange={openBox}>
            <Popover.Trigger asChild>
              <Button variant="outline" icon={<ListFilter aria-hidden="true" />}>
                {filterLabel}
              </Button>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                aria-label={filterLabel}
                align="end"
                sideOffset={6}
                collisionPadding={12}
                className="z-50 w-72 max-w-[calc(100vw-24px)] rounded-lg border border-border bg-surface p-3 shadow-popover"
              >
                <form
                  role="search"
                  onSubmit={(event) => {
                    event.preventDefault();
                    apply();
                  }}
                >
                  <Input
                    type="search"
                    aria-label={searchPlaceholder}
                    placeholder={searchPlaceholder}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    startIcon={<Search />}
                    enterKeyHint="search"
                    autoFocus
                  />
                </form>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        ) : null}
        {onAdd ? (
          <Button icon={<Plus aria-hidden="true" />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
