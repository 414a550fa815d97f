import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import { Direction, Popover } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Input } from '../../primitives';
import { COUNTRIES, type Country } from './countries';
import { DEFAULT_DIAL_CODE, findCountry, matchCountries, searchCountries } from './country-search';
import { flagUrl } from './flag-urls';

export interface CountryPickerProps {
  /** The chosen dial code ('+966'); omit it to let the picker keep the choice itself. */
  value?: string;
  /** The first choice when `value` is omitted: the spec's +966. */
  defaultValue?: string;
  /** Called with the whole country; forms keep `country.dialCode`. */
  onChange?: (country: Country) => void;
  /** Names shown in this language; follows the text direction when omitted. */
  locale?: 'ar' | 'en';
  countries?: readonly Country[];
  /** Accessible name of the button. */
  label?: string;
  searchPlaceholder?: string;
  /** Said above the first entry when the search matches nothing (the spec then offers the first). */
  noMatchText?: string;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
  /** Open state, for stories and tests; the picker manages it itself otherwise. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The dial-code picker: a button with the chosen flag and code that opens a searchable list of
 * about 240 countries. The search takes an Arabic or English name or a dial code, with or
 * without '+'; arrow keys move through the list and Enter chooses; nothing matching offers the
 * first entry, as the spec asks.
 */
export function CountryPicker({
  value: valueProp,
  defaultValue = DEFAULT_DIAL_CODE,
  onChange,
  locale,
  countries = COUNTRIES,
  label = 'رمز الدولة',
  searchPlaceholder = 'بحث',
  noMatchText = 'لا توجد نتيجة مطابقة',
  disabled = false,
  invalid = false,
  id,
  'aria-describedby': describedBy,
  className,
  open: openProp,
  onOpenChange,
}: CountryPickerProps) {
  const dir = Direction.useDirection();
  const language = locale ?? (dir === 'rtl' ? 'ar' : 'en');
  const nameOf = (country: Country) => (language === 'ar' ? country.nameAr : country.nameEn);

  // Several countries share a code (+1, +44): remember which one was picked, so choosing
  // Canada does not show the United States' flag.
  const [pickedIso, setPickedIso] = useState<string | null>(null);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const selected = useMemo(() => {
    const picked = countries.find((c) => c.iso2 === pickedIso && c.dialCode === value);
    return picked ?? findCountry(value, countries);
  }, [countries, pickedIso, value]);

  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

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
    setPickedIso(country.iso2);
    setOwnValue(country.dialCode);
    onChange?.(country);
    setOpen(false);
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

  const selectedFlag = flagUrl(selected.iso2);

  return (
    <Popover.Root open={open} onOpenChange={(next) => (disabled ? undefined : setOpen(next))}>
      <Popover.Trigger
        id={id}
        disabled={disabled}
        aria-label={`${label}: ${nameOf(selected)} ${selected.dialCode}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg',
          'transition-colors hover:border-fg-subtle disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-muted',
          'aria-invalid:border-danger',
          focusRing,
          className,
        )}
      >
        {selectedFlag ? <Flag url={selectedFlag} /> : null}
        <span dir="ltr" className="font-medium tabular-nums">
          {selected.dialCode}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-fg-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 flex w-80 max-w-[calc(100vw-24px)] flex-col gap-2 rounded-lg border border-border bg-surface p-2 text-fg shadow-popover"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector('input')?.focus();
          }}
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

function Flag({ url }: { url: string }) {
  // Decorative: the country's name is always written next to it.
  return (
    <img
      src={url}
      alt=""
      width={20}
      height={15}
      className="h-[15px] w-5 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)]"
    />
  );
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
