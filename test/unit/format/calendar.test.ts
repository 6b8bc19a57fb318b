// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CalendarEntry, toCalendarEntry } from '../../../src/format/calendar';
import {
  type CalendarDay,
  calendarDayLabel,
  calendarDays,
} from '../../../src/format/calendar-days';
import { calendarSpanLabel } from '../../../src/format/calendar-span';
import type { ExtendedMediaItem } from '../../../src/media/types';

function eventItem(overrides: Partial<ExtendedMediaItem>): ExtendedMediaItem {
  return {
    Id: 7,
    FeedId: 3,
    ItemType: 'TiarcCalendar',
    Title: 'Sports day',
    Description: '',
    Image: '',
    URL: '',
    User: '',
    Date: '2026-11-21T09:30:00Z',
    EndDate: '2026-11-21T15:00:00Z',
    Tags: '',
    IsFeatured: false,
    ItemsCount: 0,
    ScreeName: '',
    Category1: 'Sport',
    Category1Id: 4,
    Category2: '',
    Category2Id: 0,
    IsAlert: false,
    IsAllDay: false,
    IsBooking: false,
    Link: '',
    Location: 'Main field',
    LocationAdress: '',
    Latitude: null,
    Longitude: null,
    BannerImage: '',
    LastUpdateDate: '',
    StartDateString: '',
    EndDateString: '',
    WoofooCode: '',
    TotalTickets: 0,
    TicketsReserved: 0,
    ...overrides,
  };
}

function entry(Title: string, StartDate: number, EndDate: number = StartDate): CalendarEntry {
  return {
    StartDate,
    EndDate,
    EventType: 'SimpleEvent',
    EventURL: '',
    FirstCateg: '',
    SecondCateg: '',
    IsUpdated: false,
    Location: '',
    StartEndTime: 'All day',
    Title,
  };
}

function shape(days: CalendarDay[]) {
  return days.map((day) => [day.date, day.entries.map((e) => e.Title)]);
}

describe('given a one-day event item', () => {
  it('builds its calendar entry', () => {
    expect(toCalendarEntry(eventItem({ URL: 'https://school.example/sports' }))).toEqual({
      StartDate: 20261121,
      EndDate: 20261121,
      EventType: 'SimpleEvent',
      EventURL: 'https://school.example/sports',
      FirstCateg: 'Sport',
      SecondCateg: '',
      IsUpdated: false,
      Location: 'Main field',
      StartEndTime: '09:30 - 15:00',
      Title: 'Sports day',
    });
  });
});

describe('given an event item with a booking code, a link, an alert and a messy title', () => {
  const built = toCalendarEntry(
    eventItem({
      WoofooCode: 'z1abc',
      Link: '/events/concert',
      URL: 'https://school.example/other',
      IsAlert: true,
      Title: 'Concert?? with @ Choir',
      Category2: 'Music',
    }),
  );

  it('is a Booking', () => {
    expect(built?.EventType).toBe('Booking');
  });

  it('prefers Link to URL', () => {
    expect(built?.EventURL).toBe('/events/concert');
  });

  it('is updated', () => {
    expect(built?.IsUpdated).toBe(true);
  });

  it('has the cleaned title and both categories', () => {
    expect(built?.Title).toBe('Concert with @Choir');
    expect(built?.SecondCateg).toBe('Music');
  });
});

describe('given an event item without Link and URL, or with an unsafe one', () => {
  it('has an empty EventURL, so the list links to /calendar', () => {
    expect(toCalendarEntry(eventItem({}))?.EventURL).toBe('');
    expect(toCalendarEntry(eventItem({ Link: 'javascript:alert(1)' }))?.EventURL).toBe('');
  });
});

describe('given an event at 00:30 London on 25 October 2026 (23:30 UTC the day before)', () => {
  it('is dated the 25th', () => {
    const built = toCalendarEntry(
      eventItem({ Date: '2026-10-24T23:30:00Z', EndDate: '2026-10-25T03:30:00Z' }),
    );
    expect(built?.StartDate).toBe(20261025);
    expect(built?.EndDate).toBe(20261025);
    expect(built?.StartEndTime).toBe('00:30 - 03:30');
  });
});

describe('given an all-day event from midnight to midnight across the autumn change', () => {
  it('is one day, the 25th, as an end at midnight closes the day before', () => {
    const built = toCalendarEntry(
      eventItem({ Date: '2026-10-24T23:00:00Z', EndDate: '2026-10-26T00:00:00Z' }),
    );
    expect([built?.StartDate, built?.EndDate, built?.StartEndTime]).toEqual([
      20261025,
      20261025,
      'All day',
    ]);
  });
});

describe('given an event item without a usable start', () => {
  it('builds no entry', () => {
    expect(toCalendarEntry(eventItem({ Date: '' }))).toBeNull();
    expect(toCalendarEntry(eventItem({ Date: 'next week' }))).toBeNull();
    expect(toCalendarEntry(undefined)).toBeNull();
  });
});

// Which days an event is listed on, from its dates: test/vectors/event-days.json.
describe('given entries with bad dates', () => {
  it('skips a bad StartDate and reads a bad or earlier EndDate as one day', () => {
    const entries = [
      entry('Not a number', Number.NaN),
      entry('No such day', 20261131),
      entry('Too short', 2026112),
      { ...entry('Text', 0), StartDate: 'soon' as unknown as number },
      entry('Bad end', 20261123, Number.NaN),
      entry('End first', 20261124, 20261101),
      { ...entry('Digits as text', 0), StartDate: '20261125' as unknown as number },
    ];
    expect(shape(calendarDays(entries, 20261121))).toEqual([
      [20261123, ['Bad end']],
      [20261124, ['End first']],
      [20261125, ['Digits as text']],
    ]);
  });
});

describe('given a bad today or no entries', () => {
  it('lists nothing', () => {
    expect(calendarDays([entry('A', 20261121)], Number.NaN)).toEqual([]);
    expect(calendarDays([entry('A', 20261121)], 20261340)).toEqual([]);
    expect(calendarDays([entry('A', 20261121)], new Date(Number.NaN))).toEqual([]);
    expect(calendarDays(undefined, 20261121)).toEqual([]);
  });
});

describe('given a calendar day', () => {
  it('labels it with day DD and month MMM', () => {
    expect(calendarDayLabel(20270301)).toEqual({ day: '01', month: 'Mar' });
  });

  it('gives null for a day that does not exist', () => {
    expect(calendarDayLabel(20270230)).toBeNull();
    expect(calendarDayLabel(Number.NaN)).toBeNull();
  });
});

// src/format/calendar-span.ts
describe('given a multi-day entry shown under a later day', () => {
  it('names its days within one month', () => {
    expect(calendarSpanLabel(20261122, 20261126)).toBe('22–26 Nov');
    expect(calendarSpanLabel('20261101', '20261109')).toBe('1–9 Nov');
  });

  it('names both months across a month, and both years across a year', () => {
    expect(calendarSpanLabel(20261128, 20261202)).toBe('28 Nov – 2 Dec');
    expect(calendarSpanLabel(20261230, 20270102)).toBe('30 Dec 2026 – 2 Jan 2027');
  });

  it('has no span for one day, an end before the start or a bad day', () => {
    expect(calendarSpanLabel(20261124, 20261124)).toBeNull();
    expect(calendarSpanLabel(20261126, 20261122)).toBeNull();
    expect(calendarSpanLabel(20261131, 20261202)).toBeNull();
    expect(calendarSpanLabel(undefined, 20261202)).toBeNull();
  });
});
