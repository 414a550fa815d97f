import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { Direction } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { COUNTRIES, type Country } from './countries';
import { DEFAULT_DIAL_CODE, findCountry } from './country-search';
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

/** What the button hands the searchable list that opens under it (country-list.tsx). */
export interface CountryListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button the list is placed against and gives the focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
  contentId: string;
  countries: readonly Country[];
  language: 'ar' | 'en';
  selected: Country;
  label: string;
  searchPlaceholder: string;
  noMatchText: string;
  onChoose: (country: Country) => void;
}

interface CountryTriggerProps extends CountryPickerProps {
  /** The list, or null while its code is still on its way (the button works meanwhile). */
  List: ComponentType<CountryListProps> | null;
  /** The user is about to open the list (pointer over the button, focus, opening): fetch it now. */
  onIntent?: () => void;
}

/**
 * The dial-code picker's button, with the chosen flag and code, and the state both halves share.
 * The list is a separate piece so a page can show the button before the list's code (Radix
 * Popover and its positioning, the search) has arrived.
 */
export function CountryTrigger({
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
  List,
  onIntent,
}: CountryTriggerProps) {
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
    if (disabled) return;
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  useEffect(() => {
    if (open) onIntent?.();
  }, [open, onIntent]);

  const anchor = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const choose = (country: Country) => {
    setPickedIso(country.iso2);
    setOwnValue(country.dialCode);
    onChange?.(country);
    setOpen(false);
  };

  const selectedFlag = flagUrl(selected.iso2);

  return (
    <>
      <button
        ref={anchor}
        type="button"
        id={id}
        disabled={disabled}
        aria-label={`${label}: ${nameOf(selected)} ${selected.dialCode}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && List ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => setOpen(!open)}
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
      </button>
      {List ? (
        <List
          open={open}
          onOpenChange={setOpen}
          anchor={anchor}
          contentId={contentId}
          countries={countries}
          language={language}
          selected={selected}
          label={label}
          searchPlaceholder={searchPlaceholder}
          noMatchText={noMatchText}
          onChoose={choose}
        />
      ) : null}
    </>
  );
}

export function Flag({ url }: { url: string }) {
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
