import { lightFormat } from 'date-fns';
import { toZonedTime } from 'date-fns-tz';

/** The schools are in the UK: every date on the site reads in London time (spec section 5). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** What the format rules accept as a date: an ISO 8601 string from the service, or a Date. */
export type DateInput = string | Date | null | undefined;

// Strict ISO 8601 (date, or date and time with optional seconds, fraction and offset). We do not
// hand strings to `new Date()` because it accepts engine-specific free text ("March 7", "1")
// and reads offset-less date-times in the visitor's zone, which would make the output depend
// on where the visitor is.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

// ECMAScript dates end at +-8.64e15 ms; a zone offset applied near that edge overflows and
// date-fns then throws, so instants within two days of it count as bad input.
const LAST_SAFE_MS = 8.64e15 - 2 * 86_400_000;

function safeInstant(time: number): Date | null {
  return Number.isFinite(time) && Math.abs(time) <= LAST_SAFE_MS ? new Date(time) : null;
}

/** Parses a date: ISO 8601 string (offset-less means UTC, as the service is in UTC) or valid Date; null for anything else. */
export function toInstant(input: DateInput): Date | null {
  if (input instanceof Date) return safeInstant(input.getTime());
  if (typeof input !== 'string') return null;
  const match = ISO_8601.exec(input.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', offset = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, ms);
  // 2026-02-31 would silently roll over into March: reject it instead.
  if (utc.getUTCDate() !== day || utc.getUTCMonth() !== month - 1) return null;
  const offsetMinutes = parseOffsetMinutes(offset);
  if (offsetMinutes === null) return null;
  return safeInstant(utc.getTime() - offsetMinutes * 60_000);
}

function parseOffsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (hours * 60 + minutes);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st (date-fns `do`, English). */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')}`;
}

/**
 * Formats a date in the given zone (default London); '' for a bad date or an unknown zone.
 * Patterns are date-fns tokens: yyyy yy MM dd HH mm ss SSS, plus MMM (Jan) and do (1st).
 * Built on date-fns-tz's toZonedTime and date-fns's lightFormat (3 KB gzip) rather than
 * formatInTimeZone (8.4 KB): the site only needs English month names and ordinals, and the
 * difference kept the media hub page within its JavaScript budget.
 */
export function formatZoned(
  input: DateInput,
  pattern: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const instant = toInstant(input);
  if (!instant) return '';
  try {
    const zoned = toZonedTime(instant, timeZone || DEFAULT_TIME_ZONE);
    const words = pattern
      .replace(/MMM/g, `'${MONTHS[zoned.getMonth()]}'`)
      .replace(/\bdo\b/g, `'${ordinal(zoned.getDate())}'`);
    return lightFormat(zoned, words);
  } catch {
    // An unknown IANA zone gives an invalid date and lightFormat throws RangeError: a widget
    // must never crash on config.
    return '';
  }
}

/** The calendar day of a date in the given zone as a YYYYMMDD number (e.g. 20261121); null for a bad date or zone. */
export function toYmd(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const text = formatZoned(input, 'yyyyMMdd', timeZone);
  return /^\d{8}$/.test(text) ? Number(text) : null;
}
