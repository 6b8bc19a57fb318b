// Records the JSONP body of each of the eight media-service calls of spec section 7, in each
// wire shape of the stand-in (default, aspnet), into test/fixtures/media-service/<shape>/<Call>.jsonp,
// with the callback name `cb`. Run by hand after changing the stand-in or the seed; the output
// is committed:
//
//   node demo/tools/record-fixtures.mjs
//
// The data comes from the stand-in in-process (no server) for a fixed `now`, so a run gives the
// same files. The queries are in QUERIES below and in queries.json beside the fixtures.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createMediaService, jsonp, unambiguous } from '../media-service/service.mjs';
import { aspnetBody } from '../media-service/wire.mjs';

/** The same now as the stand-in's unit tests. */
export const NOW = new Date('2026-11-21T10:17:43Z');
const CALLBACK = 'cb';
const OUT = fileURLToPath(new URL('../../test/fixtures/media-service/', import.meta.url));

const media = createMediaService({ now: NOW });
const { items } = media.seed;
const find = (/** @type {(item: (typeof items)[number]) => boolean} */ test, what) => {
  const item = items.find(test);
  if (!item) throw new Error(`the seed has no ${what}`);
  return item;
};
/** A coming event with a booking, two categories, a venue on the map and related events. */
const event = find(
  (i) =>
    i.ItemType === 'TiarcCalendar' &&
    i.IsBooking &&
    i.Category2Id > 0 &&
    i.Latitude !== null &&
    i.EndDate !== '' &&
    Date.parse(i.Date) > NOW.getTime(),
  'coming booking event with categories',
);
/** The photo set from 1962 (negative ticks on the ASP.NET wire, an empty size URL). */
const founding = find(
  (i) => i.ItemType === 'Flickr' && Date.parse(i.Date) < 0,
  'photo set before 1970',
);

/** Call -> query (without callback). */
export const QUERIES = {
  GetAplicationToken: 'FeedType=Twitter',
  GetMediaFeedDetails: 'FeedIds=1,4,12,15,36',
  // News, events, photos and blogs, newest first (coming events first), two featured in front:
  // the item with an Id above 2^31 and the title holding the text `&lt;` are among them.
  GetMediaItems:
    'FeedIds=1,2,3,12,13,14,15,16,17,18&skip=0&take=12&qFlickrDescription=false&HasCategorys=false&IsTimeline=false&IsExtended=true&FirstNoOfItems=2&SearchTags=',
  GetMediaItemsAdvanced:
    'FeedIds=1,2,3,4,5,6,12,13,14&skip=0&take=8&qFlickrDescription=true&HasCategorys=false&IsTimeline=true&IsExtended=true&FirstNoOfItems=0&SearchTags=&Fields=Title,Description,Tags&AndOr=or&FullText=true&SearchExpression=teachers founding jazz&OrderAll=no',
  GetMediaItemsSearchSuggestions:
    'FeedIds=1,2,3,12,13,14,15,16,17,18&SearchText=e&SearchTags=&Count=10',
  GetMediaItemDescription: `ItemId=${event.Id}&FeedId=${event.FeedId}`,
  GetMediaItemsClone: `FeedIds=${event.FeedId}&skip=0&take=1000&HasCategorys=true`,
  GetPhotosSet: `SetId=${founding.Id}`,
};

const SHAPES = {
  default: (/** @type {string} */ _name, /** @type {unknown} */ value) =>
    jsonp(CALLBACK, unambiguous(value)),
  aspnet: (/** @type {string} */ name, /** @type {unknown} */ value) =>
    aspnetBody(CALLBACK, name, value),
};

for (const [shape, write] of Object.entries(SHAPES)) {
  await mkdir(`${OUT}${shape}`, { recursive: true });
  for (const [name, query] of Object.entries(QUERIES)) {
    const value = media.answer(name, new URLSearchParams(query));
    await writeFile(`${OUT}${shape}/${name}.jsonp`, write(name, value));
  }
}
await writeFile(
  `${OUT}queries.json`,
  `${JSON.stringify({ now: NOW.toISOString(), callback: CALLBACK, queries: QUERIES }, null, 2)}\n`,
);
console.log(
  `recorded ${Object.keys(QUERIES).length} calls in ${Object.keys(SHAPES).join(', ')} to ${OUT}`,
);
