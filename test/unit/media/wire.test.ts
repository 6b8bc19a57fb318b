// What an ASP.NET media service sends, field by field: loose types, nulls, encoded
// names, JSON strings inside JSONP for any call. A field that cannot be read costs that field
// only, with one warning naming the call, the item and the field.
import { describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { extendedMediaItem, parseList } from '../../../src/media/schema';
import { createFullMediaClient } from '../../support/full-media-client';

const event = {
  Id: '3000000001',
  FeedId: '6',
  ItemType: 'TiarcCalendar',
  Title: 'Parents &amp; Teachers: F&#234;te de l&#39;&#233;cole',
  Description: '<p>Bring a friend &amp; a cake</p>',
  Image: '',
  URL: '',
  User: null,
  Date: '/Date(1782900000000+0100)/',
  EndDate: '/Date(1782907200000+0100)/',
  Tags: ' fete , families,  summer ',
  IsFeatured: 'False',
  ItemsCount: null,
  ScreeName: null,
  Category1: 'Community &amp; Events',
  Category1Id: '12',
  Category2: null,
  Category2Id: null,
  IsAlert: 'True',
  IsAllDay: 'false',
  IsBooking: 'true',
  Link: null,
  Location: 'Caf&eacute; garden',
  LocationAdress: null,
  Latitude: '51.5072',
  Longitude: '-0.1276',
  BannerImage: '',
  LastUpdateDate: '/Date(1782000000000)/',
  StartDateString: '01/07/2026 11:00',
  EndDateString: '01/07/2026 13:00',
  WoofooCode: null,
  TotalTickets: '120',
  TicketsReserved: '7',
};

function clientAnswering(answer: unknown) {
  return createFullMediaClient({
    log,
    baseUrl: 'https://media.test/api',
    transport: async () => answer,
  });
}

const [item] = await parseList('GetMediaItems', extendedMediaItem, [event], log);

describe('given an event as an ASP.NET service writes it', () => {
  it('reads numbers, ids above 2^31 and booleans sent as strings', () => {
    expect(item).toMatchObject({
      Id: 3_000_000_001,
      FeedId: 6,
      Category1Id: 12,
      TotalTickets: 120,
      TicketsReserved: 7,
      Latitude: 51.5072,
      Longitude: -0.1276,
      IsFeatured: false,
      IsAlert: true,
      IsAllDay: false,
      IsBooking: true,
    });
  });

  it('reads ASP.NET dates as ISO 8601 in UTC', () => {
    expect(item?.Date).toBe('2026-07-01T10:00:00Z');
    expect(item?.EndDate).toBe('2026-07-01T12:00:00Z');
    expect(item?.LastUpdateDate).toBe('2026-06-21T00:00:00Z');
  });

  it('decodes titles and names exactly once, and leaves the HTML description alone', async () => {
    expect(item?.Title).toBe("Parents & Teachers: Fête de l'école");
    expect(item?.Category1).toBe('Community & Events');
    expect(item?.Location).toBe('Café garden');
    expect(item?.Description).toBe('<p>Bring a friend &amp; a cake</p>');
    const [twice] = await parseList(
      'T',
      extendedMediaItem,
      [{ ...event, Title: 'a &amp;lt; b' }],
      log,
    );
    expect(twice?.Title).toBe('a &lt; b');
  });

  it('gives nulls and empty strings the empty value, and trims the tags', () => {
    expect(item).toMatchObject({
      User: '',
      ScreeName: '',
      ItemsCount: 0,
      Category2: '',
      Category2Id: 0,
      Image: '',
      URL: '',
      WoofooCode: '',
      Tags: 'fete,families,summer',
    });
  });

  it('keeps the wall-time strings in one form, whichever order was sent', () => {
    expect(item).toMatchObject({
      StartDateString: '2026-07-01 11:00',
      EndDateString: '2026-07-01 13:00',
    });
  });

  it('takes the date from StartDateString when Date is missing', async () => {
    const [undated] = await parseList(
      'GetMediaItems',
      extendedMediaItem,
      [{ ...event, Date: null, EndDate: null }],
      log,
    );
    expect(undated?.Date).toBe('2026-07-01T10:00:00Z');
    expect(undated?.EndDate).toBe('2026-07-01T12:00:00Z');
  });
});

describe('given fields that cannot be read', () => {
  it('empties only those fields and warns once, naming the call, the item and each field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = await clientAnswering([
      { ...event, Date: 'next Tuesday', StartDateString: null, TotalTickets: 'lots' },
      { ...event, Id: 2, Latitude: 'north', IsAlert: 'maybe' },
    ]).getMediaItems({ FeedIds: [6], skip: 0, take: 2, IsExtended: true });
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ Date: '', TotalTickets: 0, Title: expect.any(String) });
    expect(items[0]?.EndDate).toBe('2026-07-01T12:00:00Z');
    expect(items[1]).toMatchObject({ Latitude: null, IsAlert: false, Longitude: -0.1276 });
    expect(warn).toHaveBeenCalledOnce();
    const [message, fields] = warn.mock.calls[0] as [string, string[]];
    expect(message).toContain('GetMediaItems');
    expect(fields).toEqual([
      '3000000001: Date',
      '3000000001: TotalTickets',
      '2: IsAlert',
      '2: Latitude',
    ]);
  });

  it('does not warn about nulls: an absent field is not a broken one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await clientAnswering([event]).getMediaItems({ FeedIds: [6], skip: 0, take: 1 });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('given a JSON string inside JSONP, for any call', () => {
  it('parses it for item lists, photo sets, suggestions, feed details and tokens', async () => {
    const json = (value: unknown) => JSON.stringify(value);
    const items = await clientAnswering(json([event])).getMediaItems({
      FeedIds: [6],
      skip: 0,
      take: 1,
    });
    expect(items[0]?.Id).toBe(3_000_000_001);
    const set = await clientAnswering(
      json({
        Title: 'Founders&#39; day',
        Date: '/Date(-250000000000)/',
        Photos: [{ Sizes: [{ ImageSize: '240', ImageUrl: 'https://img.test/1.jpg' }] }],
      }),
    ).getPhotosSet({ SetId: 1 });
    expect(set).toEqual({
      Title: "Founders' day",
      Date: '1962-01-29T11:33:20Z',
      Photos: [{ Sizes: [{ ImageSize: 240, ImageUrl: 'https://img.test/1.jpg' }] }],
    });
    const suggestions = await clientAnswering(json(['Art &amp; design'])).getSearchSuggestions({
      FeedIds: [6],
      SearchText: 'art',
    });
    expect(suggestions).toEqual(['Art & design']);
    const details = await clientAnswering(
      json([{ FeedId: '6', FeedType: 'TiarcCalendar' }]),
    ).getMediaFeedDetails({ FeedIds: [6] });
    expect(details).toEqual([{ FeedId: 6, FeedType: 'TiarcCalendar' }]);
    expect(
      await clientAnswering(json('tok-123')).getApplicationToken({ FeedType: 'Twitter' }),
    ).toBe('tok-123');
    expect(await clientAnswering('tok-456').getApplicationToken({ FeedType: 'Twitter' })).toBe(
      'tok-456',
    );
  });
});
