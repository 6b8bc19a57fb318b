import * as v from 'valibot';
import type { Logger } from '../kernel/types';
import { MediaRequestError } from './error';
import { ITEM_TYPES } from './types';

// Lenient where a real service is sloppy, strict where a wrong value would mislead: an item
// without a numeric Id/FeedId or with an unknown ItemType is dropped; any other missing or
// wrong-typed field takes its empty value. Unknown fields are stripped by v.object.

/** A number, or a string holding one (' 12 ' -> 12). */
const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty())]),
  v.transform(Number),
  v.finite(),
);
const id = v.pipe(numeric, v.integer());
const count = v.fallback(numeric, 0);
/** Strings stay strings (a number becomes its text); anything else becomes ''. */
const text = v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');
/** true, 'true' (any case) and 1 are true; anything else is false. */
const flag = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((x) => x === true || x === 1 || `${x}`.toLowerCase() === 'true'),
  ),
  false,
);
const coordinate = v.fallback(v.nullable(numeric), null);
const itemType = v.picklist(ITEM_TYPES);

const itemEntries = {
  Id: id,
  FeedId: id,
  ItemType: itemType,
  Title: text,
  Description: text,
  Image: text,
  URL: text,
  User: text,
  Date: text,
  EndDate: text,
  Tags: text,
  IsFeatured: flag,
  ItemsCount: count,
  ScreeName: text,
};

export const mediaItem = v.object(itemEntries);

export const extendedMediaItem = v.object({
  ...itemEntries,
  Category1: text,
  Category1Id: count,
  Category2: text,
  Category2Id: count,
  IsAlert: flag,
  IsAllDay: flag,
  IsBooking: flag,
  Link: text,
  Location: text,
  LocationAdress: text,
  Latitude: coordinate,
  Longitude: coordinate,
  BannerImage: text,
  LastUpdateDate: text,
  StartDateString: text,
  EndDateString: text,
  WoofooCode: text,
  TotalTickets: count,
  TicketsReserved: count,
});

export const feedDetails = v.object({ FeedId: id, FeedType: itemType });

export const token = v.string();

export const suggestion = v.string();

/** An array that keeps only the entries `schema` accepts. */
const validOnly = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const result = v.safeParse(schema, entry);
        return result.success ? [result.output as v.InferOutput<S>] : [];
      }),
    ),
  );

const photoSize = v.object({ ImageSize: numeric, ImageUrl: text });
const photo = v.object({ Sizes: v.pipe(validOnly(photoSize), v.minLength(1)) });

export const photoSet = v.object({
  Title: text,
  Date: text,
  Photos: v.fallback(validOnly(photo), []),
});

/**
 * A list answer: not an array rejects ('invalid'); entries `schema` refuses are dropped with
 * one warning per answer naming the call and the dropped Ids.
 */
export function parseList<S extends v.GenericSchema>(
  call: string,
  schema: S,
  answer: unknown,
  log: Logger,
): v.InferOutput<S>[] {
  if (!Array.isArray(answer)) throw invalid(call, 'the answer is not a list');
  const kept: v.InferOutput<S>[] = [];
  const dropped: string[] = [];
  for (const entry of answer) {
    const result = v.safeParse(schema, entry);
    if (result.success) kept.push(result.output);
    else
      dropped.push(
        `${(entry as { Id?: unknown } | null)?.Id ?? '?'}: ${v.summarize(result.issues)}`,
      );
  }
  if (dropped.length) {
    log.warn(`${call}: dropped ${dropped.length} malformed entries (Id: why)`, dropped);
  }
  return kept;
}

/** A single answer: rejects ('invalid') when `schema` refuses it. */
export function parseOne<S extends v.GenericSchema>(
  call: string,
  schema: S,
  answer: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, answer);
  if (!result.success) throw invalid(call, v.summarize(result.issues));
  return result.output;
}

/** The JSON string some calls answer; an already parsed value is taken as is. */
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
