import { getByRole, queryByRole, queryByText, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExtendedMediaItem } from '../../../src/media/types';
import EventPopup from '../../../widgets/popups/kinds/event/EventPopup';
import type { Rendered } from '../cards/render';
import {
  CONFIG,
  click,
  contentProps,
  extendedItem,
  fakeClient,
  renderAndSettle,
  text,
} from './render';

// Leaflet needs a real layout; the map itself is tested in Chromium (test/e2e/popups/popups.test.ts).
vi.mock('../../../widgets/popups/kinds/event/EventMap', () => ({
  default: (props: { latitude: number; longitude: number; place: string; tileUrl: string }) => (
    <section aria-label={`Map of ${props.place}`} data-tiles={props.tileUrl}>
      {props.latitude},{props.longitude}
    </section>
  ),
}));

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function show(item: ExtendedMediaItem, client = fakeClient(), config = CONFIG) {
  view = await renderAndSettle(<EventPopup {...contentProps(item, client)} config={config} />);
  return view.container;
}

describe('given a complete timed event', () => {
  it('shows categories, the labelled title, the time "start to end" and the date block', async () => {
    const root = await show(extendedItem());
    const categories = within(root).getByRole('list', { name: 'Categories' });
    expect(within(categories).getAllByRole('listitem').map(text)).toEqual(['Music', 'Community']);
    const heading = within(root).getByRole('heading', { level: 2 });
    expect([text(heading), heading.id]).toEqual(['Winter concert', 'popup-title']);
    expect(text(root.querySelector('.wgt-event-popup__time'))).toBe('18:30 to 20:00');
    expect(text(root.querySelector('.wgt-event-popup__day'))).toBe('03');
    expect(text(root.querySelector('.wgt-event-popup__month'))).toBe('Dec');
  });

  it('shows the image resized to 1000 and the banner', async () => {
    const root = await show(extendedItem());
    expect(root.querySelector('.wgt-event-popup__image')?.getAttribute('src')).toBe(
      '/images/event-300.jpg?command_1=resize&width_1=1000',
    );
    expect(root.querySelector('.wgt-event-popup__banner')?.getAttribute('src')).toContain(
      encodeURIComponent('/images/banner-300.jpg'),
    );
  });

  it('shows the venue, its map at the coordinates with the configured tiles, and a directions box', async () => {
    const root = await show(extendedItem());
    expect(text(root.querySelector('.wgt-event-popup__address'))).toBe(
      'Main hall1 River Road, London',
    );
    const map = within(root).getByLabelText('Map of Main hall');
    expect(text(map)).toBe('51.48,-0.2');
    expect(map?.getAttribute('data-tiles')).toBe(CONFIG.mapTileUrl);
    const start = within(root).getByRole('textbox', { name: 'Your starting address' });
    const form = start.closest('form');
    expect(form?.getAttribute('action')).toBe('https://www.google.com/maps/dir/');
    expect(form?.getAttribute('target')).toBe('_blank');
    expect(form?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(form?.querySelector<HTMLInputElement>('[name="destination"]')?.value).toBe(
      '1 River Road, London',
    );
  });

  it('links to the event page, and offers an .ics file and a Google Calendar link', async () => {
    const root = await show(extendedItem());
    const link = within(root).getByRole('link', { name: 'More about this event' });
    expect(link.getAttribute('href')).toBe('/events/winter-concert');
    const ics = within(root).getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(ics?.getAttribute('href')).toMatch(/^blob:/);
    expect(ics?.getAttribute('download')).toBe('event-300.ics');
    const google = within(root).getByRole('link', { name: /Add to Google Calendar/ });
    expect(google?.getAttribute('href')).toContain('dates=20261203T183000%2F20261203T200000');
    expect(google?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no Updated notice and no booking section', async () => {
    const root = await show(extendedItem());
    expect(queryByText(root, 'Updated')).toBeNull();
    expect(queryByRole(root, 'button', { name: 'Book Tickets Now' })).toBeNull();
    expect(queryByText(root, /Tickets left|sold out/)).toBeNull();
  });
});

describe('given an alert event', () => {
  it('shows the Updated notice', async () => {
    const root = await show(extendedItem({ IsAlert: true }));
    within(root).getByText('Updated');
  });
});

describe('given an all-day event over several days', () => {
  const allDay = extendedItem({
    IsAllDay: true,
    Date: '2026-06-11T23:00:00Z',
    EndDate: '2026-06-14T23:00:00Z',
  });

  it('reads "all day" with the London date block', async () => {
    const root = await show(allDay);
    expect(text(root.querySelector('.wgt-event-popup__time'))).toBe('all day');
    expect(text(root.querySelector('.wgt-event-popup__day'))).toBe('12');
    expect(text(root.querySelector('.wgt-event-popup__month'))).toBe('Jun');
  });

  it('exports the days 12 to 14 June with the end included', async () => {
    const root = await show(allDay);
    expect(
      within(root)
        .getByRole('link', { name: /Add to Google Calendar/ })
        .getAttribute('href'),
    ).toContain('dates=20260612%2F20260615');
  });
});

describe('given a timed event ending on another day', () => {
  it('reads "start to end date and time"', async () => {
    const root = await show(
      extendedItem({ Date: '2026-12-03T18:30:00Z', EndDate: '2026-12-05T12:00:00Z' }),
    );
    expect(text(root.querySelector('.wgt-event-popup__time'))).toBe('18:30 to 5th Dec 2026 12:00');
  });
});

describe('given a sparse event', () => {
  const sparse = extendedItem({
    Image: '',
    BannerImage: '',
    Category1: '',
    Category1Id: 0,
    Category2: '',
    Category2Id: 0,
    Location: '',
    LocationAdress: '',
    Latitude: null,
    Longitude: null,
    Link: '',
    Description: '',
    EndDate: '',
  });

  it('shows the title, time and date block, with no image, categories, venue, link or map', async () => {
    const client = fakeClient();
    const root = await show(sparse, client);
    expect(text(within(root).getByRole('heading', { level: 2 }))).toBe('Winter concert');
    expect(text(root.querySelector('.wgt-event-popup__time'))).toBe('18:30');
    expect(root.querySelector('img')).toBeNull();
    expect(queryByRole(root, 'list', { name: 'Categories' })).toBeNull();
    expect(queryByRole(root, 'textbox', { name: 'Your starting address' })).toBeNull();
    expect(queryByRole(root, 'link', { name: 'More about this event' })).toBeNull();
    // Without a category there is nothing to relate it to: no call at all.
    expect(client.getMediaItemsClone).not.toHaveBeenCalled();
  });

  it('a venue without coordinates has its address and directions but no map', async () => {
    const root = await show({ ...sparse, Location: 'Sports centre' });
    expect(text(root.querySelector('.wgt-event-popup__address'))).toBe('Sports centre');
    expect(queryByText(root, /^Map of/)).toBeNull();
    expect(root.querySelector('[aria-label^="Map of"]')).toBeNull();
    const start = within(root).getByRole('textbox', { name: 'Your starting address' });
    expect(
      start.closest('form')?.querySelector<HTMLInputElement>('[name="destination"]')?.value,
    ).toBe('Sports centre');
  });

  it('coordinates without a tile URL in the config give no map', async () => {
    const root = await show(extendedItem(), fakeClient(), { ...CONFIG, mapTileUrl: undefined });
    expect(root.querySelector('[aria-label^="Map of"]')).toBeNull();
  });

  it('an unsafe link is left out', async () => {
    const root = await show(extendedItem({ Link: 'javascript:alert(1)' }));
    expect(queryByRole(root, 'link', { name: 'More about this event' })).toBeNull();
  });
});

describe('given the booking states', () => {
  it('with tickets left: "N Tickets left | Book Tickets Now", the button revealing the booking form', async () => {
    const root = await show(
      extendedItem({ WoofooCode: 'w1x2y3ri', TotalTickets: 120, TicketsReserved: 82 }),
    );
    expect(text(root.querySelector('.wgt-booking__status'))).toBe(
      '38 Tickets left | Book Tickets Now',
    );
    const button = within(root).getByRole('button', { name: 'Book Tickets Now' });
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('.wgt-embed')).toBeNull();
    click(button);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    // The form is a third party's: still a click-to-load placeholder, no frame yet.
    expect(root.querySelector('.wgt-booking__form .wgt-embed')).not.toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('one ticket left reads "1 Ticket left"', async () => {
    const root = await show(
      extendedItem({ WoofooCode: 'w1x2y3ri', TotalTickets: 10, TicketsReserved: 9 }),
    );
    expect(text(root.querySelector('.wgt-booking__tickets'))).toBe('1 Ticket left');
  });

  it('sold out (or oversold): "All sold out" and no button', async () => {
    for (const reserved of [120, 125]) {
      const root = await show(
        extendedItem({ WoofooCode: 'w1x2y3ri', TotalTickets: 120, TicketsReserved: reserved }),
      );
      expect(text(root.querySelector('.wgt-booking'))).toBe('All sold out');
      expect(queryByRole(root, 'button', { name: 'Book Tickets Now' })).toBeNull();
      view?.unmount();
      view = undefined;
    }
  });

  it('no booking code: nothing, whatever the tickets say', async () => {
    const root = await show(extendedItem({ WoofooCode: '', TotalTickets: 50 }));
    expect(root.querySelector('.wgt-booking')).toBeNull();
    expect(root.textContent).not.toMatch(/Tickets|sold out/);
  });
});

describe('given other events in the events feeds', () => {
  // Related events are coming ones: the fixtures' events (render.tsx, 3 December 2026) are
  // seen from the week before, whatever day the tests run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const others = [
    extendedItem({ Id: 301, Title: 'Spring concert', Category1Id: 3, Category2Id: 0 }),
    extendedItem({ Id: 302, Title: 'Football', Category1Id: 9, Category2Id: 0 }),
    extendedItem({ Id: 300, Title: 'Winter concert (itself)' }),
    ...Array.from({ length: 8 }, (_, n) =>
      extendedItem({ Id: 310 + n, FeedId: 5, Title: `Fair ${n + 1}`, Category1Id: 7 }),
    ),
  ];

  it('asks GetMediaItemsClone for the events feeds and lists the first 6 sharing a category', async () => {
    const client = fakeClient({ getMediaItemsClone: vi.fn(async () => others) });
    const root = await show(extendedItem(), client);
    expect(client.getMediaItemsClone).toHaveBeenCalledWith(
      { FeedIds: [4, 5], HasCategorys: true },
      expect.anything(),
    );
    const titles = [...root.querySelectorAll('.wgt-related-events__title')].map(text);
    expect(titles).toEqual(['Spring concert', 'Fair 1', 'Fair 2', 'Fair 3', 'Fair 4', 'Fair 5']);
  });

  it('each links to its share URL and opens its own pop-up in place of this one', async () => {
    const client = fakeClient({ getMediaItemsClone: vi.fn(async () => others) });
    const root = await show(extendedItem(), client);
    const link = getByRole(root, 'link', { name: /Fair 2/ });
    expect(link?.getAttribute('href')).toBe('/media/eventsfeed/5/311');
    click(link);
    expect(view?.store.getState().popup).toEqual({
      kind: 'event',
      feedId: 5,
      itemId: 311,
      source: 'card',
    });
  });

  it('a failed call leaves the list out and the pop-up whole', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = fakeClient({
      getMediaItemsClone: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const root = await show(extendedItem(), client);
    expect(root.querySelector('.wgt-related-events')).toBeNull();
    expect(text(root.querySelector('h2'))).toBe('Winter concert');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
