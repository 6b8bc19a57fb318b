// The event pop-up from the calendar: its share URL, its map, the booking form behind consent,
// a related event in its place, and Back.
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { standinHosts } from '../../../demo/embed-standins.mjs';
import { bookingStatus } from '../../../src/format/booking';
import { relatedEvents } from '../../../src/format/events';
import { cleanTitle } from '../../../src/format/title';
import type { ExtendedMediaItem } from '../../../src/media/types';
import type { Journey } from '../journey';
import * as step from '../steps';

const DIALOG = { role: 'dialog' } as const;
/** A card's link: cards are articles, whose link is named by the card's title. */
const CARD = { role: 'link', within: { role: 'article' } } as const;
const BOOKING = { role: 'region', name: 'Booking', within: DIALOG } as const;
const MAP = { role: 'region', name: /^Map of /, within: DIALOG } as const;
const RELATED = {
  role: 'link',
  within: { role: 'region', name: 'Other events in the same categories', within: DIALOG },
} as const;

/**
 * The coming events whose pop-up has all this journey needs: a venue with coordinates, tickets
 * left and related events; only the first event of its title (the card is found by its title).
 * The seed follows today's date, so they are picked from the demo's own service.
 */
async function eventsToOpen(url: (path: string) => string) {
  const query = `FeedIds=${feedIdsByGroup.events}&take=1000&IsExtended=true&callback=cb`;
  const body = await (await fetch(url(`/media-service/GetMediaItems?${query}`))).text();
  const events: ExtendedMediaItem[] = JSON.parse(body.slice(3, body.lastIndexOf(')')));
  const title = (event: ExtendedMediaItem) => cleanTitle(event.Title);
  return events.filter(
    (event, index) =>
      title(event) &&
      events.findIndex((other) => title(other) === title(event)) === index &&
      event.Latitude !== null &&
      bookingStatus(event).kind === 'available' &&
      relatedEvents(event, events, { now: new Date() }).length > 0,
  );
}

export const eventPopup: Journey = {
  name: 'event pop-up: share URL, map, booking consent, related event, back',
  async run({ page, url }) {
    const candidates = await eventsToOpen(url);
    await page.goto(url('/calendar'));
    // Before the pop-up host is ready a card simply follows its link (no pop-up to test).
    await step.widgetMounted(page, 'popups');
    // The cards are the widget's once it has mounted: until then the server's copy shows, and
    // CSS hides it when the widget takes over.
    await step.widgetMounted(page, 'calendar');
    // The calendar shows two weeks: the first card there of one of those events.
    const titles = candidates.map((event) => cleanTitle(event.Title));
    const oneOf = titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const pattern = new RegExp(`^(${oneOf})$`);
    const { name: title } = await step.expectOne(
      page,
      CARD,
      'a card of an event to open',
      (found) => pattern.test(found.name),
    );
    const event = candidates.find((candidate) => cleanTitle(candidate.Title) === title);
    await step.click(page, { ...CARD, name: title });
    await step.expectDialog(page, title);
    await step.expectPath(page, `/media/eventsfeed/${event?.FeedId}/${event?.Id}`);

    // The map: tiles from the site's own tile server, loaded, and the venue's marker (a pin drawn
    // in CSS, with no role or name of its own: Leaflet's marker icon, the one class looked for).
    const map = await step.locate(page, MAP);
    await step.waitFor(
      page,
      'the map with loaded local tiles and one marker',
      (css) => {
        const region = document.querySelector(css);
        const tiles = [...(region?.querySelectorAll('img') ?? [])];
        const marker = region?.querySelectorAll('.leaflet-marker-icon').length === 1;
        const local = tiles.every((tile) => tile.src.startsWith(`${location.origin}/tiles/`));
        return marker && local && tiles.some((tile) => tile.complete && tile.naturalWidth > 0);
      },
      map,
    );

    // Booking: the form service is a third party, so its form waits for the visitor's consent.
    await step.click(page, { role: 'button', name: 'Book Tickets Now' });
    const load = { role: 'button', name: /^Load .* content$/, within: BOOKING } as const;
    await step.locate(page, load);
    await step.expectNothingOffSite(page, 'before consent');
    await step.click(page, load);
    const frame = await step.locate(page, { role: 'iframe', within: BOOKING });
    const form = await step.expectCrossOriginFrame(page, frame);
    const standin = standinHosts(new URL(url('/')).origin).booking ?? '';
    if (!form.startsWith(`${standin}/`) || !(await fetch(form)).ok) {
      throw new Error(`the booking form is ${form}, not a page of the stand-in ${standin}`);
    }

    // A related event takes the pop-up's place and its address.
    const related = await step.expectOne(page, RELATED, 'a related event', (found) =>
      Boolean(found.path),
    );
    await step.click(page, { ...RELATED, name: related.name });
    await step.expectPath(page, related.path ?? '');
    // Its link reads its title, then its date: the dialog is named by the title.
    await step.waitFor(
      page,
      `the dialog of the related event "${related.name}"`,
      ([linkName, before]) => {
        const dialog = document.querySelector('dialog[open]');
        const ids = dialog?.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
        const label = ids
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        return label !== '' && label !== before && (linkName ?? '').startsWith(label);
      },
      [related.name, title],
    );

    // It replaced the first event's history entry: Back closes the pop-up, back on the calendar.
    await page.back();
    await step.waitGone(page, DIALOG);
    await step.expectPath(page, '/calendar');
  },
};
