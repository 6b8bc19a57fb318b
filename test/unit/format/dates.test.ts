// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  formatEventDay,
  formatEventMonth,
  formatPopupDate,
} from '../../../src/format/dates';
import type { DateInput } from '../../../src/format/instant';

/** A story card's date 'DD.MM.YY' (spec section 9), as StoryCard has it once a day has passed. */
const formatCardDate = (input: DateInput, timeZone?: string) =>
  formatElapsed(input, null, timeZone, 'dd.MM.yy');

describe('given a date in winter (London on GMT)', () => {
  const date = '2026-11-21T09:30:00Z';

  it('cards show DD.MM.YY', () => {
    expect(formatCardDate(date)).toBe('21.11.26');
  });

  it('the event block shows day DD and month MMM', () => {
    expect(formatEventDay(date)).toBe('21');
    expect(formatEventMonth(date)).toBe('Nov');
  });

  it('pop-ups show Do MMM YYYY', () => {
    expect(formatPopupDate(date)).toBe('21st Nov 2026');
  });
});

describe('given the first of March 2027', () => {
  it('pop-ups show 1st Mar 2027', () => {
    expect(formatPopupDate('2027-03-01T10:00:00Z')).toBe('1st Mar 2027');
  });

  it('the event block pads the day', () => {
    expect(formatEventDay('2027-03-01T10:00:00Z')).toBe('01');
  });
});

describe('given 23:30 UTC on 30 June, which is 00:30 on 1 July in London', () => {
  const date = '2026-06-30T23:30:00Z';

  it('every format shows the London day, whatever the visitor zone', () => {
    expect(formatCardDate(date)).toBe('01.07.26');
    expect(formatEventDay(date)).toBe('01');
    expect(formatEventMonth(date)).toBe('Jul');
    expect(formatPopupDate(date)).toBe('1st Jul 2026');
  });

  it('another zone can be asked for explicitly', () => {
    expect(formatCardDate(date, 'America/New_York')).toBe('30.06.26');
  });
});

describe('given 00:30 London on the days the clocks change', () => {
  it('29 March 2026 (still GMT at 00:30) shows the 29th', () => {
    expect(formatCardDate('2026-03-29T00:30:00Z')).toBe('29.03.26');
  });

  it('25 October 2026 (still BST at 00:30, so 23:30 UTC the day before) shows the 25th', () => {
    expect(formatCardDate('2026-10-24T23:30:00Z')).toBe('25.10.26');
    expect(formatPopupDate('2026-10-24T23:30:00Z')).toBe('25th Oct 2026');
  });
});

describe('given a Date object instead of a string', () => {
  it('formats it the same way', () => {
    expect(formatCardDate(new Date('2026-06-30T23:30:00Z'))).toBe('01.07.26');
  });
});

describe('given a missing or bad date', () => {
  it('every format gives an empty string', () => {
    for (const bad of ['', 'soon', undefined, null, new Date(Number.NaN)]) {
      expect(formatCardDate(bad)).toBe('');
      expect(formatEventDay(bad)).toBe('');
      expect(formatEventMonth(bad)).toBe('');
      expect(formatPopupDate(bad)).toBe('');
      expect(formatElapsed(bad, '2026-11-21T09:30:00Z')).toBe('');
    }
  });
});

describe('given a post 3 hours and 5 minutes old', () => {
  it('shows the elapsed time', () => {
    expect(formatElapsed('2026-11-21T06:25:00Z', '2026-11-21T09:30:00Z')).toBe('3hrs and 5m ago');
  });
});

describe('given a post under a minute old', () => {
  it('shows 0hrs and 0m ago', () => {
    expect(formatElapsed('2026-11-21T09:29:30Z', '2026-11-21T09:30:00Z')).toBe('0hrs and 0m ago');
  });
});

describe('given a post 23 hours 59 minutes old', () => {
  it('still shows the elapsed time', () => {
    expect(formatElapsed('2026-11-20T09:31:00Z', '2026-11-21T09:30:00Z')).toBe('23hrs and 59m ago');
  });
});

describe('given a post exactly one day old', () => {
  it('shows the date DD/MM/YY', () => {
    expect(formatElapsed('2026-11-20T09:30:00Z', '2026-11-21T09:30:00Z')).toBe('20/11/26');
  });
});

describe('given a post dated after now', () => {
  it('shows the date, not a negative age', () => {
    expect(formatElapsed('2026-11-21T10:30:00Z', '2026-11-21T09:30:00Z')).toBe('21/11/26');
  });
});

describe('given a post made across the spring clock change', () => {
  it('counts real hours, not wall-clock hours (00:30 GMT to 04:30 BST is 3 hours)', () => {
    expect(formatElapsed('2026-03-29T00:30:00Z', '2026-03-29T03:30:00Z')).toBe('3hrs and 0m ago');
  });
});

describe('given an old post at 23:30 UTC on the autumn clock change eve', () => {
  it('shows its London date', () => {
    expect(formatElapsed('2026-10-24T23:30:00Z', '2026-11-21T09:30:00Z')).toBe('25/10/26');
  });
});

describe('given a bad now', () => {
  it('shows the date', () => {
    expect(formatElapsed('2026-11-21T06:25:00Z', 'later')).toBe('21/11/26');
  });
});

describe('given any string or date', () => {
  const input = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.date({ noInvalidDate: false }),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    // Instants of 2026, the year of the clock-change examples.
    fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((time) => new Date(time).toISOString()),
    fc.constantFrom(null, undefined, ''),
  );

  it('no format throws or shows Invalid Date or NaN', () => {
    fc.assert(
      fc.property(input, input, (value, now) => {
        const shown = [
          formatCardDate(value),
          formatEventDay(value),
          formatEventMonth(value),
          formatPopupDate(value),
          formatElapsed(value, now),
        ];
        for (const text of shown) {
          expect(typeof text).toBe('string');
          expect(text).not.toMatch(/Invalid|NaN|undefined/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("given a story card's date pattern 'dd.MM.yy'", () => {
  const now = '2026-11-21T09:30:00Z';

  it('under a day old: the elapsed time', () => {
    expect(formatElapsed('2026-11-21T06:25:00Z', now, undefined, 'dd.MM.yy')).toBe(
      '3hrs and 5m ago',
    );
    expect(formatElapsed('2026-11-20T09:31:00Z', now, undefined, 'dd.MM.yy')).toBe(
      '23hrs and 59m ago',
    );
  });

  it('a day old or more, or in the future: the card date DD.MM.YY in London', () => {
    expect(formatElapsed('2026-11-20T09:30:00Z', now, undefined, 'dd.MM.yy')).toBe('20.11.26');
    expect(formatElapsed('2026-11-21T10:30:00Z', now, undefined, 'dd.MM.yy')).toBe('21.11.26');
    expect(formatElapsed('2026-06-30T23:30:00Z', now, undefined, 'dd.MM.yy')).toBe('01.07.26');
  });

  it('a bad date shows nothing; a bad now shows the date', () => {
    expect(formatElapsed('yesterday', now, undefined, 'dd.MM.yy')).toBe('');
    expect(formatElapsed('2026-11-21T06:25:00Z', 'never', undefined, 'dd.MM.yy')).toBe('21.11.26');
  });
});
