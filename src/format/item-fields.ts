// The fields of a media item (spec section 3) that the rules read, with the service's names and
// types. Declared here, not taken from src/media/types.ts: src/format is the floor below
// src/media (docs/architecture.md, "Floors"), which reads the wire with these rules, so nothing
// here imports from it. A MediaItem or ExtendedMediaItem fits (test/unit/format/item-fields.test.ts).

export interface ItemFields {
  Id: number;
  FeedId: number;
  Title: string;
  /** ISO 8601; '' when the source gave none. */
  Date: string;
  /** ISO 8601; '' when none (events only). */
  EndDate: string;
  URL: string;
  Category1: string;
  Category1Id: number;
  Category2: string;
  Category2Id: number;
  IsAlert: boolean;
  IsAllDay: boolean;
  Link: string;
  Location: string;
  LocationAdress: string;
  /** Booking form code; '' when the event takes no bookings. */
  WoofooCode: string;
  TotalTickets: number;
  TicketsReserved: number;
}

/** One size of a photo set's photo (GetPhotosSet). */
export interface PhotoSizeFields {
  ImageSize: number;
  ImageUrl: string;
}
