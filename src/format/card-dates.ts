import { formatElapsed, formatEventDay, formatEventMonth } from './dates';
import { type EventTimes, eventCardTime } from './event-time';
import { type DateInput, toInstant } from './instant';

// What a card shows of its dates, composed in one place: the widget's cards render it, and the
// server's no-JavaScript cards (the WordPress plugin's includes/rules/card-dates.php) are held to
// it by the same vectors (test/vectors/card-dates.json), so the text does not change when the
// widget takes over the server's card.

/** A story card's date: its text, and its `<time datetime>` (null: no `<time>` at all). */
export interface StoryCardDate {
  text: string;
  datetime: string | null;
}

/** An event card's date block (day 'dd', month 'MMM'), its time line, and its `<time datetime>`. */
export interface EventCardDate {
  day: string;
  month: string;
  time: string;
  datetime: string | null;
}

/** The instant as `<time datetime>` holds it: toISOString(), milliseconds and all. */
const datetimeOf = (input: DateInput) => toInstant(input)?.toISOString() ?? null;

/**
 * Story card (spec section 9): 'Xhrs and Ym ago' when 0 to 24 hours before `now`, else
 * 'DD.MM.YY' in `timeZone`; nothing for a bad date.
 */
export function storyCardDate(date: DateInput, now: DateInput, timeZone: string): StoryCardDate {
  const text = formatElapsed(date, now, timeZone, 'dd.MM.yy');
  return { text, datetime: text ? datetimeOf(date) : null };
}

/** Event card (spec sections 2 and 5): the start's day and month, and the card's time rule. */
export function eventCardDate(event: EventTimes, timeZone: string): EventCardDate {
  return {
    day: formatEventDay(event?.Date, timeZone),
    month: formatEventMonth(event?.Date, timeZone),
    time: eventCardTime(event, timeZone),
    datetime: datetimeOf(event?.Date),
  };
}
