import { describe, expect, it } from 'vitest';
import {
  feedGroups,
  GROUP_ORDER,
  groupBySlug,
  groupOfItemType,
} from '../../../src/media/item-types';
import { ITEM_TYPES, type ItemType } from '../../../src/media/types';

const GROUP_SLUGS = GROUP_ORDER.filter((slug) => slug !== 'events');

describe('given the fifteen item types', () => {
  it.each<[ItemType, string]>([
    ['TiarcNews', 'news'],
    ['TiarcCalendar', 'events'],
    ['Twitter', 'twitter'],
    ['Flickr', 'photos'],
    ['Tumblr', 'blog'],
    ['WordPress', 'blog'],
    ['Youtube', 'videos'],
    ['TiarcVideo', 'videos'],
    ['Vimeo', 'videos'],
    ['Facebook', 'facebook'],
    ['SoundCloudTrack', 'soundcloud'],
    ['SoundCloudPlaylist', 'soundcloud'],
    ['Issuu', 'publications'],
    ['Instagram', 'instagram'],
    ['Pinterest', 'pinterest'],
  ])('%s belongs to the %s group', (type, slug) => {
    expect(groupOfItemType(type).Slug).toBe(slug);
    expect(feedGroups({}).find((group) => group.Slug === slug)?.Feeds).toContain(type);
  });

  it('every type is in exactly one group', () => {
    const feeds = feedGroups({}).flatMap((group) => group.Feeds);
    expect([...feeds].sort()).toEqual([...ITEM_TYPES].sort());
  });
});

describe('given the groups of spec section 3', () => {
  it('lists them in the spec order with their names', () => {
    expect(feedGroups({}).map((group) => group.GroupName)).toEqual([
      'News',
      'Events',
      'Twitter',
      'Photos',
      'Blog',
      'Videos',
      'Facebook',
      'SoundCloud',
      'Magazines',
      'Instagram',
      'Pinterest',
    ]);
  });

  it('links each category page to /media/filter/{slug}, and events to /calendar', () => {
    for (const slug of GROUP_SLUGS) {
      expect(groupBySlug(slug)?.CategoryUrl).toBe(`/media/filter/${slug}`);
    }
    expect(groupBySlug('events')?.CategoryUrl).toBe('/calendar');
  });

  it('opens site content in place and social networks in a new tab', () => {
    const targets = Object.fromEntries(feedGroups({}).map((g) => [g.Slug, g.PostTarget]));
    expect(targets).toEqual({
      news: '_self',
      events: '_self',
      twitter: '_blank',
      photos: '_self',
      blog: '_blank',
      videos: '_self',
      facebook: '_blank',
      soundcloud: '_self',
      publications: '_self',
      instagram: '_blank',
      pinterest: '_blank',
    });
  });

  it('gives each group its classes and labels', () => {
    expect(groupBySlug('news')).toEqual({
      GroupName: 'News',
      Slug: 'news',
      Class: 'wgt-group--news',
      CategoryUrl: '/media/filter/news',
      IconLogoClass: 'wgt-icon--news',
      PostTarget: '_self',
      PostViewLabel: 'Read more',
      CategoryViewLabel: 'View all news',
    });
    expect(groupBySlug('twitter')?.IconLogoClass).toBe('wgt-icon--twitter');
  });

  it('knows no group by an unknown slug', () => {
    expect(groupBySlug('myspace')).toBeUndefined();
  });
});

describe('given feed ids from the page config', () => {
  it('gives each group its own ids, none when the config has none, and the default image', () => {
    const groups = feedGroups({ news: [1, 2], events: [7] }, '/img/default.jpg');
    const news = groups.find((group) => group.Slug === 'news');
    expect(news?.FeedIds).toEqual([1, 2]);
    expect(news?.defaultImage).toBe('/img/default.jpg');
    expect(groups.find((group) => group.Slug === 'events')?.FeedIds).toEqual([7]);
    expect(groups.find((group) => group.Slug === 'twitter')?.FeedIds).toEqual([]);
  });

  it('hands out copies: changing one does not change the definitions', () => {
    const ids = [1];
    const [news] = feedGroups({ news: ids });
    news?.Feeds.push('Twitter');
    news?.FeedIds.push(2);
    expect(feedGroups({})[0]?.Feeds).toEqual(['TiarcNews']);
    expect(ids).toEqual([1]);
  });
});
