import { describe, expect, it } from 'vitest';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { eventDays, isoDay } from '../../../widgets/calendar/events';
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
