import { describe, expect, it } from 'vitest';
import { dayKey, dayKind, groupThread, sameAuthor, shiftDay } from './chat-days';
import type { ChatAuthor, ChatMessageView } from './chat-types';

const customer: ChatAuthor = { kind: 'customer' };
const assistant: ChatAuthor = { kind: 'assistant' };
const salem: ChatAuthor = { kind: 'staff', name: 'سالم' };
const ahmed: ChatAuthor = { kind: 'staff', name: 'أحمد' };

const message = (at: string, author: ChatAuthor = customer): ChatMessageView => ({
  id: at,
  direction: author.kind === 'customer' ? 'in' : 'out',
  author,
  body: { kind: 'text', text: 'السلام عليكم' },
  at,
});

describe('dayKey', () => {
  it('is the calendar day in Riyadh (UTC+3), not in UTC', () => {
    expect(dayKey('2026-11-24T20:59:00.000Z')).toBe('2026-11-24');
    expect(dayKey('2026-11-24T21:00:00.000Z')).toBe('2026-11-25');
    expect(dayKey(new Date('2026-11-23T22:30:00.000Z'))).toBe('2026-11-24');
  });

  it('follows another time zone when asked', () => {
    expect(dayKey('2026-11-24T21:00:00.000Z', 'UTC')).toBe('2026-11-24');
  });
});

describe('shiftDay', () => {
  it('crosses months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('dayKind', () => {
  /** 00:30 on 25 November in Riyadh. */
  const now = new Date('2026-11-24T21:30:00.000Z');

  it('names today and yesterday by Riyadh days', () => {
    expect(dayKind('2026-11-25', now)).toBe('today');
    expect(dayKind('2026-11-24', now)).toBe('yesterday');
    expect(dayKind('2026-11-23', now)).toBe('earlier');
    expect(dayKind('2026-11-26', now)).toBe('later');
  });
});

describe('sameAuthor', () => {
  it('tells staff members apart by name', () => {
    expect(sameAuthor(salem, { kind: 'staff', name: 'سالم' })).toBe(true);
    expect(sameAuthor(salem, ahmed)).toBe(false);
    expect(sameAuthor(assistant, { kind: 'assistant' })).toBe(true);
    expect(sameAuthor(assistant, salem)).toBe(false);
  });
});

describe('groupThread', () => {
  it('is empty for no messages', () => {
    expect(groupThread([])).toEqual([]);
  });

  it('splits days at Riyadh midnight and keeps the order', () => {
    const days = groupThread([
      message('2026-11-23T20:50:00.000Z'), // 23:50 on the 23rd
      message('2026-11-23T21:05:00.000Z'), // 00:05 on the 24th
      message('2026-11-24T06:00:00.000Z'),
    ]);
    expect(days.map((day) => day.key)).toEqual(['2026-11-23', '2026-11-24']);
    expect(days[1]?.at).toBe('2026-11-23T21:05:00.000Z');
    expect(days[1]?.entries.map((entry) => entry.message.at)).toEqual([
      '2026-11-23T21:05:00.000Z',
      '2026-11-24T06:00:00.000Z',
    ]);
    // A new day starts a new run even from the same author within the gap.
    expect(days[1]?.entries[0]?.startsRun).toBe(true);
    expect(days[0]?.entries[0]?.endsRun).toBe(true);
  });

  it('runs consecutive messages of one author within five minutes', () => {
    const [day] = groupThread([
      message('2026-11-24T06:00:00.000Z'),
      message('2026-11-24T06:01:00.000Z'),
      message('2026-11-24T06:06:00.000Z'), // exactly 5 minutes later: same run
      message('2026-11-24T06:11:01.000Z'), // more than 5: a new run
      message('2026-11-24T06:12:00.000Z', assistant),
      message('2026-11-24T06:13:00.000Z', salem),
      message('2026-11-24T06:14:00.000Z', salem),
      message('2026-11-24T06:15:00.000Z', ahmed),
    ]);
    const marks = day?.entries.map(({ startsRun, endsRun }) => [startsRun, endsRun]);
    expect(marks).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [true, true],
      [true, true],
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('takes the gap as an option', () => {
    const [day] = groupThread(
      [message('2026-11-24T06:00:00.000Z'), message('2026-11-24T06:02:00.000Z')],
      { gapMinutes: 1 },
    );
    expect(day?.entries.map((entry) => entry.startsRun)).toEqual([true, true]);
  });
});
