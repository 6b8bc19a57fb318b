import { describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { extendedMediaItem, parseList } from '../../../src/media/schema';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { eventDays, firstScreenDays, isoDay } from '../../../widgets/calendar/events';
import { readCalendarOptions } from '../../../widgets/calendar/schema';

const event = (Id: number, start: string, end = '') =>
  ({
    Id,
    FeedId: 4,
    ItemType: 'TiarcCalendar',
    Title: `Event ${Id}`,
    Date: start,
    EndDate: end,
    Link: '',
    URL: '',
  }) as ExtendedMediaItem;

describe('given coming events', () => {
  const today = new Date('2026-11-21T10:00:00Z');

  it('groups them by London day from today on, each day with its items', () => {
    const days = eventDays(
      [
        event(1, '2026-11-22T09:00:00Z'),
        // Started yesterday, ends tomorrow: listed today and tomorrow, not yesterday.
        event(2, '2026-11-20T09:00:00Z', '2026-11-22T17:00:00Z'),
        event(3, '2026-11-21T23:30:00Z'),
        event(4, 'not a date'),
      ],
      today,
      'Europe/London',
    );
    expect(days.map((day) => [day.date, day.items.map((item) => item.Id)])).toEqual([
      [20261121, [2, 3]],
      [20261122, [1, 2]],
    ]);
  });

  it('reads days in London time: 00:30 in London summer time is the day before in UTC', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    const days = eventDays([event(1, '2026-07-01T23:30:00Z')], summer, 'Europe/London');
    expect(days[0]?.date).toBe(20260702);
  });

  it('nothing for no events', () => {
    expect(eventDays([], today, 'Europe/London')).toEqual([]);
  });

  it('writes a day for <time datetime>', () => {
    expect(isoDay(20261121)).toBe('2026-11-21');
  });
});

describe('given a year of events, read in slices, nearest first as the service sends them', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  // ASP.NET dates, a date-less entry with its wall time, a refused entry, a busy first week.
  const sent: unknown[] = [
    {
      Id: '1',
      FeedId: '4',
      ItemType: 'TiarcCalendar',
      Title: 'Fair &amp; fête',
      Date: '/Date(1795255200000)/',
    },
    {
      Id: 2,
      FeedId: 4,
      ItemType: 'TiarcCalendar',
      Date: null,
      StartDateString: '22/11/2026 18:00',
    },
    { Id: 'x', FeedId: 4, ItemType: 'TiarcCalendar', Date: '2026-11-21T12:00:00Z' },
    ...Array.from({ length: 40 }, (_, n) => ({
      Id: 10 + n,
      FeedId: 5,
      ItemType: 'TiarcCalendar',
      Date: `2026-11-${String(21 + (n % 9)).padStart(2, '0')}T09:00:00Z`,
      EndDate: n === 3 ? '2026-11-26T17:00:00Z' : '',
    })),
    ...Array.from({ length: 900 }, (_, n) => ({
      Id: 100 + n,
      FeedId: 6,
      ItemType: 'TiarcCalendar',
      Date: new Date(Date.UTC(2026, 11, 1) + n * 36e5 * 9).toISOString(),
    })),
  ];
  const startOf = (entry: unknown) => {
    try {
      return Date.parse(extendedMediaItem(entry, () => {}).Date) || 0;
    } catch {
      return 0;
    }
  };
  const nearestFirst = [...sent].sort((a, b) => startOf(a) - startOf(b));
  const tz = 'Europe/London';

  /** The slices parseList reads (one every 16 entries: each look at its clock is 11 ms on). */
  async function slicesOf(entries: unknown[]) {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 11));
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const slices: (readonly ExtendedMediaItem[])[] = [];
    const onSlice = (read: readonly ExtendedMediaItem[]) => slices.push(read);
    const whole = await parseList('GetMediaItems', extendedMediaItem, entries, log, { onSlice });
    return { slices, whole };
  }

  it('draws from every slice only days the whole list has, each with the very same items', async () => {
    const { slices, whole } = await slicesOf(nearestFirst);
    const days = eventDays(whole, today, tz);
    expect(slices.length).toBeGreaterThan(10);
    for (const slice of slices) {
      const drawn = eventDays(slice, today, tz, true);
      expect(drawn).toEqual(days.slice(0, drawn.length));
    }
    // The first slice that has the first screen's days is an early one.
    const first = slices.findIndex(
      (slice) => firstScreenDays(eventDays(slice, today, tz, true)) >= firstScreenDays(days),
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(5);
    // The refused entry (Id 'x') is on no day; the date-less one is read from its wall time.
    const ids = days.flatMap((day) => day.items.map((item) => item.Id));
    expect(ids).not.toContain('x');
    expect(days.find((day) => day.date === 20261122)?.items.map((item) => item.Id)).toContain(2);
    expect(whole.find((item) => item.Id === 1)?.Title).toBe('Fair & fête');
  });

  it('draws nothing of a list out of that order before it is whole', async () => {
    const { slices } = await slicesOf([...nearestFirst].reverse());
    expect(slices.length).toBeGreaterThan(10);
    for (const slice of [slices[0], slices[1], slices[slices.length - 1]]) {
      expect(eventDays(slice ?? [], today, tz, true)).toEqual([]);
    }
  });

  it('gives no days for an empty answer or one of entries it cannot use', async () => {
    expect(eventDays([], today, tz, true)).toEqual([]);
    const { whole } = await slicesOf([null, 7, { Id: 1 }]);
    expect(eventDays(whole, today, tz)).toEqual([]);
  });
});

describe('given the calendar data attributes', () => {
  const element = (days?: string) => {
    const div = document.createElement('div');
    if (days !== undefined) div.setAttribute('data-days', days);
    return div;
  };

  it('shows 14 days a batch by default, or the number given', () => {
    expect(readCalendarOptions(element())).toEqual({ days: 14, school: null });
    expect(readCalendarOptions(element('7'))).toEqual({ days: 7, school: null });
  });

  it('reads the school the CMS fixed (data-school)', () => {
    const div = element('7');
    div.setAttribute('data-school', 'geneva');
    expect(readCalendarOptions(div)).toEqual({ days: 7, school: 'geneva' });
  });

  it.each(['0', '-1', 'x', '101', '2.5'])('rejects data-days="%s" naming the attribute', (days) => {
    expect(() => readCalendarOptions(element(days))).toThrow(`data-days="${days}"`);
  });
});
