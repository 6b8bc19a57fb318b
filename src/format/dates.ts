import { t } from '../words';
import { type DateInput, DEFAULT_TIME_ZONE, formatZoned, toInstant } from './instant';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Event date block day 'DD', e.g. '01'; '' for a bad date. */
export function formatEventDay(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatZoned(input, 'dd', timeZone);
}

/** Event date block month 'MMM', e.g. 'Mar'; '' for a bad date. */
export function formatEventMonth(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatZoned(input, 'MMM', timeZone);
}

/** Pop-up date 'Do MMM YYYY', e.g. '1st Mar 2027'; '' for a bad date. */
export function formatPopupDate(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatZoned(input, 'do MMM yyyy', timeZone);
}

/**
 * Elapsed time rule: 'Xhrs and Ym ago' when the date is 0 to 24 hours before `now`, otherwise
 * the date as `pattern` ('DD/MM/YY'; story cards pass their 'dd.MM.yy'); '' for
 * a bad date, and the date alone when `now` is bad.
 */
export function formatElapsed(
  input: DateInput,
  now: DateInput,
  timeZone: string = DEFAULT_TIME_ZONE,
  pattern = 'dd/MM/yy',
): string {
  const instant = toInstant(input);
  if (!instant) return '';
  const current = toInstant(now);
  const elapsed = current ? current.getTime() - instant.getTime() : Number.NaN;
  // A date in the future (clock skew, scheduled posts) is not "ago": it falls back to the date.
  if (elapsed >= 0 && elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    const minutes = Math.floor((elapsed % HOUR_MS) / MINUTE_MS);
    return t('{hours}hrs and {minutes}m ago', { hours, minutes });
  }
  return formatZoned(instant, pattern, timeZone);
}
