// The one table of spec section 3 (item-types.json): the feed groups in spec order, and for each
// of the fifteen ItemTypes its group (so link target, labels, source icon), card, pop-up and embed
// player. Every other module asks here; the demo reads the same JSON. Rows are arrays (columns
// named in the JSON): the table rides on every page of cards, and named fields cost a third more.
import type { PopupKind } from '../kernel/types';
import type { EmbedProvider } from './embed/providers';
import { groups, itemTypes } from './item-types.json';
import type { FeedGroup } from './types';

export type ItemType = keyof typeof itemTypes;

export type EmbedKind = 'video' | 'audio' | 'playlist' | 'magazine' | 'post' | 'form';

/** itemTypeColumns: group, card, popup, embedProvider, embedKind. */
type Row = [string, 'story' | 'event', PopupKind | null, EmbedProvider | null, EmbedKind | null];

export interface ItemTypeRow {
  group: string;
  /** Events get the event card (date block, time interval); everything else a story card. */
  card: 'story' | 'event';
  /** The pop-up a card opens (social: the player pop-up, consent first); null: follows its link. */
  popup: PopupKind | null;
  /** The click-to-load player: its provider (src/media/embed/providers/) and kind; null for none. */
  embed: { provider: EmbedProvider; kind: EmbedKind } | null;
}

const TYPES = itemTypes as unknown as Record<ItemType, Row>;

/** The fifteen ItemTypes, in the table's order. */
export const ITEM_TYPES = Object.keys(TYPES) as ItemType[];

/** What `type` is; undefined for a type the table does not know (untrusted data). */
export function itemTypeOf(type: string): ItemTypeRow | undefined {
  if (!Object.hasOwn(TYPES, type)) return undefined;
  const [group, card, popup, provider, kind] = TYPES[type as ItemType];
  return { group, card, popup, embed: provider && kind ? { provider, kind } : null };
}

// ----- Feed groups

/** A feed group without what the page config supplies (FeedIds, defaultImage) and its Feeds. */
export type FeedGroupDefinition = Omit<FeedGroup, 'FeedIds' | 'defaultImage' | 'Feeds'>;

// Groups whose cards link to this site's pages (news, events, photos, videos, audio, magazines)
// target _self; social and external blog cards link to that site, so _blank: a social card opens
// the player pop-up on a plain click, and its link (new tab, no JavaScript) leads to the post
// without taking the visitor off this page. Frozen: groupBySlug hands out these very objects.
const GROUPS: readonly FeedGroupDefinition[] = groups.map((row) => {
  // groupColumns: slug, name, target, postViewLabel, listNoun.
  const [slug, GroupName, target, PostViewLabel, listNoun] = row as [
    string,
    string,
    string,
    string,
    string,
  ];
  const Slug = slug as FeedGroup['Slug'];
  return Object.freeze({
    GroupName,
    Slug,
    Class: `wgt-group--${Slug}`,
    CategoryUrl: Slug === 'events' ? '/calendar' : `/media/filter/${Slug}`,
    IconLogoClass: `wgt-icon--${Slug}`,
    PostTarget: target as FeedGroup['PostTarget'],
    PostViewLabel,
    CategoryViewLabel: `View all ${listNoun}`,
  });
});

/** The eleven groups' slugs in spec order, events included. */
export const GROUP_ORDER: readonly string[] = GROUPS.map((group) => group.Slug);

/** The eleven groups, with page-config feed ids (none for a missing slug) and a default image. */
export function feedGroups(
  feedIdsBySlug: Partial<Record<string, readonly number[]>>,
  defaultImage = '',
): FeedGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    Feeds: ITEM_TYPES.filter((type) => TYPES[type][0] === group.Slug),
    FeedIds: [...(feedIdsBySlug[group.Slug] ?? [])],
    defaultImage,
  }));
}

/** Every ItemType belongs to exactly one group. */
export function groupOfItemType(type: ItemType): FeedGroupDefinition {
  return groupBySlug(TYPES[type]?.[0] ?? '') as FeedGroupDefinition;
}

export function groupBySlug(slug: string): FeedGroupDefinition | undefined {
  return GROUPS.find((group) => group.Slug === slug);
}
