/** How long typing must pause before the term is searched: a word, not a keystroke. */
export const SEARCH_DELAY_MS = 300;

export interface LiveSearchOptions {
  /** Receives the trimmed term once typing pauses, or at once on `flush` (Enter). */
  onSearch: (term: string) => void;
  delay?: number;
  /** The timers to use (tests pass fake ones). */
  timers?: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
}

/**
 * The search-as-you-type rule of a visible search box: each change waits `delay` ms for the next
 * one, so a word typed quickly is searched once; a term whose trimmed text is the one already in
 * force is not searched again (a trailing space, typing a letter and deleting it); Enter
 * (`flush`) searches what is typed now; an emptied box clears the search. `applied` is the term
 * in force, which the list may change from elsewhere (Back, a clear button): `sync` tells it.
 */
export class LiveSearch {
  private handle: unknown = null;
  private pending: string | null = null;
  private applied: string;
  private readonly delay: number;
  private readonly timers: NonNullable<LiveSearchOptions['timers']>;

  constructor(
    applied: string,
    private readonly options: LiveSearchOptions,
  ) {
    this.applied = applied.trim();
    this.delay = options.delay ?? SEARCH_DELAY_MS;
    this.timers = options.timers ?? {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  /** The text in the box changed. */
  type(text: string): void {
    this.cancel();
    this.pending = text.trim();
    this.handle = this.timers.setTimeout(() => this.flush(), this.delay);
  }

  /** Searches what waits now (Enter), if anything does. */
  flush(): void {
    const term = this.pending;
    this.cancel();
    if (term === null || term === this.applied) return;
    this.applied = term;
    this.options.onSearch(term);
  }

  /** Drops what waits (the box is leaving the page). */
  cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
    this.pending = null;
  }

  /** Whether a term waits for its pause. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** The term in force changed elsewhere; what waited is dropped. */
  sync(applied: string): void {
    this.cancel();
    this.applied = applied.trim();
  }
}
