// Every date form an ASP.NET media service writes reads as the same instant as its ISO form.
// Runs under three visitor time zones (npm run test:tz): none may change a result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatZoned, fromWallTime, toInstant } from '../../../src/format/instant';

// Instants from 1900 to 2100, whole milliseconds: negative ticks (before 1970) included.
const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
const offset = fc
  .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45))
  .map(([sign, hours, minutes]) => `${sign}${String(hours).padStart(2, '0')}${minutes || '00'}`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('given an ASP.NET JSON date', () => {
  it('reads /Date(ms)/ as the instant of its ISO form, before 1970 too', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(toInstant(`/Date(${ms})/`)?.toISOString()).toBe(iso(ms));
        expect(toInstant(`/Date(${ms})/`)?.getTime()).toBe(toInstant(iso(ms))?.getTime());
      }),
    );
  });

  it('ignores the offset of /Date(ms+0100)/: the milliseconds are UTC already', () => {
    fc.assert(
      fc.property(instant, offset, (ms, zone) => {
        expect(toInstant(`/Date(${ms}${zone})/`)?.toISOString()).toBe(iso(ms));
      }),
    );
  });

  it('reads it as the raw JSON writes it, with escaped slashes', () => {
    const parsed = JSON.parse('{"Date":"\\/Date(1700000000000+0100)\\/"}') as { Date: string };
    expect(toInstant(parsed.Date)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toInstant('/Date(-86400000)/')?.toISOString()).toBe('1969-12-31T00:00:00.000Z');
  });
  // What only looks like one is refused: test/vectors/wire-readers.json.
});

describe('given ISO 8601 with Z, with an offset, or with neither', () => {
  it('reads all three as the same instant (no offset means UTC)', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const whole = Math.floor(ms / 1000) * 1000;
        const text = iso(whole).slice(0, 19);
        const at = toInstant(`${text}Z`)?.getTime();
        expect(at).toBe(whole);
        expect(toInstant(text)?.getTime()).toBe(whole);
        const shifted = new Date(whole + 2 * 3_600_000).toISOString().slice(0, 19);
        expect(toInstant(`${shifted}+02:00`)?.getTime()).toBe(whole);
      }),
    );
  });
});

describe("given the service's London wall-time strings (StartDateString)", () => {
  // Examples of both orders and of text refused: test/vectors/wall-times.json.
  it('gives back the instant whose London wall time it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 365 * 1440 }), (minutes) => {
        const at = Date.UTC(1950, 0, 1) + minutes * 60_000;
        const wall = formatZoned(new Date(at), 'dd/MM/yyyy HH:mm');
        const read = fromWallTime(wall);
        // In the hour the clocks go back, the wall time is there twice: either reading is
        // that wall time.
        expect(read && formatZoned(read, 'dd/MM/yyyy HH:mm')).toBe(wall);
      }),
    );
  });
});
