import { act } from 'react';
import { vi } from 'vitest';
import { sharePath } from '../../../src/i18n';
import type { WidgetsConfig } from '../../../src/kernel/types';
import type { MediaClient } from '../../../src/media/client';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { type Rendered, render } from '../cards/render';

export const CONFIG: Partial<WidgetsConfig> = {
  mediaServiceUrl: 'http://localhost/media-service/',
  imageServiceUrl: '/image-service/image',
  defaultImage: '/images/default.jpg',
  feedGroups: { news: [1], events: [4, 5] },
  mapTileUrl: 'http://localhost/tiles/{z}/{x}/{y}.png',
  timeZone: 'Europe/London',
  embedHosts: { booking: 'http://127.0.0.1:9/embed-standin/booking' },
};

/** An extended item with every field filled; tests override what they are about. */
export function extendedItem(overrides: Partial<ExtendedMediaItem> = {}): ExtendedMediaItem {
  return {
    Id: 300,
    FeedId: 4,
    ItemType: 'TiarcCalendar',
    Title: 'Winter concert',
    Description: '<p>Our choirs and orchestra.</p>',
    Image: '/images/event-300.jpg',
    URL: '/events/winter-concert-300',
    User: 'Riverside',
    Date: '2026-12-03T18:30:00Z',
    EndDate: '2026-12-03T20:00:00Z',
    Tags: '',
    IsFeatured: false,
    ItemsCount: 0,
    ScreeName: '',
    Category1: 'Music',
    Category1Id: 3,
    Category2: 'Community',
    Category2Id: 7,
    IsAlert: false,
    IsAllDay: false,
    IsBooking: false,
    Link: '/events/winter-concert',
    Location: 'Main hall',
    LocationAdress: '1 River Road, London',
    Latitude: 51.48,
    Longitude: -0.2,
    BannerImage: '/images/banner-300.jpg',
    LastUpdateDate: '2026-11-20T10:00:00Z',
    StartDateString: '',
    EndDateString: '',
    WoofooCode: '',
    TotalTickets: 0,
    TicketsReserved: 0,
    ...overrides,
  };
}

export function fakeClient(calls: Partial<Record<keyof MediaClient, unknown>> = {}): MediaClient {
  return {
    getMediaItemsClone: vi.fn(async () => []),
    getMediaItemDescription: vi.fn(async () => null),
    ...calls,
  } as unknown as MediaClient;
}

export const contentProps = (item: ExtendedMediaItem, client = fakeClient()) => ({
  item,
  titleId: 'popup-title',
  config: CONFIG,
  shareUrl: `http://localhost${sharePath({ kind: 'event', feedId: item.FeedId, itemId: item.Id })}`,
  client,
});

/** Lets promises, lazy chunks and effects run. */
export async function settle() {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function renderAndSettle(node: React.ReactNode) {
  const rendered: Rendered = render(node);
  await settle();
  return rendered;
}

export const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function click(element: Element | null) {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Settles until `check` holds (lazy chunks compile on first use under vitest), at most ~3 s. */
export async function waitFor(check: () => boolean) {
  for (let round = 0; round < 300 && !check(); round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  if (!check()) throw new Error('waitFor: the condition never held');
}
