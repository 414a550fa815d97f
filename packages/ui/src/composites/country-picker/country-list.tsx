import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useAnchorButtonFocus } from '../../lib/anchor-button';
import { cn } from '../../lib/cn';
import { Input } from '../../primitives/input/input';
import type { Country } from './countries';
import { matchCountries, searchCountries } from './country-search';
import { Flag, type CountryListProps } from './country-trigger';
import { flagUrl } from './flag-urls';

/**
 * The searchable list of about 240 countries under the picker's button. The search takes an
 * Arabic or English name or a dial code, with or without '+'; arrow keys move through the list and
 * Enter chooses; nothing matching offers the first entry, as the spec asks.
 */
export function CountryList({
  open,
  onOpenChange,
  anchor,
  contentId,
  countries,
  language,
  selected,
  label,
  searchPlaceholder,
  noMatchText,
  onChoose,
}: CountryListProps) {
  const nameOf = (country: Country) => (language === 'ar' ? country.nameAr : country.nameEn);

  // The list reads in the alphabet of the names shown; the first entry (the default, and the
  // spec's fallback) stays first.
  const ordered = useMemo(() => orderForLanguage(countries, language), [countries, language]);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCountries(query, ordered), [query, ordered]);
  const noMatch = useMemo(
    () => query.trim() !== '' && matchCountries(query, ordered).length === 0,
    [query, ordered],
  );
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  // A state, not a ref: the list mounts in a portal a render after opening, and the flag
  // observer must start once it is there.
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const visibleFlags = useVisibleFlags(list, results);
  // The button is not a Radix trigger (it is there before this code): this does its part.
  const anchorFocus = useAnchorButtonFocus(anchor);

  // Opening shows the chosen country first in view; typing starts again from the best match.
  useEffect(() => {
    if (!open) return;
    const index = query.trim() === '' ? results.findIndex((c) => c.iso2 === selected.iso2) : 0;
    setActiveIndex(Math.max(0, index));
    // Only the query and the open state reset the highlight; later renders keep the user's place.
  }, [open, query]);

  useEffect(() => {
    if (!open) return;
    const option = list?.querySelector<HTMLElement>(`#${CSS.escape(optionId(activeIndex))}`);
    option?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (country: Country) => {
    onChoose(country);
    setQuery('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      PageDown: Math.min(last, activeIndex + 8),
      PageUp: Math.max(0, activeIndex - 8),
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActiveIndex(move);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = results[activeIndex];
      if (country) choose(country);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex w-80 max-w-[calc(100vw-24px)] flex-col gap-2 rounded-lg border border-border bg-surface p-2 text-fg shadow-popover"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector('input')?.focus();
          }}
          {...anchorFocus}
        >
          <Input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            startIcon={<Search />}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {noMatch ? (
            <p role="status" className="px-2 text-xs text-fg-muted">
              {noMatchText}
            </p>
          ) : null}
          <ul
            ref={setList}
            id={listId}
            role="listbox"
            aria-label={label}
            className="max-h-72 overflow-y-auto overscroll-contain"
          >
            {results.map((country, index) => {
              const url = flagUrl(country.iso2);
              const isSelected = country.iso2 === selected.iso2;
              return (
                <li
                  key={country.iso2}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  data-iso={country.iso2}
                  onPointerMove={() => setActiveIndex(index)}
                  onClick={() => choose(country)}
                  className={cn(
                    'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-primary-soft text-primary-hover',
                    isSelected && 'font-semibold',
                  )}
                >
                  {url && visibleFlags.has(country.iso2) ? (
                    <Flag url={url} />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="h-[15px] w-5 shrink-0 rounded-[2px] bg-surface-muted"
                    />
                  )}
                  <span className="min-w-0 flex-1 truncate">{nameOf(country)}</span>
                  <span dir="ltr" className="text-fg-muted tabular-nums">
                    {country.dialCode}
                  </span>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function orderForLanguage(countries: readonly Country[], language: 'ar' | 'en') {
  const [first, ...rest] = countries;
  if (!first) return countries;
  const collator = new Intl.Collator(language);
  const name = (country: Country) => (language === 'ar' ? country.nameAr : country.nameEn);
  return [first, ...rest.sort((a, b) => collator.compare(name(a), name(b)))];
}

/**
 * The ISO codes of the rows scrolled into view (and a little beyond): only their flags are
 * fetched, so opening the list does not download 240 images at once.
 */
function useVisibleFlags(list: HTMLUListElement | null, results: readonly Country[]) {
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset['iso'])
          .filter((iso): iso is string => Boolean(iso));
        if (seen.length > 0) setVisible((current) => new Set([...current, ...seen]));
      },
      { root: list, rootMargin: '160px 0px' },
    );
    list.querySelectorAll('[data-iso]').forEach((row) => observer.observe(row));
    return () => observer.disconnect();
  }, [list, results]);
  return visible;
}
