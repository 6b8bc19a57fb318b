import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  eventSpan,
  foldIcsLine,
  googleCalendarUrl,
  icsForEvent,
} from '../../../src/format/calendar-export';

const NOW = new Date('2026-11-21T10:15:30Z');
const OPTIONS = { now: NOW, uidDomain: 'school.example' };

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const lines = (ics: string) => unfold(ics).split('\r\n');
const query = (url: string | null) => new URL(url ?? 'https://invalid.example').searchParams;

describe('given a timed event in winter (GMT)', () => {
  const event = {
    Id: 42,
    FeedId: 4,
    Title: 'Winter concert',
    Date: '2026-12-03T18:30:00Z',
    EndDate: '2026-12-03T20:00:00Z',
    Location: 'Main hall',
    LocationAdress: '1 River Road, London',
  };

  it('the .ics holds one VEVENT in London time with its VTIMEZONE, UID and DTSTAMP', () => {
    const ics = icsForEvent(event, OPTIONS) ?? '';
    const all = lines(ics);
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all).toContain('BEGIN:VTIMEZONE');
    expect(all).toContain('TZID:Europe/London');
    expect(all).toContain('UID:event-4-42@school.example');
    expect(all).toContain('DTSTAMP:20261121T101530Z');
    expect(all).toContain('DTSTART;TZID=Europe/London:20261203T183000');
    expect(all).toContain('DTEND;TZID=Europe/London:20261203T200000');
    expect(all).toContain('SUMMARY:Winter concert');
    expect(all).toContain('LOCATION:Main hall\\, 1 River Road\\, London');
    expect(all.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('every line ends with CRLF, none with a bare LF', () => {
    const ics = icsForEvent(event, OPTIONS) ?? '';
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('the Google link carries London wall times and ctz=Europe/London', () => {
    const url = googleCalendarUrl(event);
    expect(url?.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const params = query(url);
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Winter concert');
    expect(params.get('dates')).toBe('20261203T183000/20261203T200000');
    expect(params.get('ctz')).toBe('Europe/London');
    expect(params.get('location')).toBe('Main hall, 1 River Road, London');
  });
});

describe('given events either side of the clock change', () => {
  it('a summer (BST) event reads one hour ahead of UTC', () => {
    const span = eventSpan({ Date: '2026-06-10T09:00:00Z', EndDate: '2026-06-10T10:30:00Z' });
    expect(span).toEqual({ allDay: false, start: '20260610T100000', end: '20260610T113000' });
  });

  it('an event across the spring change (29 March 2026, 01:00 UTC) keeps each side right', () => {
    const span = eventSpan({ Date: '2026-03-28T23:30:00Z', EndDate: '2026-03-29T02:00:00Z' });
    expect(span).toEqual({ allDay: false, start: '20260328T233000', end: '20260329T030000' });
  });

  it('an event across the autumn change (25 October 2026) keeps each side right', () => {
    const span = eventSpan({ Date: '2026-10-24T22:00:00Z', EndDate: '2026-10-25T03:00:00Z' });
    expect(span).toEqual({ allDay: false, start: '20261024T230000', end: '20261025T030000' });
  });

  it('the VTIMEZONE gives BST from the last Sunday of March and GMT from the last of October', () => {
    const all = lines(icsForEvent({ Date: '2026-06-10T09:00:00Z' }, OPTIONS) ?? '');
    expect(all).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(all).toContain('TZOFFSETTO:+0100');
    expect(all).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });
});

describe('given an all-day event', () => {
  // As the service sends it: London midnight to the next London midnight (23:00Z in summer).
  const oneDay = {
    Title: 'Sports day',
    IsAllDay: true,
    Date: '2026-06-11T23:00:00Z',
    EndDate: '2026-06-12T23:00:00Z',
  };

  it('the .ics uses VALUE=DATE with DTEND the day after, and no VTIMEZONE', () => {
    const all = lines(icsForEvent(oneDay, OPTIONS) ?? '');
    expect(all).toContain('DTSTART;VALUE=DATE:20260612');
    expect(all).toContain('DTEND;VALUE=DATE:20260613');
    expect(all).not.toContain('BEGIN:VTIMEZONE');
  });

  it('a three-day event includes its last day (exclusive end the day after it)', () => {
    const threeDays = { ...oneDay, EndDate: '2026-06-14T23:00:00Z' };
    expect(eventSpan(threeDays)).toEqual({
      allDay: true,
      start: '20260612',
      endExclusive: '20260615',
    });
    expect(query(googleCalendarUrl(threeDays)).get('dates')).toBe('20260612/20260615');
  });

  it('an end during the last day still counts that day', () => {
    const span = eventSpan({
      IsAllDay: true,
      Date: '2026-12-30T00:00:00Z',
      EndDate: '2027-01-01T12:00:00Z',
    });
    expect(span).toEqual({ allDay: true, start: '20261230', endExclusive: '20270102' });
  });

  it('an event starting at 00:00 London is all day, as the pop-up says', () => {
    expect(eventSpan({ Date: '2026-12-05T00:00:00Z' })).toEqual({
      allDay: true,
      start: '20261205',
      endExclusive: '20261206',
    });
  });

  it('the Google link has no ctz and the exclusive end date', () => {
    const params = query(googleCalendarUrl(oneDay));
    expect(params.get('dates')).toBe('20260612/20260613');
    expect(params.has('ctz')).toBe(false);
  });
});

describe('given sparse or bad events', () => {
  // Once `dates=X/X` made a zero-length entry in Google Calendar.
  it('a timed event without an end has no DTEND, and Google gets an hour from its start', () => {
    const event = { Title: 'Talk', Date: '2026-11-25T17:00:00Z', EndDate: '' };
    expect(lines(icsForEvent(event, OPTIONS) ?? '').some((l) => l.startsWith('DTEND'))).toBe(false);
    expect(query(googleCalendarUrl(event)).get('dates')).toBe('20261125T170000/20261125T180000');
  });

  it('an end not after the start counts as none: an hour, on the next day past midnight', () => {
    const event = { Title: 'Late', Date: '2026-11-25T23:30:00Z', EndDate: '2026-11-25T23:30:00Z' };
    expect(query(googleCalendarUrl(event)).get('dates')).toBe('20261125T233000/20261126T003000');
  });

  it('the hour is on London’s clock, never an empty span when the clocks go back', () => {
    // 25 Oct 2026: 01:30 BST (00:30Z); an hour later by the instant it is 01:30 GMT again.
    const event = { Title: 'Night', Date: '2026-10-25T00:30:00Z', EndDate: '' };
    expect(query(googleCalendarUrl(event)).get('dates')).toBe('20261025T013000/20261025T023000');
  });

  it('no start gives no file and no link', () => {
    expect(icsForEvent({ Title: 'x', Date: '' }, OPTIONS)).toBeNull();
    expect(googleCalendarUrl({ Title: 'x', Date: 'soon' })).toBeNull();
    expect(icsForEvent(null, OPTIONS)).toBeNull();
  });

  it('no title becomes "Event", and no location leaves LOCATION out', () => {
    const all = lines(icsForEvent({ Date: '2026-11-25T17:00:00Z' }, OPTIONS) ?? '');
    expect(all).toContain('SUMMARY:Event');
    expect(all.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });
});

describe('given text that needs escaping', () => {
  it('backslash, semicolon, comma and line breaks are escaped (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('the summary and description of the file are escaped', () => {
    const ics = icsForEvent(
      { Title: 'Fish, chips; and \\ more', Date: '2026-11-25T17:00:00Z' },
      { ...OPTIONS, description: 'Line one\nLine two' },
    );
    const all = lines(ics ?? '');
    expect(all).toContain('SUMMARY:Fish\\, chips\\; and \\\\ more');
    expect(all).toContain('DESCRIPTION:Line one\\nLine two');
  });
});

describe('given long lines', () => {
  it('folds at 75 octets with CRLF and a space, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`; // 2 octets each
    const physical = foldIcsLine(line).split('\r\n');
    for (const part of physical) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a line of exactly 75 octets alone', () => {
    const line = `SUMMARY:${'y'.repeat(67)}`;
    expect(foldIcsLine(line)).toBe(line);
  });

  it('a whole file has no physical line over 75 octets', () => {
    const ics = icsForEvent(
      { Title: 'A'.repeat(150), Date: '2026-11-25T17:00:00Z' },
      {
        ...OPTIONS,
        description: 'word '.repeat(100),
        url: `https://school.example/${'p'.repeat(120)}`,
      },
    );
    for (const part of (ics ?? '').split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
  });
});

describe('given a long description for Google', () => {
  it('cuts it at 1000 characters and appends the URL', () => {
    const details = query(
      googleCalendarUrl(
        { Title: 'x', Date: '2026-11-25T17:00:00Z' },
        { description: 'd'.repeat(3000), url: 'https://school.example/e/1' },
      ),
    ).get('details');
    expect(details?.startsWith('d'.repeat(999))).toBe(true);
    expect(details?.endsWith('\n\nhttps://school.example/e/1')).toBe(true);
    expect(details?.length).toBeLessThan(1100);
  });
});
