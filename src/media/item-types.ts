// The one table of spec section 3 (item-types.json): the feed groups in spec order, and for each
// of the fifteen ItemTypes its group (and through it the link target, labels and source icon),
// its card, its pop-up and its embed player. Every other module asks here; the demo reads the
// same JSON. A row leaves out what is usual: a story card, no pop-up, no player.
import type { PopupKind } from '../kernel/types';
import { groups, itemTypes } from './item-types.json';
import type { FeedGroup, GroupSlug } from './types';

export type ItemType = keyof typeof itemTypes;

export type EmbedKind = 'video' | 'audio' | 'playlist' | 'magazine' | 'post' | 'form';

interface TableRow {
  group: string;
  card?: 'event';
  popup?: PopupKind;
  provider?: string;
  embed?: EmbedKind;
}

export interface ItemTypeRow {
  group: string;
  /** Events get the event card (date block, time interval); everything else a story card. */
  card: 'story' | 'event';
  /** The site's own pop-up a card opens; null: the card follows its link (social and blog posts). */
  popup: PopupKind | null;
  /** The click-to-load player of src/media/embed/providers.ts; null for none. */
  embed: { provider: string; kind: EmbedKind } | null;
}

const TYPES = itemTypes as Record<ItemType, TableRow>;

/** The fifteen ItemTypes, in the table's order. */
export const ITEM_TYPES = Object.keys(TYPES) as ItemType[];

/** What `type` is; undefined for a type the table does not know (untrusted data). */
export function itemTypeOf(type: string): ItemTypeRow | undefined {
  if (!Object.hasOwn(TYPES, type)) return undefined;
  const { group, card = 'story', popup = null, provider, embed } = TYPES[type as ItemType];
  return { group, card, popup, embed: provider && embed ? { provider, kind: embed } : null };
}

// ----- Feed groups

/** A feed group without what the page config supplies (FeedIds, defaultImage). */
export type FeedGroupDefinition = Omit<FeedGroup, 'FeedIds' | 'defaultImage'>;

// Groups whose posts open in the site's own pop-ups or players (news, events, photos, videos,
// audio, magazines) target _self; a post on a social network or an external blog opens that
// site, so _blank. Frozen: groupOfItemType and groupBySlug hand out these very objects.
const GROUPS: readonly FeedGroupDefinition[] = groups.map((row) => {
  const Slug = row.slug as FeedGroup['Slug'];
  return Object.freeze({
    GroupName: row.name,
    Slug,
    Feeds: Object.freeze(ITEM_TYPES.filter((type) => TYPES[type].group === Slug)) as ItemType[],
    Class: `wgt-group--${Slug}`,
    CategoryUrl: Slug === 'events' ? '/calendar' : `/media/filter/${Slug}`,
    IconLogoClass: `wgt-icon--${Slug}`,
    PostTarget: row.target as FeedGroup['PostTarget'],
    PostViewLabel: row.postLabel,
    CategoryViewLabel: `View all ${row.listNoun}`,
  });
});

/** The eleven groups' slugs in spec order, events included. */
export const GROUP_ORDER: readonly string[] = GROUPS.map((group) => group.Slug);

/** The ten category slugs of /media/filter/{group} (spec section 2): every group but events. */
export const GROUP_SLUGS = GROUP_ORDER.filter((slug) => slug !== 'events') as GroupSlug[];

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
  return groupBySlug(TYPES[type]?.group ?? '') as FeedGroupDefinition;
}

export function groupBySlug(slug: string): FeedGroupDefinition | undefined {
  return GROUPS.find((group) => group.Slug === slug);
}
