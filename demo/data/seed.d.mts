// Types of seed.mjs for the TypeScript tests.
import type {
  Category,
  ExtendedMediaItem,
  FeedDetails,
  GroupSlug,
  ItemType,
  PhotoSet,
} from '../../src/media/types.ts';

export type FeedGroupSlug = GroupSlug | 'events';

export interface Seed {
  feeds: FeedDetails[];
  items: ExtendedMediaItem[];
  /** Keyed by the Flickr item's Id (the SetId). */
  photoSets: Record<number, PhotoSet>;
  categories: Category[];
  feedIdsByGroup: Readonly<Record<FeedGroupSlug, number[]>>;
}

export declare const ITEM_TYPES: readonly ItemType[];
export declare const FEEDS: FeedDetails[];
export declare const feedIdsByGroup: Readonly<Record<FeedGroupSlug, number[]>>;
export declare const CATEGORIES: Category[];
export declare const PHOTO_SIZES: number[];
export declare function mulberry32(seed: number): () => number;
export declare function iso(ms: number): string;
export declare function londonOffset(utcMs: number): number;
export declare function londonToUtc(
  y: number,
  m: number,
  d: number,
  h?: number,
  min?: number,
): number;
export declare function londonDay(utcMs: number): [number, number, number];
export declare function createSeed(now?: Date): Seed;
