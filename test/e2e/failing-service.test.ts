// Issue 9, failing service: the demo's stand-in misbehaves per call (`?demoFailure=<call>:<mode>`,
// demo/media-failures.mjs) and each widget that calls it must settle on an empty state or Retry
// in time, leave no JSONP script or global callback behind, throw nothing of its own, and leave
// the rest of the page working. Each mode opens its four pages at once (the hub, the calendar, a
// news share URL, a photo set share URL) to keep the file short.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../demo/data/seed.mjs';
import type { ExtendedMediaItem } from '../../src/media/types';
import { MEDIA_TIMEOUT_MS } from '../../src/ui/media-client';
import { baseUrl, launch, widgetMounted } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

type Settled = 'retry' | 'empty' | 'content';

interface Target {
  name: string;
  call: string;
  path: () => string;
  /** Runs in the page: how the widget has settled, or null while it is still loading. */
  settled: () => Settled | null;
}

let newsItem: ExtendedMediaItem | undefined;
let photoSet: ExtendedMediaItem | undefined;

/** Items straight from the demo's media service (JSONP answered as `cb(...)`). */
async function serviceItems(feedIds: readonly number[]): Promise<ExtendedMediaItem[]> {
  const url = new URL('/media-service/GetMediaItems', baseUrl());
  url.search = new URLSearchParams({
    FeedIds: feedIds.join(','),
    take: '100',
    IsExtended: 'true',
    callback: 'cb',
  }).toString();
  const body = await (await fetch(url)).text();
  return JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
}

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
    settled: () => {
      const root = document.querySelector('[data-widget="media-hub"] [data-widget-root]');
      if ([...(root?.querySelectorAll('button') ?? [])].some((b) => b.textContent === 'Retry'))
        return 'retry';
      if (root?.querySelector('.wgt-media-hub__empty')) return 'empty';
      return root?.querySelector('.wgt-card') ? 'content' : null;
    },
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

/** What each mode must end in, and by when after the failing request went out. */
const FAST_MS = 2_000;
const SLOW_MS = MEDIA_TIMEOUT_MS + 500;
const MODES: { mode: string; expect: Settled[]; within: number }[] = [
  { mode: '500', expect: ['retry'], within: FAST_MS },
  { mode: '404', expect: ['retry'], within: FAST_MS },
  { mode: 'reset', expect: ['retry'], within: FAST_MS },
  { mode: 'garbage', expect: ['retry'], within: FAST_MS },
  { mode: 'garbage-js', expect: ['retry'], within: FAST_MS },
  { mode: 'wrong-callback', expect: ['retry'], within: FAST_MS },
  // The first answer wins; the second call finds a no-op.
  { mode: 'twice', expect: ['content'], within: FAST_MS },
  // Lenient parsing (src/media/schema.ts): a wrong-typed field takes its empty value and an item
  // without a valid ItemType is dropped, so a widget may show what is left (e.g. photos 'not
  // available'), its empty state, or Retry; it must not break.
  { mode: 'wrong-types', expect: ['retry', 'empty', 'content'], within: FAST_MS },
  { mode: 'hang', expect: ['retry'], within: SLOW_MS },
  { mode: 'late', expect: ['retry'], within: SLOW_MS },
];

/** Modes whose answer throws inside the service's own script (see demo/README.md). */
const SERVICE_SCRIPT_THROWS = new Set(['garbage-js', 'wrong-callback']);

interface Run {
  target: Target;
  page: Page;
  /** Uncaught errors, with their stacks. */
  errors: string[];
  /** When the failing call's request went out, and when its response (if any) ended. */
  sent: Promise<number>;
  answered: Promise<void>;
}

async function start(target: Target, mode: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Fake timers that still run at real speed: `hang` fast-forwards past the late-answer grace.
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}\n${error.stack}`));
  const failing = `/media-service/fail/${target.call}/${mode}/${target.call}?`;
  const isFailing = (url: string) => url.includes(failing);
  const sent = new Promise<number>((resolve) =>
    page.on('request', (request) => {
      if (isFailing(request.url())) resolve(Date.now());
    }),
  );
  const answered = new Promise<void>((resolve) => {
    page.on('requestfinished', (request) => isFailing(request.url()) && resolve());
    page.on('requestfailed', (request) => isFailing(request.url()) && resolve());
  });
  const url = new URL(target.path(), baseUrl());
  url.searchParams.set('demoFailure', `${target.call}:${mode}`);
  await page.goto(url.href);
  return { target, page, errors, sent, answered };
}

/** JSONP scripts and global callbacks in the page. */
const leftovers = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('script[src*="/media-service/"]')].map(
      (script) => `script ${script.getAttribute('src')}`,
    ),
    ...Object.keys(window).filter((key) => key.startsWith('__wjsonp')),
  ]);

async function check(run: Run, mode: (typeof MODES)[number]) {
  const { page, target } = run;
  const sentAt = await run.sent;
  // Before its call settles a widget may show the server markup's cards, so a mode that answers
  // is judged once its answer is in; the others by their Retry (or empty state) showing.
  const answers = mode.expect.includes('content');
  if (answers) await run.answered;
  const handle = await page.waitForFunction(
    `(${target.settled.toString()})() ${answers ? '!== null' : '?.match(/^(retry|empty)$/)'}`,
    undefined,
    { polling: 50, timeout: mode.within + 5_000 },
  );
  const settledAfter = Date.now() - sentAt;
  await handle.dispose();
  if (answers) await page.waitForTimeout(300);
  const state = await page.evaluate(target.settled);
  expect(mode.expect, target.name).toContain(state);
  expect(settledAfter, `${target.name} settled after ${settledAfter} ms`).toBeLessThanOrEqual(
    mode.within,
  );

  if (mode.mode === 'late') await run.answered;
  if (mode.mode === 'hang') {
    // The script is gone at once; a harmless no-op waits for an answer that may still come,
    // and goes after the grace delay of src/media/jsonp.ts.
    await page.clock.runFor(61_000);
  }
  await expect.poll(() => leftovers(page), { timeout: 3_000 }).toEqual([]);

  // The rest of the page keeps working: the footer mounts and the menu opens (and closes).
  if (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
  await page.locator('[data-widget="footer"]').scrollIntoViewIfNeeded();
  await widgetMounted(page, 'footer');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.locator('[data-widget-root] .wgt-menu__overlay').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');

  // Top-level errors of a script carry no stack in Playwright; a SyntaxError can only come from
  // the service's answer (the bundle is parsed long before), the ReferenceError names its callback.
  const fromService = (error: string) =>
    (mode.mode === 'garbage-js' && error.startsWith('SyntaxError: ')) ||
    (mode.mode === 'wrong-callback' &&
      /^ReferenceError: __wjsonp\w+_other is not defined/.test(error));
  const own = run.errors.filter((error) => !fromService(error));
  expect(own, `${target.name}: uncaught errors`).toEqual([]);
  if (SERVICE_SCRIPT_THROWS.has(mode.mode)) expect(run.errors.length).toBeLessThanOrEqual(1);
}

describe('given a media service that fails in one way', () => {
  for (const mode of MODES) {
    it(`${mode.mode}: every widget settles on ${mode.expect.join(' or ')} within ${mode.within} ms and cleans up`, async () => {
      const runs = await Promise.all(TARGETS.map((target) => start(target, mode.mode)));
      try {
        await Promise.all(runs.map((run) => check(run, mode)));
      } finally {
        await Promise.all(runs.map((run) => run.page.context().close()));
      }
    }, 40_000);
  }
});
