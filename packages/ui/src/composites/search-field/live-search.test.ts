import { describe, expect, it } from 'vitest';
import { LiveSearch, SEARCH_DELAY_MS } from './live-search';

/** Timers that run only when the test says how much time passed. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = next++;
        due.set(id, { at: now + ms, run });
        return id;
      },
      clearTimeout: (handle: unknown) => void due.delete(handle as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
    get scheduled() {
      return due.size;
    },
  };
}

function setUp(applied = '') {
  const clock = fakeTimers();
  const searched: string[] = [];
  const live = new LiveSearch(applied, {
    onSearch: (term) => searched.push(term),
    timers: clock.timers,
  });
  return { clock, searched, live };
}

describe('LiveSearch', () => {
  it('waits 300 ms by default', () => {
    expect(SEARCH_DELAY_MS).toBe(300);
  });

  it('searches a word typed quickly once, after typing pauses', () => {
    const { clock, searched, live } = setUp();
    for (const text of ['ع', 'عب', 'عبد', 'عبد ', 'عبد ا', 'عبد ال']) {
      live.type(text);
      clock.advance(120);
    }
    expect(searched).toEqual([]);
    clock.advance(SEARCH_DELAY_MS - 120 - 1);
    expect(searched).toEqual([]);
    clock.advance(1);
    expect(searched).toEqual(['عبد ال']);
    expect(clock.scheduled).toBe(0);
  });

  it('searches again after each pause, with the trimmed term', () => {
    const { clock, searched, live } = setUp();
    live.type('  تويوتا ');
    clock.advance(SEARCH_DELAY_MS);
    live.type('تويوتا كامري');
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual(['تويوتا', 'تويوتا كامري']);
  });

  it('does not search the term in force again', () => {
    const { clock, searched, live } = setUp('فلتر');
    live.type('فلتر ');
    clock.advance(SEARCH_DELAY_MS);
    live.type('فلترز');
    live.type('فلتر');
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual([]);
  });

  it('an emptied box clears the search after the pause', () => {
    const { clock, searched, live } = setUp('0551');
    live.type('');
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual(['']);
  });

  it('Enter searches what is typed at once, and the pause adds nothing', () => {
    const { clock, searched, live } = setUp();
    live.type('مضخة');
    live.flush();
    expect(searched).toEqual(['مضخة']);
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual(['مضخة']);
    live.flush();
    expect(searched).toEqual(['مضخة']);
  });

  it('a term changed elsewhere drops what waited and becomes the one in force', () => {
    const { clock, searched, live } = setUp('اطار');
    live.type('اطار امامي');
    expect(live.waiting).toBe(true);
    live.sync('');
    expect(live.waiting).toBe(false);
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual([]);
    live.type('اطار');
    clock.advance(SEARCH_DELAY_MS);
    expect(searched).toEqual(['اطار']);
  });

  it('cancel leaves nothing to run', () => {
    const { clock, searched, live } = setUp();
    live.type('بطارية');
    live.cancel();
    clock.advance(SEARCH_DELAY_MS * 2);
    expect(searched).toEqual([]);
    expect(clock.scheduled).toBe(0);
  });
});
