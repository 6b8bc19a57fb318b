// Failing service, the other widget calls (harness and pass rules in
// failing-service-harness.ts): the search expression page (GetMediaItemsAdvanced), the search
// box's suggestions while typing (GetMediaItemsSearchSuggestions) and the event pop-up's related
// events (GetMediaItemsClone). Suggestions and related events are secondary: when their call
// fails they are simply absent, and the search box and the pop-up go on working.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { relatedEvents } from '../../../src/format/events';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { recordBattery } from '../support/battery-report';
import { widgetMounted } from '../support/browser';
import { mediaHubSettled } from '../support/failing-service-data';
import {
  describeFailingService,
  failingServiceFigures,
  newTally,
  type Target,
} from '../support/failing-service-harness';
import { serviceAnswer } from '../support/service-items';

/** A word of titles across the feeds: the search page lists items and suggestions come. */
const WORD = 'sport';
const SEARCH_BOX = 'Search news, events, photos and posts';

let event: ExtendedMediaItem | undefined;

beforeAll(async () => {
  const events = (await serviceAnswer('GetMediaItemsClone', {
    FeedIds: feedIdsByGroup.events.join(','),
    HasCategorys: 'true',
    skip: '0',
    take: '1000',
  })) as ExtendedMediaItem[];
  event = events.find(
    (candidate) => relatedEvents(candidate, events, { now: new Date() }).length > 0,
  );
  if (!event) throw new Error('the seed has events with related events');
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: SEARCH_BOX });

const TARGETS: Target[] = [
  {
    name: 'the media hub on a search expression page',
    call: 'GetMediaItemsAdvanced',
    path: () => `/media?SearchExpression=${WORD}`,
    settled: mediaHubSettled,
  },
  {
    name: 'the search suggestions while typing',
    call: 'GetMediaItemsSearchSuggestions',
    path: () => '/media',
    failedAs: 'empty',
    act: async (page) => {
      await widgetMounted(page, 'media-hub');
      await searchBox(page).pressSequentially(WORD);
    },
    settled: () => {
      const box = document.querySelector('[data-widget="media-hub"] [role="combobox"]');
      const list = document.getElementById(box?.getAttribute('aria-controls') ?? '');
      if (!box || !list) return null;
      if (!list.hidden && list.querySelector('[role="option"]')) return 'content';
      // The call's script is in the page from its request until the client gives up on it.
      if (document.querySelector('script[src*="/GetMediaItemsSearchSuggestions?"]')) return null;
      return list.hidden && box.getAttribute('aria-expanded') === 'false' ? 'empty' : null;
    },
    // Searching still works: the text was kept, and the search button goes to the search
    // expression page.
    stillWorks: async (page) => {
      expect(await searchBox(page).inputValue()).toBe(WORD);
      await page.locator('[data-widget-root] .wgt-media-search button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get('SearchExpression') === WORD);
      await widgetMounted(page, 'media-hub');
      await page.locator('[data-widget-root] .wgt-card__link').first().waitFor();
    },
  },
  {
    name: 'the related events of an event pop-up',
    call: 'GetMediaItemsClone',
    path: () => `/media/eventsfeed/${event?.FeedId}/${event?.Id}`,
    failedAs: 'empty',
    settled: () => {
      const dialog = document.querySelector('dialog[open]');
      const popup = dialog?.querySelector('.wgt-event-popup');
      const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
      // The pop-up itself is whole: it has the event's title.
      if (!popup || !title?.textContent?.trim()) return null;
      if (popup.querySelector('.wgt-related-events__link')) return 'content';
      if (document.querySelector('script[src*="/GetMediaItemsClone?"]')) return null;
      return popup.querySelector('.wgt-related-events') ? null : 'empty';
    },
    // The pop-up closed with Escape (the harness) and left the shared item's page behind it.
    stillWorks: async (page) => {
      expect(new URL(page.url()).pathname).toBe('/media');
    },
  },
];

const tally = newTally();
describeFailingService(() => TARGETS, tally);
afterAll(() =>
  recordBattery('failing-service', failingServiceFigures('search, suggestions, related', tally)),
);
