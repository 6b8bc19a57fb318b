// @vitest-environment node
// The spec's rules against the vectors both languages share (test/vectors, issue 46): every case
// of every file, through the TypeScript the widgets use. The PHP ports run the same files
// (test/unit/format/vectors-php.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { formatZoned, wallTimeText } from '../../../src/format/instant';
import { isHttpOrSitePath } from '../../../src/format/safe-url';
import { textLengthClass } from '../../../src/format/text-length';
import { cleanTitle, titleParts } from '../../../src/format/title';
import { resetLocaleForTests, t } from '../../../src/i18n';
import ar from '../../../src/i18n/ar';
import fr from '../../../src/i18n/fr';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { count, date, flag, name, type Reader, text, wallTimeDate } from '../../../src/media/wire';
import { calendarDayHeading, calendarEventFacts } from '../../../widgets/calendar/day-texts';
import { eventDays, firstScreenDays } from '../../../widgets/calendar/events';
import { readVectors, vectorNames } from '../../support/vectors';

const CATALOGS = { fr, ar };

/** The page language of a case: English (no catalog), French or Arabic. */
function pageLanguage(lang: string) {
  const catalog = CATALOGS[lang as keyof typeof CATALOGS];
  resetLocaleForTests(catalog ? { lang: lang as 'fr' | 'ar', catalog } : undefined);
}

const READERS: Record<string, Reader<unknown>> = { count, date, flag, name, text };

type CalendarPartsInput = {
  lang: string;
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

/** Each file's rule, from a case's input to its output. */
const RULES: Record<string, (input: never) => unknown> = {
  'clean-title': (input: unknown) => cleanTitle(input),
  'title-parts': (input: unknown) =>
    typeof input === 'object' && input !== null && 'title' in input
      ? titleParts(input.title, (input as { mediaPage: string }).mediaPage)
      : titleParts(input),
  'text-length': (input: unknown) => textLengthClass(input),
  'safe-url': (input: unknown) => isHttpOrSitePath(input),
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
  'calendar-parts': ({ lang, timeZone, day, today, item }: CalendarPartsInput) => {
    pageLanguage(lang);
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
};

describe('the shared vectors', () => {
  it('has a rule for every file, and a file for every rule', () => {
    expect(vectorNames()).toEqual(Object.keys(RULES).sort());
  });

  describe.each(vectorNames())('%s', (file) => {
    const { cases, languages = {} } = readVectors(file);
    afterAll(() => resetLocaleForTests());

    it.each(Object.entries(languages))('gives PHP the bundle’s words in %s', (lang, words) => {
      pageLanguage(lang);
      // The month names the widgets' dates show (formatZoned's MMM: Intl's in French and Arabic).
      const months = Array.from({ length: 12 }, (_, index) =>
        formatZoned(new Date(Date.UTC(2026, index, 15)), 'MMM', 'UTC'),
      );
      expect(words.months).toEqual(months);
      for (const [text, translated] of Object.entries(words.texts))
        expect(t(text)).toBe(translated);
    });

    it.each(cases.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
      expect((RULES[file] as (input: unknown) => unknown)(vector.input)).toEqual(vector.expected);
    });
  });
});
