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

const DIALOG = 'dialog[open]';
const RELATED = `${DIALOG} .wgt-related-events__link`;
const CARD = '[data-widget-root] .wgt-card__link';

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
    // The calendar shows two weeks: the first card there of one of those events.
    const titles = candidates.map((event) => cleanTitle(event.Title));
    const oneOf = titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const card = await step.locate(page, { selector: CARD, name: new RegExp(`^(${oneOf})$`) });
    const title = await step.textOf(page, `${card} ~ .wgt-card__title`);
    const event = candidates.find((candidate) => cleanTitle(candidate.Title) === title);
    await page.click(card);
    await step.expectDialog(page, title ?? '');
    await step.expectPath(page, `/media/eventsfeed/${event?.FeedId}/${event?.Id}`);

    // The map: tiles from the site's own tile server, loaded, and the venue's marker.
    await step.waitFor(page, 'the map with loaded local tiles and one marker', () => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')];
      const marker = document.querySelectorAll('.wgt-event-map .wgt-map-marker').length === 1;
      const local = tiles.every((tile) => tile.src.startsWith(`${location.origin}/tiles/`));
      return marker && local && tiles.some((tile) => tile.matches('.leaflet-tile-loaded'));
    });

    // Booking: the form service is a third party, so its form waits for the visitor's consent.
    await step.click(page, { role: 'button', name: 'Book Tickets Now' });
    const load = { selector: `${DIALOG} .wgt-booking button`, name: /^Load .* content$/ };
    await step.locate(page, load);
    await step.expectNothingOffSite(page, 'before consent');
    await step.click(page, load);
    const form = await step.expectCrossOriginFrame(page, `${DIALOG} .wgt-booking iframe`);
    const standin = standinHosts(new URL(url('/')).origin).booking ?? '';
    if (!form.startsWith(`${standin}/`) || !(await fetch(form)).ok) {
      throw new Error(`the booking form is ${form}, not a page of the stand-in ${standin}`);
    }

    // A related event takes the pop-up's place and its address.
    const related = await step.locate(page, { selector: RELATED });
    const name = await step.textOf(page, `${related} .wgt-related-events__title`);
    const href = await page.evaluate(
      (css) => document.querySelector<HTMLAnchorElement>(css)?.pathname,
      related,
    );
    await page.click(related);
    await step.expectDialog(page, name ?? '');
    await step.expectPath(page, href ?? '');

    // It replaced the first event's history entry: Back closes the pop-up, back on the calendar.
    await page.back();
    await step.waitGone(page, { selector: DIALOG });
    await step.expectPath(page, '/calendar');
  },
};
