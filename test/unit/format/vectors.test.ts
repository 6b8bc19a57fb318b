// @vitest-environment node
// The spec's rules against the vectors both languages share (test/vectors, issue 46): every case
// of every file, through the TypeScript the widgets use. The PHP ports run the same files
// (test/unit/format/vectors-php.test.ts).
import { describe, expect, it } from 'vitest';
import { cardImageUrl } from '../../../src/format/images';
import { isHttpOrSitePath } from '../../../src/format/safe-url';
import { textLengthClass } from '../../../src/format/text-length';
import { cleanTitle, titleParts } from '../../../src/format/title';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { count, date, flag, name, type Reader, text } from '../../../src/media/wire';
import { type CardLinkItem, cardLink } from '../../../src/ui/cards/card-link';
import { eventDays, firstScreenDays } from '../../../widgets/calendar/events';
import { readVectors, vectorNames } from '../../support/vectors';

const READERS: Record<string, Reader<unknown>> = { count, date, flag, name, text };

type EventsInput = {
  now: string;
  timeZone: string;
  events: { id: string; Date: string | null; EndDate: string | null }[];
};

type CardLinkInput = { item: CardLinkItem; mediaPage: string | null; pathname: string };

type CardImageInput = { src: unknown; service: string; defaultImage: string; width?: number };

/** Each file's rule, from a case's input to its output. */
const RULES: Record<string, (input: never) => unknown> = {
  'clean-title': (input: unknown) => cleanTitle(input),
  'title-parts': (input: unknown) => titleParts(input),
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
    const { cases } = readVectors(file);
    it.each(cases.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
      expect((RULES[file] as (input: unknown) => unknown)(vector.input)).toEqual(vector.expected);
    });
  });
});
