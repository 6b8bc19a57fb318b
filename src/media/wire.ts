// Reading one field of a media-service answer. The real service is ASP.NET: numbers and booleans
// as strings ("12", "True"), dates as "\/Date(1700000000000+0100)\/", null for anything optional,
// HTML-encoded names. A value that is there but cannot be read calls `unreadable` and gives the
// field's empty value, so it costs that field only.
import { decodeReferencesOnce } from '../format/character-references';
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

/**
 * A title or a name: HTML-encoded by the service (&amp; for &), decoded exactly once, so '&amp;lt;'
 * shows '&lt;' as typed; unknown references stay as sent. No DOM parser: the demo's tests read
 * answers in Node, and a one-pass replace cannot decode twice.
 */
export const name: Reader<string> = (value, unreadable) =>
  decodeReferencesOnce(text(value, unreadable));

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
