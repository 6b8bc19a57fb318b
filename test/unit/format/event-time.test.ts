// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventPopupTime } from '../../../src/format/event-popup-time';
import { eventCardTime } from '../../../src/format/event-time';

// The event card's time examples (All day rules, overnight, clock changes, in three languages and
// zones) are vectors, shared with the WordPress plugin's PHP: test/vectors/card-dates.json.

describe('given an event from 09:30 to 11:00 in winter', () => {
  const event = { Date: '2026-11-21T09:30:00Z', EndDate: '2026-11-21T11:00:00Z' };

  it('the pop-up shows the start to the end time', () => {
    expect(eventPopupTime(event)).toBe('09:30 to 11:00');
  });
});

describe('given an event starting and ending at midnight London in summer', () => {
  // 23:00 UTC is midnight in London but 19:00 in New York and 03:00 in Dubai.
  const event = { Date: '2026-06-30T23:00:00Z', EndDate: '2026-07-01T23:00:00Z' };

  it('the pop-up shows all day', () => {
    expect(eventPopupTime(event)).toBe('all day');
  });
});

describe('given an event marked all-day at other times', () => {
  const event = { Date: '2026-11-21T09:00:00Z', EndDate: '2026-11-21T17:00:00Z', IsAllDay: true };

  it('the pop-up shows all day', () => {
    expect(eventPopupTime(event)).toBe('all day');
  });
});

describe('given an event whose start equals its end', () => {
  const event = { Date: '2026-11-21T09:30:00Z', EndDate: '2026-11-21T09:30:00Z' };

  it('the pop-up shows only the start', () => {
    expect(eventPopupTime(event)).toBe('09:30');
  });
});

describe('given an event starting at midnight but ending at 10:00', () => {
  const event = { Date: '2026-11-21T00:00:00Z', EndDate: '2026-11-21T10:00:00Z' };

  it('the pop-up shows all day, as its start is 00:00', () => {
    expect(eventPopupTime(event)).toBe('all day');
  });
});

describe('given an event without an end', () => {
  it('the pop-up shows the start alone', () => {
    expect(eventPopupTime({ Date: '2026-11-21T09:30:00Z', EndDate: '' })).toBe('09:30');
  });
});

describe('given an event ending on another day', () => {
  it('the pop-up shows the end date and time', () => {
    expect(eventPopupTime({ Date: '2026-11-21T09:30:00Z', EndDate: '2026-11-22T11:00:00Z' })).toBe(
      '09:30 to 22nd Nov 2026 11:00',
    );
  });
});

describe('given an event ending before it starts', () => {
  it('the pop-up ignores the end', () => {
    expect(eventPopupTime({ Date: '2026-11-21T09:30:00Z', EndDate: '2026-11-20T11:00:00Z' })).toBe(
      '09:30',
    );
  });
});

describe('given an event at 00:30 London on 29 March 2026, the spring clock change', () => {
  // 00:30 GMT; at 01:00 UTC the clocks jump to 02:00 BST.
  const event = { Date: '2026-03-29T00:30:00Z', EndDate: '2026-03-29T02:30:00Z' };

  it('the pop-up shows the times, not all day', () => {
    expect(eventPopupTime(event)).toBe('00:30 to 03:30');
  });
});

describe('given an event at 00:30 London on 25 October 2026, the autumn clock change', () => {
  // 00:30 BST is 23:30 UTC the day before; at 01:00 UTC the clocks go back to 01:00 GMT.
  const event = { Date: '2026-10-24T23:30:00Z', EndDate: '2026-10-25T03:30:00Z' };

  it('the pop-up treats it as the same day', () => {
    expect(eventPopupTime(event)).toBe('00:30 to 03:30');
  });
});

describe('given a missing or bad start', () => {
  it('the pop-up time is empty', () => {
    for (const bad of [{}, { Date: '' }, { Date: 'tomorrow' }, { Date: undefined }]) {
      expect(eventPopupTime(bad)).toBe('');
    }
  });

  it('a missing event is empty too', () => {
    expect(eventCardTime(undefined as never)).toBe('');
    expect(eventPopupTime(null as never)).toBe('');
  });
});

describe('given a bad end', () => {
  it('is treated as no end', () => {
    expect(eventPopupTime({ Date: '2026-11-21T09:30:00Z', EndDate: 'later' })).toBe('09:30');
  });
});

describe('given any dates', () => {
  const input = fc.oneof(
    fc.string(),
    fc.date({ noInvalidDate: false }),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    // Instants of 2026, the year of the clock-change examples.
    fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((time) => new Date(time).toISOString()),
    fc.constantFrom(null, undefined, ''),
  );

  it('neither time throws, and each has one of its documented shapes', () => {
    fc.assert(
      fc.property(input, input, fc.option(fc.boolean()), (start, end, allDay) => {
        const event = { Date: start, EndDate: end, IsAllDay: allDay ?? undefined };
        expect(eventCardTime(event)).toMatch(/^(|All day|\d\d:\d\d|\d\d:\d\d - \d\d:\d\d)$/);
        expect(eventPopupTime(event)).toMatch(
          /^(|all day|\d\d:\d\d|\d\d:\d\d to (\d\d:\d\d|\d+(st|nd|rd|th) [A-Z][a-z]{2} \d+ \d\d:\d\d))$/,
        );
      }),
      { numRuns: 1000 },
    );
  });
});
