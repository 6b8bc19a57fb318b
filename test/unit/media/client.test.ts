import { describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import type { Transport } from '../../../src/media/client';
import { MediaRequestError } from '../../../src/media/error';
import { createFullMediaClient } from '../../support/full-media-client';

const BASE = 'https://media.test/api/';

const item = {
  Id: 11,
  FeedId: 3,
  ItemType: 'TiarcNews',
  Title: 'Sports day',
  Description: '<p>Fun</p>',
  Image: 'https://img.test/1.jpg',
  URL: 'https://school.test/news/11',
  User: 'admin',
  Date: '2026-11-21T09:30:00Z',
  EndDate: '',
  Tags: 'sport,primary',
  IsFeatured: true,
  ItemsCount: 0,
  ScreeName: 'School',
};

const event = {
  ...item,
  Id: 12,
  ItemType: 'TiarcCalendar',
  Category1: 'Sport',
  Category1Id: 4,
  Category2: '',
  Category2Id: 0,
  IsAlert: false,
  IsAllDay: false,
  IsBooking: true,
  Link: '',
  Location: 'Main hall',
  LocationAdress: '1 School Road',
  Latitude: 51.5,
  Longitude: -0.12,
  BannerImage: '',
  LastUpdateDate: '2026-11-20T10:00:00Z',
  StartDateString: '21 Nov 2026',
  EndDateString: '',
  WoofooCode: 'abc',
  TotalTickets: 100,
  TicketsReserved: 40,
};

/** A client over a transport that answers `answer` and records each URL. */
function clientAnswering(answer: unknown) {
  const transport = vi.fn<Transport>(async () => answer);
  const client = createFullMediaClient({ log, baseUrl: BASE, transport });
  const query = () => {
    const url = transport.mock.calls.at(-1)?.[0] ?? '';
    return url.slice(BASE.length);
  };
  return { client, transport, query };
}

async function rejection(promise: Promise<unknown>): Promise<MediaRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaRequestError);
  return error as MediaRequestError;
}

describe('given GetAplicationToken', () => {
  it("asks with the service's spelling and FeedType, and answers the token string", async () => {
    const { client, query } = clientAnswering('t0ken');
    await expect(client.getApplicationToken({ FeedType: 'Instagram' })).resolves.toBe('t0ken');
    expect(query()).toBe('GetAplicationToken?FeedType=Instagram');
  });

  it("rejects a token that is not a string with reason 'invalid'", async () => {
    const { client } = clientAnswering({ token: 'x' });
    const error = await rejection(client.getApplicationToken({ FeedType: 'Twitter' }));
    expect(error.reason).toBe('invalid');
    expect(error.message).toContain('GetAplicationToken');
  });
});

describe('given GetMediaFeedDetails', () => {
  it('sends the feed ids comma separated and answers FeedId/FeedType pairs', async () => {
    const { client, query } = clientAnswering([
      { FeedId: 3, FeedType: 'TiarcNews', Extra: 1 },
      { FeedId: '4', FeedType: 'Flickr' },
    ]);
    await expect(client.getMediaFeedDetails({ FeedIds: [3, 4] })).resolves.toEqual([
      { FeedId: 3, FeedType: 'TiarcNews' },
      { FeedId: 4, FeedType: 'Flickr' },
    ]);
    expect(query()).toBe('GetMediaFeedDetails?FeedIds=3%2C4');
  });
});

describe('given GetMediaItems', () => {
  it('sends only the parameters given, in the spec order', async () => {
    const { client, query } = clientAnswering([item]);
    await expect(client.getMediaItems({ FeedIds: [3], skip: 0, take: 12 })).resolves.toEqual([
      item,
    ]);
    expect(query()).toBe('GetMediaItems?FeedIds=3&skip=0&take=12');
  });

  it('sends every optional parameter by its exact name', async () => {
    const { client, query } = clientAnswering([]);
    await client.getMediaItems({
      SearchTags: ['sport', 'art'],
      FirstNoOfItems: 2,
      IsTimeline: true,
      HasCategorys: false,
      qFlickrDescription: true,
      take: 6,
      skip: 12,
      FeedIds: [1, 2],
    });
    expect(query()).toBe(
      'GetMediaItems?FeedIds=1%2C2&skip=12&take=6&qFlickrDescription=true&HasCategorys=false&IsTimeline=true&FirstNoOfItems=2&SearchTags=sport%2Cart',
    );
  });

  it('with IsExtended, sends it and keeps the extended fields', async () => {
    const { client, query } = clientAnswering([event]);
    const events = await client.getMediaItems({ FeedIds: [5], skip: 0, take: 1, IsExtended: true });
    expect(events).toEqual([event]);
    expect(events[0]?.WoofooCode).toBe('abc');
    expect(query()).toBe('GetMediaItems?FeedIds=5&skip=0&take=1&IsExtended=true');
  });

  it('without IsExtended, strips the extended fields', async () => {
    const { client } = clientAnswering([event]);
    const [plain] = await client.getMediaItems({ FeedIds: [5], skip: 0, take: 1 });
    expect(plain).not.toHaveProperty('WoofooCode');
    expect(plain?.Title).toBe('Sports day');
  });

  it('passes the timeout and the caller signal to the transport', async () => {
    const transport = vi.fn<Transport>(async () => []);
    const client = createFullMediaClient({ log, baseUrl: BASE, timeoutMs: 2500, transport });
    const signal = new AbortController().signal;
    await client.getMediaItems({ FeedIds: [1], skip: 0, take: 1 }, { signal });
    expect(transport).toHaveBeenCalledWith(`${BASE}GetMediaItems?FeedIds=1&skip=0&take=1`, {
      timeoutMs: 2500,
      signal,
      long: false,
    });
  });

  it('tells the transport when a long answer is coming: more than a hundred items asked', async () => {
    const transport = vi.fn<Transport>(async (url) => (url.includes('GetPhotosSet') ? null : []));
    const client = createFullMediaClient({ log, baseUrl: BASE, transport });
    await client.getMediaItems({ FeedIds: [1], skip: 0, take: 100 });
    await client.getMediaItems({ FeedIds: [1], skip: 0, take: 1000, IsExtended: true });
    await client.getMediaItemsClone({ FeedIds: [1] });
    await client.getPhotosSet({ SetId: 7 });
    expect(transport.mock.calls.map(([, options]) => options.long)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('passes a transport failure on unchanged', async () => {
    const failure = new MediaRequestError('timeout', 'JSONP no answer');
    const client = createFullMediaClient({
      log,
      baseUrl: BASE,
      transport: async () => {
        throw failure;
      },
    });
    await expect(client.getMediaItems({ FeedIds: [1], skip: 0, take: 1 })).rejects.toBe(failure);
  });
});

describe('given GetMediaItemsAdvanced', () => {
  it("sends the item parameters, the search ones, and OrderAll 'no' by default", async () => {
    const { client, query } = clientAnswering(JSON.stringify([item]));
    await expect(
      client.getMediaItemsAdvanced({
        FeedIds: [1, 2],
        skip: 0,
        take: 12,
        Fields: ['Title', 'Tags'],
        AndOr: 'or',
        FullText: true,
        SearchExpression: '#sport',
      }),
    ).resolves.toEqual([item]);
    expect(query()).toBe(
      'GetMediaItemsAdvanced?FeedIds=1%2C2&skip=0&take=12&Fields=Title%2CTags&AndOr=or&FullText=true&SearchExpression=%23sport&OrderAll=no',
    );
  });

  it('sends OrderAll when given', async () => {
    const { client, query } = clientAnswering('[]');
    await client.getMediaItemsAdvanced({
      FeedIds: [1],
      skip: 0,
      take: 1,
      SearchExpression: 'x',
      OrderAll: 'yes',
    });
    expect(query()).toBe(
      'GetMediaItemsAdvanced?FeedIds=1&skip=0&take=1&SearchExpression=x&OrderAll=yes',
    );
  });

  it("rejects a string that is not JSON with reason 'invalid'", async () => {
    const { client } = clientAnswering('<html>Server Error</html>');
    const error = await rejection(
      client.getMediaItemsAdvanced({ FeedIds: [1], skip: 0, take: 1, SearchExpression: 'x' }),
    );
    expect(error.reason).toBe('invalid');
    expect(error.message).toContain('GetMediaItemsAdvanced');
  });

  it("rejects JSON that is not a list with reason 'invalid'", async () => {
    const { client } = clientAnswering('{"Items":[]}');
    const error = await rejection(
      client.getMediaItemsAdvanced({ FeedIds: [1], skip: 0, take: 1, SearchExpression: 'x' }),
    );
    expect(error.reason).toBe('invalid');
  });

  it('with IsExtended, keeps the extended fields', async () => {
    const { client } = clientAnswering(JSON.stringify([event]));
    const found = await client.getMediaItemsAdvanced({
      FeedIds: [1],
      skip: 0,
      take: 1,
      IsExtended: true,
      SearchExpression: 'hall',
    });
    expect(found[0]?.Location).toBe('Main hall');
  });
});

describe('given GetMediaItemsSearchSuggestions', () => {
  it('sends SearchText with Count 10 by default and answers strings', async () => {
    const { client, query } = clientAnswering(['sports day', 'sport']);
    await expect(
      client.getSearchSuggestions({ FeedIds: [1], SearchText: 'spo', SearchTags: ['sport'] }),
    ).resolves.toEqual(['sports day', 'sport']);
    expect(query()).toBe(
      'GetMediaItemsSearchSuggestions?FeedIds=1&SearchText=spo&SearchTags=sport&Count=10',
    );
  });

  it('the expression variant sends SearchExpression with Count 5 by default', async () => {
    const { client, query } = clientAnswering([]);
    await client.getSearchSuggestionsByExpression({ FeedIds: [1, 2], SearchExpression: 'mus' });
    expect(query()).toBe(
      'GetMediaItemsSearchSuggestions?FeedIds=1%2C2&SearchExpression=mus&Count=5',
    );
  });

  it('a given Count wins', async () => {
    const { client, query } = clientAnswering([]);
    await client.getSearchSuggestions({ FeedIds: [1], SearchText: 'a', Count: 3 });
    expect(query()).toBe('GetMediaItemsSearchSuggestions?FeedIds=1&SearchText=a&Count=3');
  });
});

describe('given GetMediaItemDescription', () => {
  it('sends ItemId and FeedId and parses the JSON string into an extended item', async () => {
    const { client, query } = clientAnswering(JSON.stringify(event));
    await expect(client.getMediaItemDescription({ ItemId: 12, FeedId: 3 })).resolves.toEqual(event);
    expect(query()).toBe('GetMediaItemDescription?ItemId=12&FeedId=3');
  });

  it("answers null for the string 'null' (no such item)", async () => {
    const { client } = clientAnswering('null');
    await expect(client.getMediaItemDescription({ ItemId: 1, FeedId: 1 })).resolves.toBeNull();
  });

  it("rejects garbage with reason 'invalid'", async () => {
    const { client } = clientAnswering('{"Id": 1,');
    const error = await rejection(client.getMediaItemDescription({ ItemId: 1, FeedId: 1 }));
    expect(error.reason).toBe('invalid');
  });

  it("rejects an item without an Id with reason 'invalid'", async () => {
    const { client } = clientAnswering(JSON.stringify({ ...event, Id: undefined }));
    const error = await rejection(client.getMediaItemDescription({ ItemId: 1, FeedId: 1 }));
    expect(error.reason).toBe('invalid');
    expect(error.message).toContain('GetMediaItemDescription');
  });
});

describe('given GetMediaItemsClone', () => {
  it('asks for up to 1000 extended items from the first', async () => {
    const { client, query } = clientAnswering([event]);
    await expect(client.getMediaItemsClone({ FeedIds: [5], HasCategorys: true })).resolves.toEqual([
      event,
    ]);
    expect(query()).toBe('GetMediaItemsClone?FeedIds=5&skip=0&take=1000&HasCategorys=true');
  });
});

describe('given GetPhotosSet', () => {
  const set = {
    Title: 'Sports day',
    Date: '2026-11-21T09:30:00Z',
    Photos: [
      {
        Sizes: [
          { ImageSize: 75, ImageUrl: 'https://img.test/s.jpg' },
          { ImageSize: 1024, ImageUrl: 'https://img.test/l.jpg' },
        ],
      },
    ],
  };

  it('sends SetId and answers the set', async () => {
    const { client, query } = clientAnswering(set);
    await expect(client.getPhotosSet({ SetId: '72157600000000001' })).resolves.toEqual(set);
    expect(query()).toBe('GetPhotosSet?SetId=72157600000000001');
  });

  it('answers null when the service has no such set', async () => {
    const { client } = clientAnswering(null);
    await expect(client.getPhotosSet({ SetId: 1 })).resolves.toBeNull();
  });

  it("rejects an answer that is not an object with reason 'invalid'", async () => {
    const { client } = clientAnswering('nope');
    expect((await rejection(client.getPhotosSet({ SetId: 1 }))).reason).toBe('invalid');
  });
});
