import { monthName, ordinalDay } from '../words/dates';

/** The schools are in the UK: every date on the site reads in London time (spec section 5). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** What the format rules accept as a date: a date string from the service (toInstant), or a Date. */
export type DateInput = string | Date | null | undefined;

// Strict ISO 8601 (date, or date and time with optional seconds, fraction and offset). Not
// `new Date()`: it accepts engine-specific free text ("March 7", "1") and reads offset-less
// date-times in the visitor's zone, so the output would depend on where the visitor is.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

// ECMAScript dates end at +-8.64e15 ms; a zone offset applied near that edge overflows into an
// invalid Date, so instants within two days of it count as bad input.
const LAST_SAFE_MS = 8.64e15 - 2 * 86_400_000;

function safeInstant(time: number): Date | null {
  return Number.isFinite(time) && Math.abs(time) <= LAST_SAFE_MS ? new Date(time) : null;
}

// An ASP.NET JSON date, '\/Date(1700000000000+0100)\/' in the raw JSON: milliseconds since
// 1970 UTC (negative before it). The offset only says the server's DateTime was local time;
// the milliseconds are UTC all the same, so it is checked and otherwise ignored.
const ASP_NET_DATE = /^\/Date\((-?\d{1,16})([+-]\d{4})?\)\/$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
// Date.UTC reads the years 0-99 as 1900-1999: a date is read 400 years on (the Gregorian
// calendar repeats every 400 years, 146,097 days) and moved back.
const FOUR_CENTURIES_MS = 146_097 * 86_400_000;

/** Whether year-month-day (month 1-12) is a day of the calendar: 2026-02-31 is not. */
export function isRealDay(year: number, month: number, day: number): boolean {
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (MONTH_DAYS[month - 1] ?? 0) + +leap;
}

/**
 * Parses a date from the media service: ISO 8601 (with Z, with an offset, or with neither,
 * which is read as UTC: the service runs in UTC), an ASP.NET JSON date, or a valid Date; null
 * for anything else. By arithmetic, not Date's setters: a year of events reads a few thousand.
 */
export function toInstant(input: DateInput): Date | null {
  if (input instanceof Date) return safeInstant(input.getTime());
  if (typeof input !== 'string') return null;
  const aspNet = ASP_NET_DATE.exec(input.trim());
  if (aspNet) {
    return aspNet[2] && parseOffsetMinutes(aspNet[2]) === null
      ? null
      : safeInstant(Number(aspNet[1]));
  }
  const match = ISO_8601.exec(input.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', offset = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as Six;
  const offsetMinutes = parseOffsetMinutes(offset);
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetMinutes === null) return null;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const utc = Date.UTC(year + 400, month - 1, day, hour, minute, second, ms) - FOUR_CENTURIES_MS;
  return safeInstant(utc - offsetMinutes * 60_000);
}
type Six = [number, number, number, number, number, number];

// The service's wall-time strings (StartDateString): ISO order or the en-GB order of .NET's
// ToString("dd/MM/yyyy HH:mm").
const WALL_TIME = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{2})\/(\d{2})\/(\d{4}))[T ](\d{2}):(\d{2})$/;

/** A wall time 'YYYY-MM-DD HH:mm' or 'dd/MM/yyyy HH:mm' in the first form; null if not real. */
export function wallTimeText(text: string): string | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [, y1, mo1, d1, d2, mo2, y2, hour, minute] = match;
  const [year, month, day] = [y1 ?? y2, mo1 ?? mo2, d1 ?? d2];
  const real = isRealDay(Number(year), Number(month), Number(day)) && Number(hour) < 24;
  return real && Number(minute) < 60 ? `${year}-${month}-${day} ${hour}:${minute}` : null;
}

/**
 * The instant a wall time (wallTimeText) shows in `timeZone` (the service's strings are London
 * time); null if unreadable. In an hour a clock change skips or repeats, the later offset wins.
 */
export function fromWallTime(text: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const read = wallTimeText(text);
  const wall = read && toInstant(`${read.replace(' ', 'T')}Z`);
  if (!wall) return null;
  // Offset at the wall time read as UTC, then at the corrected one (a clock change may move it).
  let instant = wall.getTime();
  for (let round = 0; round < 2; round++) {
    const shown = toInstant(`${formatZoned(new Date(instant), 'yyyy-MM-dd HH:mm', timeZone)}Z`);
    if (!shown) return null;
    instant += wall.getTime() - shown.getTime();
  }
  return safeInstant(instant);
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

// One formatter per zone: building it is the costly part (ICU's zone data).
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * The zone's offset from UTC at an instant, in ms: Intl's wall clock of the instant read as UTC,
 * minus the instant (to the second: Intl shows no milliseconds). NaN for an unknown zone. Not
 * date-fns-tz's getTimezoneOffset: it reads the date's fields in the visitor's own zone, so near
 * a clock change it gave another moment's offset (21:12 in New York on the eve of its spring
 * change showed as 22:12); its toZonedTime would bring a date parser of its own.
 */
function intlOffset(timeZone: string, time: number): number {
  let format = zoneFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(timeZone, format);
  }
  if (!format) return Number.NaN;
  const field: Record<string, string> = {};
  try {
    for (const { type, value } of format.formatToParts(time)) field[type] = value;
  } catch {
    return Number.NaN;
  }
  const year = Number(field.year);
  const wall = new Date(0);
  wall.setUTCFullYear(
    field.era === 'BC' ? 1 - year : year,
    Number(field.month) - 1,
    Number(field.day),
  );
  wall.setUTCHours(Number(field.hour) % 24, Number(field.minute), Number(field.second));
  return wall.getTime() - Math.floor(time / 1000) * 1000;
}

// A zone's offset by the minute (offsets change on minute boundaries only). Intl is slow to ask,
// and each date is formatted for its day, month and time and compared by day: on the calendar
// page, a visible share of a phone's main thread.
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 2000;

function offsetAtMinute(timeZone: string, minute: number): number {
  const key = `${timeZone} ${minute}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offset = intlOffset(timeZone, minute * 60_000);
    offsets.set(key, offset);
  }
  return offset;
}

// A thousand-item list would ask Intl once per item. No zone changes its offset twice within a
// week (the closest, Casablanca's Ramadan hour, is a month apart), so when a week's two ends agree
// every instant of it has their offset: one Intl call per week boundary. Only a week holding a
// clock change (or NaN: an unknown zone, the edge of time) is asked minute by minute.
const WEEK_MINUTES = 7 * 24 * 60;

// London, the site's zone, without Intl: a page's first Intl.DateTimeFormat builds ICU's date
// formats, long main-thread work (Total Blocking Time on a slow phone) as the first cards render.
// British Summer Time has run from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
// Sunday of October since 1996; other years and zones ask Intl. test/unit/format/instant.test.ts
// holds this to Intl's rules for every hour of 1996-2099 near a change.
const LONDON = 'Europe/London';

/** 01:00 UTC on the last Sunday of `month` (0-11) of `year`, in ms. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Each year's summer time, [start, end) in ms: worked out once, asked for by every date. */
const summerTimes = new Map<number, [number, number]>();

/** London's offset at `time` (ms) by the law since 1996; null outside 1996-2099. */
export function londonOffset(time: number): number | null {
  const year = new Date(time).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  let summer = summerTimes.get(year);
  if (!summer) {
    summer = [lastSundayOneAm(year, 2), lastSundayOneAm(year, 9)];
    summerTimes.set(year, summer);
  }
  return time >= summer[0] && time < summer[1] ? 3_600_000 : 0;
}

function zoneOffset(timeZone: string, instant: Date): number {
  // UTC (the calendar's day labels, dates that are days): nothing to ask.
  if (timeZone === 'UTC') return 0;
  const london = timeZone === LONDON ? londonOffset(instant.getTime()) : null;
  if (london !== null) return london;
  const minute = Math.floor(instant.getTime() / 60_000);
  const weekStart = Math.floor(minute / WEEK_MINUTES) * WEEK_MINUTES;
  const start = offsetAtMinute(timeZone, weekStart);
  return start === offsetAtMinute(timeZone, weekStart + WEEK_MINUTES)
    ? start
    : offsetAtMinute(timeZone, minute);
}

// The pattern tokens formatZoned knows, longest first, and 'quoted text' (two quotes: one).
const TOKENS = /'([^']*)'|yyyy|yy|MMM|MM|dd|do|HH|mm|ss|SSS|[A-Za-z]/g;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * Formats a date in the given zone (default London); '' for a bad date or an unknown zone.
 * Patterns are date-fns tokens: yyyy yy MM dd HH mm ss SSS, plus MMM (Jan) and do (1st), and
 * 'quoted text'; any other letter is an error (''), as in date-fns. The wall clock is the UTC
 * fields of the instant moved by the zone's offset, never a Date's local fields (the visitor's
 * zone, where 02:30 on a spring-forward night does not exist and would show an hour late).
 * French and Arabic month names come from Intl, their ordinals from the catalog (src/i18n).
 */
export function formatZoned(
  input: DateInput,
  pattern: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const wall = wallClock(input, timeZone);
  if (!wall) return '';
  // As date-fns: the year of its era (year 0 is 1 BC).
  const year = wall.getUTCFullYear();
  const eraYear = year > 0 ? year : 1 - year;
  const month = wall.getUTCMonth();
  const day = wall.getUTCDate();
  let unknown = false;
  const text = pattern.replace(TOKENS, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted || "'";
    switch (token) {
      case 'yyyy':
        return pad(eraYear, 4);
      case 'yy':
        return pad(eraYear % 100, 2);
      case 'MMM':
        return monthName(month) ?? MONTHS[month] ?? '';
      case 'MM':
        return pad(month + 1, 2);
      case 'dd':
        return pad(day, 2);
      case 'do':
        return ordinalDay(day) ?? ordinal(day);
      case 'HH':
        return pad(wall.getUTCHours(), 2);
      case 'mm':
        return pad(wall.getUTCMinutes(), 2);
      case 'ss':
        return pad(wall.getUTCSeconds(), 2);
      case 'SSS':
        return pad(wall.getUTCMilliseconds(), 3);
      default:
        unknown = true;
        return '';
    }
  });
  return unknown ? '' : text;
}

/** The wall clock of a date in the zone (default London), as the UTC fields of a Date; null for a bad date or zone. */
export function wallClock(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const instant = toInstant(input);
  return (
    instant && safeInstant(instant.getTime() + zoneOffset(timeZone || DEFAULT_TIME_ZONE, instant))
  );
}

/**
 * The day formatZoned's 'yyyyMMdd' reads, as a number (20261121), without formatting it (a
 * calendar reads a thousand events' days); null for a bad date or zone, or a five-digit year.
 */
export function toYmd(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const wall = wallClock(input, timeZone);
  const year = wall?.getUTCFullYear() ?? 0;
  const eraYear = year > 0 ? year : 1 - year;
  if (!wall || eraYear > 9999) return null;
  return eraYear * 10000 + (wall.getUTCMonth() + 1) * 100 + wall.getUTCDate();
}
