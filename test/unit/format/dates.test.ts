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

// The card dates' examples (story cards' elapsed time and DD.MM.YY, the event block's day and
// month) are vectors, shared with the WordPress plugin's PHP: test/vectors/card-dates.json.

describe('given a date in winter (London on GMT)', () => {
  it('pop-ups show Do MMM YYYY', () => {
    expect(formatPopupDate('2026-11-21T09:30:00Z')).toBe('21st Nov 2026');
  });
});

describe('given the first of March 2027', () => {
  it('pop-ups show 1st Mar 2027', () => {
    expect(formatPopupDate('2027-03-01T10:00:00Z')).toBe('1st Mar 2027');
  });
});

describe('given 23:30 UTC on 30 June, which is 00:30 on 1 July in London', () => {
  it('the pop-up shows the London day, whatever the visitor zone', () => {
    expect(formatPopupDate('2026-06-30T23:30:00Z')).toBe('1st Jul 2026');
  });
});

describe('given 00:30 London on 25 October 2026 (still BST, so 23:30 UTC the day before)', () => {
  it('the pop-up shows the 25th', () => {
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
      expect(formatPopupDate(bad)).toBe('');
    }
    for (const bad of [undefined, new Date(Number.NaN)]) {
      expect(formatCardDate(bad)).toBe('');
      expect(formatEventDay(bad)).toBe('');
      expect(formatEventMonth(bad)).toBe('');
      expect(formatElapsed(bad, '2026-11-21T09:30:00Z')).toBe('');
    }
  });
});

describe('given a post exactly one day old, and no pattern', () => {
  it('shows the date DD/MM/YY', () => {
    expect(formatElapsed('2026-11-20T09:30:00Z', '2026-11-21T09:30:00Z')).toBe('20/11/26');
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
