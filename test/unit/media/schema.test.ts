import { describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { MediaRequestError } from '../../../src/media/error';
import { extendedMediaItem, mediaItem, parseList, photoSet } from '../../../src/media/schema';
import { createFullMediaClient } from '../../support/full-media-client';

const item = {
  Id: 1,
  FeedId: 3,
  ItemType: 'Twitter',
  Title: 'Hello',
  Description: '',
  Image: '',
  URL: 'https://twitter.test/1',
  User: 'school',
  Date: '2026-11-21T09:30:00Z',
  EndDate: '',
  Tags: '',
  IsFeatured: false,
  ItemsCount: 0,
  ScreeName: 'School',
};

function itemsAnswering(answer: unknown) {
  const client = createFullMediaClient({
    log,
    baseUrl: 'https://media.test/api',
    transport: async () => answer,
  });
  return client.getMediaItems({ FeedIds: [3], skip: 0, take: 10 });
}

describe('given a list answer that is not a list', () => {
  it.each([
    ['an object', { Items: [item] }],
    ['null', null],
    ['a string', 'oops'],
  ])("rejects %s with reason 'invalid'", async (_, answer) => {
    const error = await itemsAnswering(answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaRequestError);
    expect((error as MediaRequestError).reason).toBe('invalid');
    expect((error as MediaRequestError).message).toContain('GetMediaItems');
  });
});

describe('given a list with malformed items among good ones', () => {
  it('drops the malformed ones, keeps the rest, and warns once naming the call and Ids', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = [
      item,
      { ...item, Id: undefined },
      { ...item, Id: 7, ItemType: 'MySpace' },
      { ...item, Id: 8, FeedId: 'three' },
      { ...item, Id: { $numberLong: '9' } },
      42,
      null,
      { ...item, Id: 2 },
    ];
    const items = await itemsAnswering(answer);
    expect(items.map((kept) => kept.Id)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledOnce();
    const [message, dropped] = warn.mock.calls[0] as [string, string[]];
    expect(message).toContain('GetMediaItems');
    expect(message).toContain('6');
    expect(dropped).toHaveLength(6);
    expect(dropped[1]).toMatch(/^7: /);
    expect(dropped[2]).toMatch(/^8: /);
  });

  it('does not warn when every item is good', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await itemsAnswering([item]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('given a sloppy but usable item', () => {
  it('fills missing strings with empty text, numbers with 0 and flags with false', async () => {
    const [parsed] = await parseList(
      'Test',
      mediaItem,
      [{ Id: 1, FeedId: 2, ItemType: 'Flickr' }],
      log,
    );
    expect(parsed).toEqual({
      Id: 1,
      FeedId: 2,
      ItemType: 'Flickr',
      Title: '',
      Description: '',
      Image: '',
      URL: '',
      User: '',
      Date: '',
      EndDate: '',
      Tags: '',
      IsFeatured: false,
      ItemsCount: 0,
      ScreeName: '',
    });
  });

  it('accepts numeric strings for numbers and text-like flags', async () => {
    const [parsed] = await parseList(
      'Test',
      mediaItem,
      [{ ...item, Id: ' 12 ', FeedId: '3', ItemsCount: '24', IsFeatured: 'True' }],
      log,
    );
    expect(parsed).toMatchObject({ Id: 12, FeedId: 3, ItemsCount: 24, IsFeatured: true });
  });

  it('never lets an object or null through where text belongs', async () => {
    const [parsed] = await parseList(
      'Test',
      mediaItem,
      [{ ...item, Title: { text: 'x' }, User: null, Tags: ['a'], Image: 5 }],
      log,
    );
    expect(parsed).toMatchObject({ Title: '', User: '', Tags: '', Image: '5' });
  });

  it('strips fields it does not know', async () => {
    const [parsed] = await parseList('Test', mediaItem, [{ ...item, Secret: 'x' }], log);
    expect(parsed).not.toHaveProperty('Secret');
    expect(Object.keys(parsed ?? {})).toHaveLength(14);
  });

  it('a non-numeric count becomes 0 rather than dropping the item', async () => {
    const [parsed] = await parseList('Test', mediaItem, [{ ...item, ItemsCount: 'many' }], log);
    expect(parsed?.ItemsCount).toBe(0);
  });
});

describe('given an event with or without coordinates', () => {
  const event = { ...item, ItemType: 'TiarcCalendar' };

  it('keeps numeric and numeric-string coordinates', async () => {
    const [parsed] = await parseList(
      'Test',
      extendedMediaItem,
      [{ ...event, Latitude: '51.5', Longitude: -0.12 }],
      log,
    );
    expect(parsed).toMatchObject({ Latitude: 51.5, Longitude: -0.12 });
  });

  it('makes missing, null, empty or garbage coordinates null', async () => {
    const parsed = await parseList(
      'Test',
      extendedMediaItem,
      [
        event,
        { ...event, Latitude: null, Longitude: null },
        { ...event, Latitude: '', Longitude: 'north' },
      ],
      log,
    );
    for (const { Latitude, Longitude } of parsed) {
      expect([Latitude, Longitude]).toEqual([null, null]);
    }
    expect(parsed).toHaveLength(3);
  });

  it('fills the missing extended fields with empty values', async () => {
    const [parsed] = await parseList('Test', extendedMediaItem, [event], log);
    expect(parsed).toMatchObject({
      Category1: '',
      Category1Id: 0,
      IsAlert: false,
      IsBooking: false,
      WoofooCode: '',
      TotalTickets: 0,
      TicketsReserved: 0,
    });
  });
});

describe('given a photo set with broken sizes', () => {
  it('drops sizes whose ImageSize is not a number, and photos left without sizes', () => {
    const parsed = photoSet(
      {
        Title: 'Trip',
        Date: '2026-05-01T00:00:00Z',
        Photos: [
          {
            Sizes: [
              { ImageSize: 'big', ImageUrl: 'https://img.test/x.jpg' },
              { ImageSize: '240', ImageUrl: 'https://img.test/240.jpg' },
            ],
          },
          { Sizes: [{ ImageSize: 'huge', ImageUrl: 'https://img.test/y.jpg' }] },
          { Sizes: [] },
          { NoSizes: true },
          'photo',
        ],
      },
      () => {},
    );
    expect(parsed.Photos).toEqual([
      { Sizes: [{ ImageSize: 240, ImageUrl: 'https://img.test/240.jpg' }] },
    ]);
  });

  it('a set without a photo list has no photos', () => {
    expect(photoSet({ Title: 'Empty' }, () => {})).toEqual({
      Title: 'Empty',
      Date: '',
      Photos: [],
    });
  });
});

describe('reading a long list', () => {
  // A schema that takes a while per entry, as a year of extended events does on a slow phone.
  const slowItem: typeof mediaItem = (raw, unreadable) => {
    const until = performance.now() + 0.2;
    while (performance.now() < until) {}
    return mediaItem(raw, unreadable);
  };
  const entries = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...item, Id: index + 1 }));
  /** Whether a task queued as the reading starts runs before the reading ends. */
  async function otherTaskRanDuring(count: number) {
    let ran = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      ran = true;
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    const parsed = await parseList('Test', slowItem, entries(count), log);
    const ranDuring = ran;
    channel.port1.close();
    return { parsed, ranDuring };
  }

  it('lets the page run other tasks while it reads a thousand entries, and keeps them all in order', async () => {
    const { parsed, ranDuring } = await otherTaskRanDuring(1000);
    expect(ranDuring).toBe(true);
    expect(parsed.map((entry) => entry.Id)).toEqual(entries(1000).map((entry) => entry.Id));
  });

  it('reads a long answer from the next task, not in the one its script ran in', async () => {
    let read = 0;
    const counting: typeof mediaItem = (raw, unreadable) => {
      read++;
      return mediaItem(raw, unreadable);
    };
    const reading = parseList('Test', counting, entries(200), log);
    // Still the answer's task: its microtasks.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(read).toBe(0);
    expect(await reading).toHaveLength(200);
  });

  it('reads a page of twelve in one go', async () => {
    const { parsed, ranDuring } = await otherTaskRanDuring(12);
    expect(ranDuring).toBe(false);
    expect(parsed).toHaveLength(12);
  });
});
