import type { Logger } from '../kernel/types';
import { MediaRequestError } from './error';
import type { ExtendedMediaItem, ItemType, MediaItem, Photo, PhotoSet, PhotoSize } from './types';
import { ITEM_TYPES } from './types';
import {
  coordinate,
  count,
  date,
  flag,
  name,
  type Reader,
  tags,
  text,
  wallTime,
  wallTimeDate,
  wholeNumber,
} from './wire';

// Lenient where a real service is sloppy, strict where a wrong value would mislead: an entry
// without a whole-number Id/FeedId or with an unknown ItemType is refused (dropped from a
// list); any other field that cannot be read takes its empty value and is reported, and the
// rest of the entry is used. Fields the product does not know are left out. Hand-written
// rather than a schema library: every field reads the service's loose ASP.NET forms and
// reports itself when unreadable, which is most of the code either way, and the library cost
// 2.2 KB gzip on every media page, which has no room for it.

/** Reads one entry; `unreadable(field)` reports a field it had to leave empty. */
export type Schema<T> = (raw: unknown, unreadable: (field: string) => void) => T;

/** Thrown by a schema for an entry that cannot be used at all. */
class Refused extends Error {}

/** A schema's refusal of an entry it cannot use at all (`why` names what is wrong). */
export const refuse = (why: string): never => {
  throw new Refused(why);
};

function objectOf(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : refuse('not an object');
}

/**
 * Reads every field of `readers` from `entry` into `out`. One object per entry, filled in
 * place: a year of events is a thousand entries of thirty fields.
 */
function readFields(
  readers: Record<string, Reader<unknown>>,
  entry: Record<string, unknown>,
  out: Record<string, unknown>,
  unreadable: (field: string) => void,
): void {
  for (const key in readers) {
    out[key] = readers[key]?.(entry[key], () => unreadable(key));
  }
}

const id = (value: unknown, field: string) =>
  wholeNumber(value) ?? refuse(`${field} is not a whole number`);

const itemType = (value: unknown): ItemType =>
  ITEM_TYPES.includes(`${value}`.trim() as ItemType)
    ? (`${value}`.trim() as ItemType)
    : refuse('unknown ItemType');

/** A reader for each field of T but its identity (Id, FeedId, ItemType). */
type Readers<T> = { [K in Exclude<keyof T, 'Id' | 'FeedId' | 'ItemType'>]: Reader<T[K]> };

const itemFields = {
  Title: name,
  Description: text,
  Image: text,
  URL: text,
  User: name,
  Date: date,
  EndDate: date,
  Tags: tags,
  IsFeatured: flag,
  ItemsCount: count,
  ScreeName: name,
} satisfies Readers<MediaItem>;

const extendedFields = {
  ...itemFields,
  Category1: name,
  Category1Id: count,
  Category2: name,
  Category2Id: count,
  IsAlert: flag,
  IsAllDay: flag,
  IsBooking: flag,
  Link: text,
  Location: name,
  LocationAdress: name,
  Latitude: coordinate,
  Longitude: coordinate,
  BannerImage: text,
  LastUpdateDate: date,
  StartDateString: wallTime,
  EndDateString: wallTime,
  WoofooCode: text,
  TotalTickets: count,
  TicketsReserved: count,
} satisfies Readers<ExtendedMediaItem>;

/** Id, FeedId and ItemType first: without them there is no item to speak of. */
function identity(entry: Record<string, unknown>) {
  return {
    Id: id(entry.Id, 'Id'),
    FeedId: id(entry.FeedId, 'FeedId'),
    ItemType: itemType(entry.ItemType),
  };
}

export const mediaItem: Schema<MediaItem> = (raw, unreadable) => {
  const entry = objectOf(raw);
  const item = identity(entry) as MediaItem;
  readFields(itemFields, entry, item as never, unreadable);
  return item;
};

export const extendedMediaItem: Schema<ExtendedMediaItem> = (raw, unreadable) => {
  const entry = objectOf(raw);
  const item = identity(entry) as ExtendedMediaItem;
  readFields(extendedFields, entry, item as never, unreadable);
  // A service that sent no usable Date still says when in its London wall-time strings.
  item.Date ||= wallTimeDate(item.StartDateString);
  item.EndDate ||= wallTimeDate(item.EndDateString);
  return item;
};

export const suggestion: Schema<string> = (raw) =>
  typeof raw === 'string' ? name(raw, () => {}) : refuse('not text');

const photoSize: Schema<PhotoSize> = (raw, unreadable) => {
  const entry = objectOf(raw);
  const size = wholeNumber(entry.ImageSize) ?? refuse('ImageSize is not a whole number');
  return { ImageSize: size, ImageUrl: text(entry.ImageUrl, () => unreadable('ImageUrl')) };
};

const photo: Schema<Photo> = (raw, unreadable) => {
  const sizes = validOnly(photoSize, objectOf(raw).Sizes, unreadable);
  return sizes.length > 0 ? { Sizes: sizes } : refuse('no usable size');
};

export const photoSet: Schema<PhotoSet> = (raw, unreadable) => {
  const entry = objectOf(raw);
  return {
    Title: name(entry.Title, () => unreadable('Title')),
    Date: date(entry.Date, () => unreadable('Date')),
    Photos: validOnly(photo, entry.Photos, unreadable),
  };
};

/** The entries of a list that `schema` accepts; anything but a list has none. */
function validOnly<T>(schema: Schema<T>, list: unknown, unreadable: (field: string) => void) {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    try {
      return [schema(entry, unreadable)];
    } catch (error) {
      if (error instanceof Refused) return [];
      throw error;
    }
  });
}

const label = (raw: unknown) => `${(raw as { Id?: unknown } | null)?.Id ?? '?'}`;

/** How a long list is read: `onSlice` is told the entries read so far, a new list each time. */
export interface ListReading<T> {
  onSlice?: (read: readonly T[]) => void;
}

/**
 * A list answer: not a list rejects ('invalid'). Entries `schema` refuses are dropped, with one
 * warning per answer naming the call and the dropped Ids; fields it could not read are left
 * empty, with one warning per answer naming the call, each item's Id and the field. A long
 * answer is read in slices, each a task of its own; `onSlice` has what is read after each but
 * the last, so that a caller can draw the first of a year of events before the rest is read.
 */
export async function parseList<T>(
  call: string,
  schema: Schema<T>,
  answer: unknown,
  log: Logger,
  { onSlice }: ListReading<T> = {},
): Promise<T[]> {
  if (!Array.isArray(answer)) throw invalid(call, 'the answer is not a list');
  const kept: T[] = [];
  const dropped: string[] = [];
  const unreadable: string[] = [];
  // A long answer's script was a long task of its own to evaluate: reading starts in the next.
  if (answer.length > LONG_ANSWER) await nextTask();
  let sliceStart = performance.now();
  for (const [index, entry] of answer.entries()) {
    // A year of events is read in slices of about 10 ms, each a task of its own, so that the
    // page stays responsive meanwhile; a page of 12 is read at once.
    if (index % 16 === 15 && performance.now() - sliceStart > SLICE_MS) {
      onSlice?.(kept.slice());
      await nextTask(onSlice && 'background');
      sliceStart = performance.now();
    }
    try {
      kept.push(schema(entry, (field) => unreadable.push(`${label(entry)}: ${field}`)));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      dropped.push(`${label(entry)}: ${error.message}`);
    }
  }
  if (dropped.length) {
    log.warn(`${call}: dropped ${dropped.length} malformed entries (Id: why)`, dropped);
  }
  warnUnreadable(call, unreadable, log);
  return kept;
}

const SLICE_MS = 10;
/** Entries above which an answer is read from a task of its own (a hub's page is 12). */
const LONG_ANSWER = 100;

type Scheduler = {
  postTask?(task: () => void, options: { priority: 'background' }): Promise<void>;
};

/**
 * Resolves in a task of its own: a message, as a hidden tab runs timers once a second at most.
 * `background`, where there is a task scheduler (Chromium, Firefox), after a slice handed to
 * its caller: what the page draws of it goes first, the rest is read in the gaps.
 */
function nextTask(priority?: 'background') {
  const { scheduler } = globalThis as { scheduler?: Scheduler };
  if (priority && scheduler?.postTask) return scheduler.postTask(() => {}, { priority });
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A single answer: rejects ('invalid') when `schema` refuses it; unreadable fields as above. */
export function parseOne<T>(call: string, schema: Schema<T>, answer: unknown, log: Logger): T {
  const unreadable: string[] = [];
  try {
    const value = schema(answer, (field) => unreadable.push(`${label(answer)}: ${field}`));
    warnUnreadable(call, unreadable, log);
    return value;
  } catch (error) {
    if (error instanceof Refused) throw invalid(call, error.message);
    throw error;
  }
}

function warnUnreadable(call: string, unreadable: string[], log: Logger) {
  if (unreadable.length) {
    log.warn(`${call}: could not read ${unreadable.length} fields, shown empty (Id: field)`, [
      ...unreadable,
    ]);
  }
}

/**
 * The service answers some calls with a JSON string of the value, and may do so for any call:
 * a string where a list or an object is expected is parsed.
 */
export function parseJson(call: string, answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer);
  } catch (error) {
    throw invalid(call, 'the answer is not JSON', error);
  }
}

function invalid(call: string, why: string, cause?: unknown): MediaRequestError {
  return new MediaRequestError('invalid', `${call}: ${why}`, { cause });
}
