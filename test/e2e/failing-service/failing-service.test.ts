// Failing service: the demo's stand-in misbehaves per call (`?demoFailure=<call>:<mode>`,
// demo/media-service/failures.mjs) and each widget that calls it must settle on an empty state or Retry
// in time, leave no JSONP script or global callback behind, throw nothing of its own, and leave
// the rest of the page working (failing-service-harness.ts). Each mode opens its four pages at
// once (the hub, the calendar, a news share URL, a photo set share URL); the search expression
// page, the suggestions and the related events are in failing-service-more.test.ts, every call
// of the client itself in failing-service-client.test.ts.
import { afterAll, beforeAll } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { recordBattery } from '../support/battery-report';
import { mediaHubSettled } from '../support/failing-service-data';
import {
  describeFailingService,
  failingServiceFigures,
  newTally,
  type Target,
} from '../support/failing-service-harness';
import { serviceItems } from '../support/service-items';

let newsItem: ExtendedMediaItem | undefined;
let photoSet: ExtendedMediaItem | undefined;

beforeAll(async () => {
  newsItem = (await serviceItems(feedIdsByGroup.news))[0];
  photoSet = (await serviceItems(feedIdsByGroup.photos)).find((item) => item.ItemsCount > 1);
  if (!newsItem || !photoSet) throw new Error('the seed has news and photo sets');
});

const TARGETS: Target[] = [
  {
    name: 'the media hub',
    call: 'GetMediaItems',
    path: () => '/media/filter/news',
    settled: mediaHubSettled,
  },
  {
    name: 'the calendar',
    call: 'GetMediaItems',
    path: () => '/calendar',
    settled: () => {
      const root = document.querySelector('[data-widget="calendar"] [data-widget-root]');
      if ([...(root?.querySelectorAll('button') ?? [])].some((b) => b.textContent === 'Retry'))
        return 'retry';
      if (root?.querySelector('.wgt-calendar__empty')) return 'empty';
      return root?.querySelector('.wgt-calendar__day[data-day]') ? 'content' : null;
    },
  },
  {
    name: 'a news pop-up from its share URL',
    call: 'GetMediaItemDescription',
    path: () => `/media/newsfeed/${newsItem?.FeedId}/${newsItem?.Id}`,
    settled: () => {
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return null;
      if ([...dialog.querySelectorAll('button')].some((b) => b.textContent === 'Retry'))
        return 'retry';
      const status = dialog.querySelector('.wgt-popup__status');
      if (status) return status.getAttribute('aria-busy') ? null : 'empty';
      return 'content';
    },
  },
  {
    name: 'the photo viewer from its share URL',
    call: 'GetPhotosSet',
    path: () => `/media/newsfeed/${photoSet?.FeedId}/${photoSet?.Id}`,
    settled: () => {
      const viewer = document.querySelector('dialog[open] .wgt-photos');
      if (!viewer) return null;
      if ([...viewer.querySelectorAll('button')].some((b) => b.textContent === 'Retry'))
        return 'retry';
      return viewer.querySelector('.wgt-photos__thumbnails button') ? 'content' : null;
    },
  },
];

const tally = newTally();
describeFailingService(() => TARGETS, tally);
afterAll(() =>
  recordBattery('failing-service', failingServiceFigures('hub, calendar, pop-ups', tally)),
);
