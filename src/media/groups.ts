import type { FeedGroup, ItemType } from './types';

/** A feed group without what the page config supplies (FeedIds, defaultImage). */
export type FeedGroupDefinition = Omit<FeedGroup, 'FeedIds' | 'defaultImage'>;

type Row = [
  name: string,
  slug: FeedGroup['Slug'],
  feeds: ItemType[],
  target: FeedGroup['PostTarget'],
  postLabel: string,
  /** What "View all ..." lists. */
  listNoun: string,
];

// Spec section 3, in its order. Groups whose posts open in the site's own pop-ups or players
// (news, events, photos, videos, audio, magazines) target _self; a post on a social network
// or an external blog opens that site, so _blank.
const ROWS: Row[] = [
  ['News', 'news', ['TiarcNews'], '_self', 'Read more', 'news'],
  ['Events', 'events', ['TiarcCalendar'], '_self', 'View event', 'events'],
  ['Twitter', 'twitter', ['Twitter'], '_blank', 'View tweet', 'tweets'],
  ['Photos', 'photos', ['Flickr'], '_self', 'View photos', 'photos'],
  ['Blog', 'blog', ['Tumblr', 'WordPress'], '_blank', 'Read post', 'posts'],
  ['Videos', 'videos', ['Youtube', 'TiarcVideo', 'Vimeo'], '_self', 'Watch video', 'videos'],
  ['Facebook', 'facebook', ['Facebook'], '_blank', 'View post', 'posts'],
  [
    'SoundCloud',
    'soundcloud',
    ['SoundCloudTrack', 'SoundCloudPlaylist'],
    '_self',
    'Listen',
    'tracks',
  ],
  ['Magazines', 'publications', ['Issuu'], '_self', 'Read magazine', 'magazines'],
  ['Instagram', 'instagram', ['Instagram'], '_blank', 'View post', 'posts'],
  ['Pinterest', 'pinterest', ['Pinterest'], '_blank', 'View pin', 'pins'],
];

// Frozen: groupOfItemType and groupBySlug hand out these very objects.
const GROUPS: readonly FeedGroupDefinition[] = ROWS.map(
  ([GroupName, Slug, Feeds, PostTarget, PostViewLabel, listNoun]) =>
    Object.freeze({
      GroupName,
      Slug,
      Feeds: Object.freeze(Feeds) as ItemType[],
      Class: `wgt-group--${Slug}`,
      CategoryUrl: Slug === 'events' ? '/calendar' : `/media/filter/${Slug}`,
      IconLogoClass: `wgt-icon--${Slug}`,
      PostTarget,
      PostViewLabel,
      CategoryViewLabel: `View all ${listNoun}`,
    }),
);

const BY_TYPE = Object.fromEntries(
  GROUPS.flatMap((group) => group.Feeds.map((type) => [type, group])),
) as Record<ItemType, FeedGroupDefinition>;

/**
 * The eleven groups with their feed ids from the page config (a slug missing there gets no
 * feeds) and one default image for all.
 */
export function feedGroups(
  feedIdsBySlug: Partial<Record<string, readonly number[]>>,
  defaultImage = '',
): FeedGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    Feeds: [...group.Feeds],
    FeedIds: [...(feedIdsBySlug[group.Slug] ?? [])],
    defaultImage,
  }));
}

/** Every ItemType belongs to exactly one group. */
export function groupOfItemType(type: ItemType): FeedGroupDefinition {
  return BY_TYPE[type];
}

export function groupBySlug(slug: string): FeedGroupDefinition | undefined {
  return GROUPS.find((group) => group.Slug === slug);
}
