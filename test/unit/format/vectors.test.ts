// @vitest-environment node
// The spec's rules against the vectors both languages share (test/vectors, issue 46): every case
// of every file, through the TypeScript the widgets use. The PHP ports run the same files
// (test/unit/format/vectors-php.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { eventCardDate, storyCardDate } from '../../../src/format/card-dates';
import type { EventTimes } from '../../../src/format/event-time';
import { descriptionText, type FeedEvent, icalFeed } from '../../../src/format/ical-feed';
import { cardImageUrl } from '../../../src/format/images';
import { formatZoned, wallTimeText } from '../../../src/format/instant';
import { isHttpOrSitePath } from '../../../src/format/safe-url';
import { textLengthClass } from '../../../src/format/text-length';
import { cleanTitle, titleParts } from '../../../src/format/title';
import { type Lang, loadLocale, resetLocaleForTests, t } from '../../../src/i18n';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { count, date, flag, name, type Reader, text, wallTimeDate } from '../../../src/media/wire';
import { type CardLinkItem, cardLink } from '../../../src/ui/cards/card-link';
import { calendarDayHeading, calendarEventFacts } from '../../../widgets/calendar/day-texts';
import { eventDays, firstScreenDays } from '../../../widgets/calendar/events';
import { readVectors, vectorNames } from '../../support/vectors';

const READERS: Record<string, Reader<unknown>> = { count, date, flag, name, text };

type CalendarPartsInput = {
  lang: Lang;
  timeZone: string;
  day: number;
  today: number | null;
  item: ExtendedMediaItem;
};

type EventsInput = {
  now: string;
  timeZone: string;
  events: { id: string; Date: string | null; EndDate: string | null }[];
};

type CardDatesInput = { lang: Lang; timeZone: string } & (
  | { card: 'story'; Date: string | null; now: string | null }
  | { card: 'event'; event: EventTimes | null }
);

/** The page's language, as the bundle sets it: its catalog loaded (src/i18n/index.ts). */
async function pageLanguage(lang: Lang) {
  resetLocaleForTests();
  await loadLocale(lang, (warning) => {
    throw new Error(warning);
  });
}
afterAll(() => resetLocaleForTests());

type IcalFeedInput =
  | { kind: 'description'; html: unknown }
  | {
      kind: 'feed';
      lang: Lang;
      now: string;
      stamp: string;
      uidDomain: string;
      calendarName: string;
      category?: number;
      events: FeedEvent[];
    };

type CardLinkInput = { item: CardLinkItem; mediaPage: string | null; pathname: string };

type CardImageInput = { src: unknown; service: string; defaultImage: string; width?: number };

/** Each file's rule, from a case's input to its output. */
const RULES: Record<string, (input: never) => unknown> = {
  'clean-title': (input: unknown) => cleanTitle(input),
  'title-parts': (input: unknown) =>
    typeof input === 'object' && input !== null && 'title' in input
      ? titleParts(input.title, (input as unknown as { mediaPage: string }).mediaPage)
      : titleParts(input),
  'text-length': (input: unknown) => textLengthClass(input),
  'safe-url': (input: unknown) => isHttpOrSitePath(input),
  'card-link': ({ item, mediaPage, pathname }: CardLinkInput) =>
    cardLink(item, pathname, mediaPage),
  'card-image': ({ src, ...options }: CardImageInput) => cardImageUrl(src, options),
  'wire-readers': ({ reader, value }: { reader: string; value: unknown }) => {
    let unreadable = false;
    const read = READERS[reader];
    if (!read) throw new Error(`no reader ${reader}`);
    return {
      value: read(value, () => {
        unreadable = true;
      }),
      unreadable,
    };
  },
  'event-days': ({ now, timeZone, events }: EventsInput) => {
    const idOf = new Map(events.map((event) => [event as unknown as ExtendedMediaItem, event.id]));
    return eventDays([...idOf.keys()], new Date(now), timeZone).map((day) => ({
      day: day.date,
      ids: day.items.map((item) => idOf.get(item)),
    }));
  },
  'calendar-parts': async ({ lang, timeZone, day, today, item }: CalendarPartsInput) => {
    await pageLanguage(lang);
    return {
      heading: calendarDayHeading(day, today),
      facts: calendarEventFacts(item, day, timeZone),
    };
  },
  'wall-times': (input: string) => ({ text: wallTimeText(input), date: wallTimeDate(input) }),
  'first-screen-days': (counts: number[]) =>
    firstScreenDays(
      counts.map((cards, index) => ({
        date: 20261201 + index,
        items: Array.from({ length: cards }, () => ({}) as ExtendedMediaItem),
      })),
    ),
  'ical-feed': async (input: IcalFeedInput) => {
    if (input.kind === 'description') return descriptionText(input.html);
    await pageLanguage(input.lang);
    return icalFeed(input.events, input)?.split('\r\n');
  },
  'card-dates': async (input: CardDatesInput) => {
    await pageLanguage(input.lang);
    return input.card === 'story'
      ? storyCardDate(input.Date, input.now, input.timeZone)
      : eventCardDate(input.event as EventTimes, input.timeZone);
  },
};

describe('the shared vectors', () => {
  it('has a rule for every file, and a file for every rule', () => {
    expect(vectorNames()).toEqual(Object.keys(RULES).sort());
  });

  describe.each(vectorNames())('%s', (file) => {
    const { cases } = readVectors(file);
    it.each(cases.map((vector) => [vector.name, vector] as const))('%s', async (_, vector) => {
      const rule = RULES[file] as (input: unknown) => unknown;
      expect(await rule(vector.input)).toEqual(vector.expected);
    });
  });
});

describe("the card dates, whatever the visitor's own zone", () => {
  // The cases' zones are the config's: the cards show every date in it, never in the zone of
  // the visitor's device (Date's local fields), so each case holds in any of them.
  const { cases } = readVectors('card-dates');
  const rule = RULES['card-dates'] as (input: unknown) => Promise<unknown>;
  const own = process.env.TZ;
  afterAll(() => {
    if (own === undefined) delete process.env.TZ;
    else process.env.TZ = own;
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])('%s', async (visitor) => {
    process.env.TZ = visitor;
    // Node reads TZ as it changes: the device's clock is now the visitor's.
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).not.toBe(0);
    for (const vector of cases)
      expect(await rule(vector.input), vector.name).toEqual(vector.expected);
  });
});

describe("the vectors' words (the PHP's language pack) are the bundle's", () => {
  const packs = vectorNames().flatMap((file) =>
    Object.entries(readVectors(file).languages ?? {}).map(
      ([lang, words]) => [file, lang, words] as const,
    ),
  );

  it('for each language the widgets speak', () => {
    expect(new Set(packs.map(([, lang]) => lang))).toEqual(new Set(['ar', 'en', 'fr']));
  });

  it.each(packs)('%s, %s', async (_, lang, words) => {
    await pageLanguage(lang as Lang);
    // The month names as the cards' 'MMM' writes them: Intl's in French and Arabic.
    const months = Array.from({ length: 12 }, (_, month) =>
      formatZoned(new Date(Date.UTC(2026, month, 15)), 'MMM', 'UTC'),
    );
    expect(words.months).toEqual(months);
    expect(Object.keys(words.messages).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(words.messages)) expect(text, key).toBe(t(key));
  });
});
