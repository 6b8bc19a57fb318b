// Reading one field of a media-service answer. The real service is ASP.NET: numbers and booleans
// as strings ("12", "True"), dates as "\/Date(1700000000000+0100)\/", null for anything optional,
// HTML-encoded names. A value that is there but cannot be read calls `unreadable` and gives the
// field's empty value, so it costs that field only.
import { fromWallTime, toInstant, wallTimeText } from '../format/instant';

/** Called by a reader for a value it cannot read. */
export type Unreadable = () => void;
export type Reader<T> = (value: unknown, unreadable: Unreadable) => T;

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** Reports an unreadable value and gives the field's empty value instead. */
function empty<T>(unreadable: Unreadable, value: T): T {
  unreadable();
  return value;
}

function toNumber(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** A number, or a string holding one (' 12 ' -> 12); 0 when absent. */
export const count: Reader<number> = (value, unreadable) =>
  absent(value) ? 0 : (toNumber(value) ?? empty(unreadable, 0));

/** Like count, but null when absent (an event without coordinates). */
export const coordinate: Reader<number | null> = (value, unreadable) =>
  absent(value) ? null : (toNumber(value) ?? empty(unreadable, null));

/** A whole number that survives a round trip (ids above 2^53 would collide); null otherwise. */
export function wholeNumber(value: unknown): number | null {
  const number = toNumber(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

/** true, 1 and 'true' in any case (.NET writes "True"); false, 0, 'false' and absent are false. */
export const flag: Reader<boolean> = (value, unreadable) => {
  const word = `${value}`.trim().toLowerCase();
  if (value === true || word === 'true' || word === '1') return true;
  if (!absent(value) && value !== false && word !== 'false' && word !== '0') unreadable();
  return false;
};

/** Text as sent (a number becomes its digits); '' when absent. */
export const text: Reader<string> = (value, unreadable) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : absent(value)
        ? ''
        : empty(unreadable, '');

// Named references a feed's titles use: the five HtmlEncode writes, spaces and punctuation,
// and the accented letters (&eacute;) composed from their base letter and accent below.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  euro: '\u20ac',
  pound: '\u00a3',
  copy: '\u00a9',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
};
const ACCENTS: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  ring: '\u030a',
  cedil: '\u0327',
};

function character(reference: string): string | undefined {
  if (reference[0] === '#') {
    const code =
      reference[1] === 'x' || reference[1] === 'X'
        ? Number.parseInt(reference.slice(2), 16)
        : Number(reference.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : undefined;
  }
  const accented = /^([a-zA-Z])(grave|acute|circ|tilde|uml|ring|cedil)$/.exec(reference);
  return accented
    ? `${accented[1]}${ACCENTS[accented[2] as string]}`.normalize('NFC')
    : Object.hasOwn(NAMED, reference)
      ? NAMED[reference]
      : undefined;
}

/**
 * A title or a name: HTML-encoded by the service (&amp; for &), decoded exactly once, so '&amp;lt;'
 * shows '&lt;' as typed; unknown references stay as sent. No DOM parser: the demo's tests read
 * answers in Node, and a one-pass replace cannot decode twice.
 */
export const name: Reader<string> = (value, unreadable) =>
  text(value, unreadable).replace(
    /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/g,
    (whole, reference: string) => character(reference) ?? whole,
  );

/** Tags as the service may space them ('sport , chess'): 'sport,chess'. */
export const tags: Reader<string> = (value, unreadable) =>
  text(value, unreadable)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');

/**
 * A date in any form the service writes (see toInstant) as ISO 8601 UTC ('2026-11-21T09:30:00Z'),
 * the one form the product reads (kept as sent when already so: a year of events has three in
 * each entry); '' when absent.
 */
export const date: Reader<string> = (value, unreadable) => {
  if (absent(value)) return '';
  const instant = toInstant(value as string);
  if (!instant) return empty(unreadable, '');
  return KEPT_FORM.test(value as string) ? (value as string) : isoOf(instant);
};

const KEPT_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const isoOf = (instant: Date) => instant.toISOString().replace('.000Z', 'Z');

/**
 * StartDateString / EndDateString: the service's London wall time, 'YYYY-MM-DD HH:mm' or
 * 'dd/MM/yyyy HH:mm', kept in the first form (`wallTimeDate` reads it as an instant); only the
 * digits move. The spec does not give their format: text in another form is kept as sent.
 */
export const wallTime: Reader<string> = (value, unreadable) => {
  const sent = text(value, unreadable);
  return wallTimeText(sent) ?? sent;
};

/** The ISO form of a wall-time string, '' when it cannot be read. */
export function wallTimeDate(sent: string): string {
  const instant = fromWallTime(sent);
  return instant ? isoOf(instant) : '';
}
