// The inspector's feed notice in happy-dom, the service call replaced: one GetMediaFeedDetails
// for the config's FeedIds, only on a page with a widget that lists feeds; a notice before the
// first such widget naming what is wrong, or why the check could not be made; none when all is
// well.
import { queryAllByRole } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ServiceFeed } from '../../../src/bridge/feed-details';
import { startInspector } from '../../../src/bridge/inspector';
import type { AskFeedDetails } from '../../../src/bridge/inspector-feeds';
import { schema } from '../../../src/kernel/schema';
import type { AnyWidgetDefinition } from '../../../src/kernel/types';
import { MediaRequestError } from '../../../src/media/error';

const widgets: AnyWidgetDefinition[] = [
  {
    name: 'media-hub',
    defaultStrategy: 'visible',
    needs: ['mediaServiceUrl', 'feedGroups'],
    load: vi.fn(),
  },
  { name: 'footer', defaultStrategy: 'visible', load: vi.fn() },
];

const SERVICE: ServiceFeed[] = [
  { FeedId: 1, FeedType: 'TiarcNews' },
  { FeedId: 4, FeedType: 'TiarcCalendar' },
];

let owner: AbortController;
beforeEach(() => {
  owner = new AbortController();
});
afterEach(() => owner.abort());

/** The inspector on `markup` with `feedGroups`, the service answering with `answer`. */
async function inspect(
  markup: string,
  feedGroups: Record<string, number[]>,
  answer: () => Promise<ServiceFeed[]>,
) {
  document.body.innerHTML = markup;
  const ask = vi.fn<AskFeedDetails>(answer);
  startInspector({
    doc: document,
    config: { mediaServiceUrl: '/media-service/', feedGroups },
    schema,
    widgets,
    logs: [],
    sendProblems: () => {},
    signal: owner.signal,
    askFeedDetails: ask,
  });
  // The answer's promise settles, then the notice is written.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const notice = document.querySelector<HTMLElement>('[data-inspector-notice="feeds"]');
  return {
    ask,
    notice,
    lines: [...(notice?.querySelectorAll('li') ?? [])].map((item) => item.textContent),
  };
}

const HUB =
  '<p id="intro">Intro</p><div data-widget="media-hub" data-widget-state="mounted"></div>';

it('asks once for the configured FeedIds and names an unknown one and a misplaced one', async () => {
  const { ask, notice, lines } = await inspect(
    HUB,
    { news: [1, 4, 99], events: [4] },
    async () => SERVICE,
  );
  expect(ask).toHaveBeenCalledTimes(1);
  expect(ask.mock.calls[0]?.[0]).toEqual([1, 4, 99]);
  expect(notice?.getAttribute('role')).toBe('note');
  expect(notice?.querySelector('strong')?.textContent).toBe(`The page config's "feedGroups":`);
  expect(lines).toEqual([
    'FeedId 4 (under "news") is a TiarcCalendar feed, which belongs to "events": "news" takes TiarcNews feeds.',
    'FeedId 99 (under "news") is unknown to the media service: its items cannot show.',
  ]);
  expect(notice?.nextElementSibling?.getAttribute('data-widget')).toBe('media-hub');
  owner.abort();
  expect(document.querySelector('[data-inspector-notice]')).toBe(null);
});

it('shows nothing when every FeedId is known and in its group', async () => {
  const { ask, notice } = await inspect(HUB, { news: [1], events: [4] }, async () => SERVICE);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(notice).toBe(null);
  expect(queryAllByRole(document.body, 'note')).toHaveLength(0);
});

it('does not ask on a page without a widget that lists feeds', async () => {
  const { ask, notice } = await inspect(
    '<div data-widget="footer" data-widget-state="mounted"></div>',
    { news: [99] },
    async () => SERVICE,
  );
  expect(ask).not.toHaveBeenCalled();
  expect(notice).toBe(null);
});

it('says plainly that the FeedIds were not checked when the call fails', async () => {
  const { notice, lines } = await inspect(HUB, { news: [1] }, () =>
    Promise.reject(new MediaRequestError('network', 'the script failed to load')),
  );
  expect(notice?.querySelector('strong')?.textContent).toBe(
    `The page config's "feedGroups" could not be checked:`,
  );
  expect(lines).toEqual([
    "The media service's GetMediaFeedDetails could not be reached (the service is down, or mediaServiceUrl is wrong), so the FeedIds were not checked. Reload the page to check again.",
  ]);
});

it('says the answer could not be read when it is not a list', async () => {
  const { lines } = await inspect(HUB, { news: [1] }, () =>
    Promise.reject(new MediaRequestError('invalid', 'the answer is not a list')),
  );
  expect(lines).toEqual([
    "The media service's GetMediaFeedDetails gave an answer that cannot be read (the answer is not a list), so the FeedIds were not checked. Reload the page to check again.",
  ]);
});
