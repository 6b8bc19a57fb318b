import { describe, expect, it } from 'vitest';
import { checkFeeds, configuredFeedIds } from '../../../src/bridge/feed-check';
import {
  feedDetailsUrl,
  readFeedDetails,
  type ServiceFeed,
} from '../../../src/bridge/feed-details';
import { MediaRequestError } from '../../../src/media/error';

// The service's answer for the demo's feeds: 1-3 news, 4-6 events, 12 photos, 15 Tumblr, 16 WordPress.
const service: ServiceFeed[] = [
  { FeedId: 1, FeedType: 'TiarcNews' },
  { FeedId: 2, FeedType: 'TiarcNews' },
  { FeedId: 3, FeedType: 'TiarcNews' },
  { FeedId: 4, FeedType: 'TiarcCalendar' },
  { FeedId: 5, FeedType: 'TiarcCalendar' },
  { FeedId: 12, FeedType: 'Flickr' },
  { FeedId: 15, FeedType: 'Tumblr' },
  { FeedId: 16, FeedType: 'WordPress' },
];

describe('given the config feedGroups and the GetMediaFeedDetails answer', () => {
  it('finds nothing when every FeedId is known and in its FeedType group', () => {
    expect(
      checkFeeds({ news: [1, 2, 3], events: [4, 5], photos: [12], blog: [15, 16] }, service),
    ).toEqual([]);
  });

  it('names a FeedId the service does not know, with the group it is under', () => {
    expect(checkFeeds({ news: [1, 99], events: [4] }, service)).toEqual([
      'FeedId 99 (under "news") is unknown to the media service: its items cannot show.',
    ]);
  });

  it('names a FeedId whose FeedType belongs to another group, and what the group takes', () => {
    expect(checkFeeds({ news: [1, 4], events: [5], blog: [12] }, service)).toEqual([
      'FeedId 4 (under "news") is a TiarcCalendar feed, which belongs to "events": "news" takes TiarcNews feeds.',
      'FeedId 12 (under "blog") is a Flickr feed, which belongs to "photos": "blog" takes Tumblr, WordPress feeds.',
    ]);
  });

  it('says when the service names a FeedType the widgets do not know, or none readable', () => {
    const answer = [
      { FeedId: 40, FeedType: 'LinkedIn' },
      { FeedId: 41, FeedType: '' },
    ];
    expect(checkFeeds({ news: [40, 41] }, answer)).toEqual([
      'FeedId 40 (under "news") is a "LinkedIn" feed, a FeedType the widgets do not know.',
      `FeedId 41 (under "news"): the media service's answer gives no FeedType that can be read.`,
    ]);
  });

  it('cuts a runaway FeedType in the sentence', () => {
    const [line] = checkFeeds({ news: [42] }, [{ FeedId: 42, FeedType: 'x'.repeat(5000) }]);
    expect(line).toBe(
      `FeedId 42 (under "news") is a "${'x'.repeat(40)}…" feed, a FeedType the widgets do not know.`,
    );
  });

  it('names a group slug that is not a feed group once, and still checks its FeedIds', () => {
    expect(checkFeeds({ vidoes: [1, 98], news: [] }, service)).toEqual([
      '"vidoes" is not a feed group (expected one of: news, events, twitter, photos, blog, videos, facebook, soundcloud, publications, instagram, pinterest).',
      'FeedId 98 (under "vidoes") is unknown to the media service: its items cannot show.',
    ]);
  });

  it('finds every FeedId unknown when the service lists none of them', () => {
    expect(checkFeeds({ news: [1], events: [4] }, [])).toHaveLength(2);
  });
});

describe('given the FeedIds to ask the service about', () => {
  it('lists each configured FeedId once, in the order written', () => {
    expect(
      configuredFeedIds({ news: [3, 1], events: [4], blog: [1, 15], photos: undefined }),
    ).toEqual([3, 1, 4, 15]);
  });
});

describe('given a GetMediaFeedDetails answer as the service sends it', () => {
  it('reads a list, or a JSON string of one (ASP.NET), FeedIds as numbers or digits', () => {
    const sent = [
      { FeedType: 'TiarcNews', FeedId: 1 },
      { FeedType: ' Flickr ', FeedId: '12' },
    ];
    const read = [
      { FeedId: 1, FeedType: 'TiarcNews' },
      { FeedId: 12, FeedType: 'Flickr' },
    ];
    expect(readFeedDetails(sent)).toEqual(read);
    expect(readFeedDetails(JSON.stringify(sent))).toEqual(read);
  });

  it('keeps an unknown FeedType, leaves an unreadable one empty, drops an entry without FeedId', () => {
    expect(
      readFeedDetails([
        { FeedId: 5, FeedType: 'LinkedIn' },
        { FeedId: 6, FeedType: { text: 'Flickr' } },
        { FeedId: 'x', FeedType: 'Flickr' },
        { FeedId: 2 ** 60, FeedType: 'Flickr' },
        null,
        'TiarcNews',
      ]),
    ).toEqual([
      { FeedId: 5, FeedType: 'LinkedIn' },
      { FeedId: 6, FeedType: '' },
    ]);
  });

  it("rejects, reason 'invalid', an answer that is no list", () => {
    for (const answer of [{}, null, 'not json', '{"FeedId":1}', 42]) {
      expect(() => readFeedDetails(answer)).toThrow(MediaRequestError);
    }
    expect(() => readFeedDetails('{')).toThrow('the answer is not JSON');
  });

  it('asks at the service base, with or without its slash, the FeedIds comma separated', () => {
    for (const base of ['https://media.test/api', 'https://media.test/api/']) {
      expect(feedDetailsUrl(base, [1, 4, 12])).toBe(
        'https://media.test/api/GetMediaFeedDetails?FeedIds=1%2C4%2C12',
      );
    }
  });
});
