// Domain types of spec section 3. Field names are the media service's own (PascalCase) so
// that an answer, a demo seed item and a parsed item read the same. Dates on the wire come in
// several forms (ISO 8601, ASP.NET's "/Date(ms+0100)/"); a parsed item holds ISO 8601 in UTC
// ("2026-11-21T09:30:00Z"), see ./wire.ts.

import type { ItemType } from './item-types';

export { ITEM_TYPES, type ItemType } from './item-types';

/** A media item as listed by GetMediaItems / GetMediaItemsAdvanced / GetMediaItemsClone. */
export interface MediaItem {
  Id: number;
  FeedId: number;
  ItemType: ItemType;
  Title: string;
  /** HTML from the source network: untrusted, sanitise before rendering. */
  Description: string;
  Image: string;
  URL: string;
  User: string;
  /** ISO 8601; '' when the source gave none. */
  Date: string;
  /** ISO 8601; '' when none (events only). */
  EndDate: string;
  /** Comma separated. */
  Tags: string;
  IsFeatured: boolean;
  /** Photo count of a Flickr set; 0 otherwise. */
  ItemsCount: number;
  ScreeName: string;
}

/** GetMediaItemDescription answer, and items listed with IsExtended=true. */
export interface ExtendedMediaItem extends MediaItem {
  Category1: string;
  Category1Id: number;
  Category2: string;
  Category2Id: number;
  IsAlert: boolean;
  IsAllDay: boolean;
  IsBooking: boolean;
  Link: string;
  Location: string;
  LocationAdress: string;
  /** null when the event has no coordinates. */
  Latitude: number | null;
  Longitude: number | null;
  BannerImage: string;
  LastUpdateDate: string;
  StartDateString: string;
  EndDateString: string;
  /** Booking form code; '' when the event takes no bookings. */
  WoofooCode: string;
  TotalTickets: number;
  TicketsReserved: number;
}

export interface PhotoSize {
  ImageSize: number;
  ImageUrl: string;
}

export interface Photo {
  Sizes: PhotoSize[];
}

/** GetPhotosSet answer. Sizes are ascending; index 3 is the preview size. */
export interface PhotoSet {
  Title: string;
  Date: string;
  Photos: Photo[];
}

export interface Category {
  id: number;
  name: string;
}

/** Spec section 3 feed group; group definitions live in ./groups.ts. */
export interface FeedGroup {
  GroupName: string;
  /** URL slug used by /media/filter/{slug}. */
  Slug: GroupSlug | 'events';
  Feeds: ItemType[];
  Class: string;
  CategoryUrl: string;
  IconLogoClass: string;
  PostTarget: '_self' | '_blank';
  PostViewLabel: string;
  CategoryViewLabel: string;
  defaultImage: string;
  FeedIds: number[];
}

/** The ten category slugs of /media/filter/{group} (spec section 2): every group but events. */
export type GroupSlug =
  | 'news'
  | 'twitter'
  | 'photos'
  | 'blog'
  | 'videos'
  | 'facebook'
  | 'soundcloud'
  | 'publications'
  | 'instagram'
  | 'pinterest';
