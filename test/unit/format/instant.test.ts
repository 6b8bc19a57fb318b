// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { formatZoned, londonOffset, toInstant, toYmd } from '../../../src/format/instant';

describe('given an ISO 8601 string from the service', () => {
  it('reads a UTC time', () => {
    expect(toInstant('2026-11-21T09:30:00Z')?.toISOString()).toBe('2026-11-21T09:30:00.000Z');
  });

  it('reads an offset', () => {
    expect(toInstant('2026-07-01T10:30:00+01:00')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(toInstant('2026-07-01T04:30-0500')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });

  it('reads a date-time without offset as UTC, like the service, not in the visitor zone', () => {
    expect(toInstant('2026-11-21T09:30:00')?.toISOString()).toBe('2026-11-21T09:30:00.000Z');
  });

  it('reads a plain date as UTC midnight', () => {
    expect(toInstant('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('keeps milliseconds', () => {
    expect(toInstant('2026-11-21T09:30:00.250Z')?.toISOString()).toBe('2026-11-21T09:30:00.250Z');
  });

  it('knows the leap days of the Gregorian calendar', () => {
    for (const leapDay of ['2024-02-29', '2000-02-29', '1600-02-29']) {
      expect(toInstant(`${leapDay}T12:00:00Z`)?.toISOString(), leapDay).toBe(
        `${leapDay}T12:00:00.000Z`,
      );
    }
    for (const none of ['2026-02-29', '1900-02-29', '2100-02-29']) {
      expect(toInstant(`${none}T12:00:00Z`), none).toBeNull();
    }
  });

  it('reads the years 0 to 99 as themselves, not as 1900 to 1999', () => {
    expect(toInstant('0050-03-01T06:00:00Z')?.getUTCFullYear()).toBe(50);
    expect(toInstant('0004-02-29T00:00:00+01:00')?.toISOString()).toBe('0004-02-28T23:00:00.000Z');
  });
});

describe('given a string that is not a real ISO date', () => {
  it('gives null', () => {
    for (const bad of [
      '',
      '   ',
      'March 7',
      '1',
      '2026-02-31',
      '2026-13-01',
      '2026-11-21T24:00:00Z',
      '2026-11-21T09:60:00Z',
      '2026-11-21T09:30:00+25:00',
      'not a date',
    ]) {
      expect(toInstant(bad), bad).toBeNull();
    }
  });
});

describe('given a Date', () => {
  it('gives a copy of a valid one', () => {
    const date = new Date('2026-11-21T09:30:00Z');
    const copy = toInstant(date);
    expect(copy?.getTime()).toBe(date.getTime());
    expect(copy).not.toBe(date);
  });

  it('gives null for an invalid one', () => {
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });

  it('gives null at the very edge of the Date range, where zone offsets overflow', () => {
    expect(toInstant(new Date(8.64e15))).toBeNull();
    expect(toInstant(new Date(-8.64e15))).toBeNull();
  });
});

describe('given null or undefined', () => {
  it('gives null', () => {
    expect(toInstant(null)).toBeNull();
    expect(toInstant(undefined)).toBeNull();
  });
});

describe('given an unknown time zone', () => {
  it('formats to an empty string instead of throwing', () => {
    expect(formatZoned('2026-11-21T09:30:00Z', 'HH:mm', 'Mars/Olympus_Mons')).toBe('');
    expect(toYmd('2026-11-21T09:30:00Z', 'Mars/Olympus_Mons')).toBeNull();
  });
});

describe('given an empty time zone', () => {
  it('falls back to London', () => {
    expect(formatZoned('2026-06-30T23:30:00Z', 'dd HH:mm', '')).toBe('01 00:30');
  });
});

describe('given a late-evening UTC time in summer', () => {
  it('is already the next day in London', () => {
    expect(toYmd('2026-06-30T23:30:00Z')).toBe(20260701);
  });
});

describe("given a London time the visitor's own clock skips", () => {
  // New York springs forward at 02:00 on 8 March 2026, three weeks before London: 02:30 does
  // not exist there, and a Date's local fields would turn it into 03:30. npm run test:tz runs
  // this file in New York.
  it('shows it as it is in London', () => {
    expect(formatZoned('2026-03-08T02:30:00Z', 'do MMM yyyy HH:mm')).toBe('8th Mar 2026 02:30');
    expect(toYmd('2026-03-08T02:30:00Z')).toBe(20260308);
  });
});

describe('given a pattern', () => {
  const instant = '2026-03-08T02:30:05.042Z';
  it("writes 'quoted text' as it is, and two quotes as one", () => {
    expect(formatZoned(instant, "yyyyMMdd'T'HHmmss", 'UTC')).toBe('20260308T023005');
    expect(formatZoned(instant, "HH'h'mm ''yy", 'UTC')).toBe("02h30 '26");
    expect(formatZoned(instant, 'ss.SSS dd/MM/yy', 'UTC')).toBe('05.042 08/03/26');
  });

  it('gives nothing for a letter it does not know, rather than a half-formatted date', () => {
    expect(formatZoned(instant, 'EEE dd', 'UTC')).toBe('');
  });
});

describe('given the same instants again, across a clock change', () => {
  const DUBLIN = 'Europe/Dublin';

  it('shows each minute in its own offset, and does not ask Intl again for a minute it knows', () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // Dublin (London goes without Intl) springs forward at 01:00 UTC on 29 March 2026: 00:59
    // GMT, then 02:00 IST.
    const before = '2026-03-29T00:59:59.999Z';
    const after = '2026-03-29T01:00:00Z';
    expect(formatZoned(before, 'HH:mm', DUBLIN)).toBe('00:59');
    expect(formatZoned(after, 'HH:mm', DUBLIN)).toBe('02:00');
    const asked = parts.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    // The same two minutes again, in other patterns and from other seconds.
    expect(formatZoned('2026-03-29T00:59:00Z', 'HH:mm', DUBLIN)).toBe('00:59');
    expect(formatZoned(after, 'dd MMM HH:mm', DUBLIN)).toBe('29 Mar 02:00');
    expect(formatZoned('2026-03-29T01:00:30Z', 'HH:mm:ss', DUBLIN)).toBe('02:00:30');
    expect(toYmd(before, DUBLIN)).toBe(20260329);
    expect(parts.mock.calls.length).toBe(asked);
    // Another zone is another question.
    expect(formatZoned(after, 'HH:mm', 'Asia/Dubai')).toBe('05:00');
    expect(parts.mock.calls.length).toBeGreaterThan(asked);
    parts.mockRestore();
  });
});

describe('given a year of dates in zones with odd clock changes', () => {
  // Intl's own wall clock of an instant in a zone: what formatZoned must agree with.
  const intlWallClock = (instant: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };

  // 10,800 instants and Intl's answer for each: a second when the machine is quiet, more than
  // vitest's 5 s default while other work shares its two cores (a correctness test, not a bench).
  it.each([
    'Europe/London',
    'America/New_York',
    'America/Sao_Paulo',
    'Australia/Lord_Howe', // half-hour clock changes
    'Pacific/Chatham', // +12:45 and +13:45
    'Asia/Kathmandu', // +05:45, no clock change
    'Africa/Casablanca', // an hour back for Ramadan, a month apart
  ])(
    '%s: every instant shows the wall clock Intl gives',
    (timeZone) => {
      // Every 97 minutes through 2025 and 2026: each week, hour and minute of the day comes up.
      let compared = 0;
      for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 97 * 60_000) {
        const instant = new Date(time);
        const expected = intlWallClock(instant, timeZone);
        // Including a wall clock that the test machine's own zone skips (npm run test:tz runs
        // this file in New York and Dubai): 02:12 on New York's spring-forward day, which a
        // Date's local fields cannot hold, shows as 02:12 all the same.
        compared++;
        expect(formatZoned(instant, 'yyyy-MM-dd HH:mm', timeZone)).toBe(expected);
      }
      expect(compared).toBeGreaterThan(10_000);
    },
    30_000,
  );

  it('London: the summer time rule matches Intl every hour around each change, 1996-2099', () => {
    // One formatter for the 40,000 instants: building one is the slow part.
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const intlOffset = (time: number) => {
      const part = Object.fromEntries(format.formatToParts(time).map((p) => [p.type, p.value]));
      const wall = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:00Z`;
      return Date.parse(wall) - Math.floor(time / 60_000) * 60_000;
    };
    let compared = 0;
    for (let year = 1996; year <= 2099; year++) {
      // The last eight days of March and October, hour by hour, and a day in each season.
      const hours = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)];
      for (const month of [2, 9]) {
        for (let hour = 0; hour < 8 * 24; hour++)
          hours.push(Date.UTC(year, month, 24) + hour * 3_600_000);
      }
      for (const time of hours) {
        compared++;
        expect(londonOffset(time), new Date(time).toISOString()).toBe(intlOffset(time));
      }
    }
    expect(compared).toBeGreaterThan(40_000);
    // Outside the rule's years it answers nothing, and Intl is asked.
    expect(londonOffset(Date.UTC(1995, 6, 1))).toBeNull();
    expect(londonOffset(Date.UTC(2100, 6, 1))).toBeNull();
    expect(formatZoned(new Date(Date.UTC(1990, 6, 1, 12)), 'HH:mm')).toBe('13:00');
  });

  it('London and UTC need no Intl formatter: the first cards do not build ICU date formats', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 0; day < 400; day++) {
      const instant = new Date(Date.UTC(2026, 0, 1, 9) + day * 86_400_000);
      formatZoned(instant, 'do MMM yyyy HH:mm');
      expect(formatZoned(instant, 'dd MMM HH:mm', 'UTC')).toBe(
        `${String(instant.getUTCDate()).padStart(2, '0')} ${instant.toUTCString().slice(8, 11)} 09:00`,
      );
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('asks Intl about once a week, not once a date', () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // A year of noon instants in a zone not asked before (the cache holds what was).
    for (let day = 0; day < 365; day++) {
      formatZoned(new Date(Date.UTC(2031, 0, 1, 12) + day * 86_400_000), 'dd', 'Europe/Dublin');
    }
    // The 54 week boundaries of those 365 days, and the two weeks of a clock change a day at a
    // time (7 + 7); it was one call a day.
    expect(parts.mock.calls.length).toBeLessThanOrEqual(54 + 14);
    parts.mockRestore();
  });
});
