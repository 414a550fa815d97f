import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Input } from '../../primitives/input/input';
import { LiveSearch, SEARCH_DELAY_MS } from './live-search';

export interface SearchFieldProps {
  /** The term the list is searched by now ('' for none). */
  value: string;
  /** Called with the trimmed term once typing pauses (or on Enter), and with '' when emptied. */
  onSearch: (term: string) => void;
  /** The box's accessible name and placeholder. */
  label: string;
  placeholder?: string;
  /** The clear button's accessible name. */
  clearLabel?: string;
  /** How long typing must pause before searching. */
  delay?: number;
  className?: string;
}

/**
 * A search box that stays in view and searches as one types: the term is searched once typing
 * pauses (300 ms), never for each keystroke; Enter searches at once; the clear button (and an
 * emptied box) brings the whole list back. A term changed elsewhere (Back, a "clear search"
 * button) shows in the box, unless the reader is typing a newer one.
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel = 'مسح البحث',
  delay = SEARCH_DELAY_MS,
  className,
}: SearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const callback = useRef(onSearch);
  callback.current = onSearch;
  const live = useRef<LiveSearch | null>(null);
  live.current ??= new LiveSearch(value, { onSearch: (term) => callback.current(term), delay });
  const input = useRef<HTMLInputElement>(null);

  // The term in force changed and it is not what is being typed: the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (!live.current.waiting && draft.trim() !== value.trim()) setDraft(value);
  }
  useEffect(() => {
    if (!live.current?.waiting) live.current?.sync(value);
  }, [value]);
  useEffect(() => () => live.current?.cancel(), []);

  const change = (text: string) => {
    setDraft(text);
    live.current?.type(text);
  };

  return (
    <form
      role="search"
      className={cn('relative min-w-0', className)}
      onSubmit={(event) => {
        event.preventDefault();
        live.current?.type(draft);
        live.current?.flush();
      }}
    >
      <Input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          // The box's own Escape empties it; it clears the search too.
          if (event.key === 'Escape' && draft !== '') {
            event.preventDefault();
            change('');
            live.current?.flush();
          }
        }}
        startIcon={<Search />}
        enterKeyHint="search"
        className={cn('[&::-webkit-search-cancel-button]:hidden', draft ? 'pe-10' : undefined)}
      />
      {draft ? (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            change('');
            live.current?.flush();
            input.current?.focus();
          }}
          className={cn(
            'absolute inset-y-0 end-1 my-auto grid size-8 place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
