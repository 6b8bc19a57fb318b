// Hostile data: the demo's media-service stand-in in its hostile mode
// (demo/media-service/hostile.mjs, `?demoHostile=<offset>:<per field>`) puts the hostile corpus
// (demo/media-service/hostile-corpus.mjs: the injection lines of big-list-of-naughty-strings and our own
// DOMPurify-style vectors) in every text and URL field of every item. Chromium renders it as
// cards (media hub with Load more, every group page, the search expression page, the calendar,
// the search suggestions) and in every pop-up kind (news, event, photo viewer, each player), and
// nothing may run: alert, confirm, prompt and print are hooked before any page script, payloads
// of our own call window.__pwned, the dialog event and securitypolicyviolation events are
// watched, and so are new windows, navigations away and off-site script or frame requests. The
// URL-safety sweep (url-sweep.ts) runs over every page and pop-up. Pages are served without the
// demo's CSP (`?csp=off`), so the sanitizing alone is on trial; a last pass repeats the hub and a
// pop-up under the strict CSP and expects no violation either.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import {
  FIELDS_HEADER,
  HOSTILE_FIELDS,
  PAYLOADS_HEADER,
  payloadSlice,
  urlVariant,
} from '../../../demo/media-service/hostile.mjs';
import { hostileCorpus } from '../../../demo/media-service/hostile-corpus.mjs';
import type { ExtendedMediaItem } from '../../../src/media/types';
import { recordBattery } from '../support/battery-report';
import { baseUrl, LOADED_CARD, launch, widgetMounted } from '../support/browser';
import { serviceItems } from '../support/service-items';
import { sweep } from '../support/url-sweep';

const corpus = hostileCorpus();
const SIZE = corpus.length;
const DESCRIPTION = HOSTILE_FIELDS.indexOf('Description');
const URL_FIELD = HOSTILE_FIELDS.indexOf('URL');
const BOOKING_CODE = HOSTILE_FIELDS.indexOf('WoofooCode');

/** What the watchers saw, for the whole file (each test checks the part it caused). */
const seen = {
  detections: [] as string[],
  offSite: [] as string[],
  pageErrors: [] as string[],
  payloads: new Set<number>(),
  /** Payloads a response header named but the body did not hold (a broken count). */
  unconfirmed: 0,
  fields: 0,
  answers: 0,
  pages: 0,
  popups: 0,
  cards: 0,
  urlsChecked: 0,
  descriptionPayloads: new Set<number>(),
  /** Distinct detections when the corpus is put in a page raw (the control). */
  rawRuns: 0,
  /** Players and booking forms loaded in pop-ups with hostile text around them. */
  frames: 0,
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let recording: Promise<void>[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await watchedContext();
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const siteOrigin = () => new URL(baseUrl()).origin;
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/**
 * A context whose every page and frame reports, before any of its own scripts run, each call of
 * alert/confirm/prompt/print, each __pwned(name) and each CSP violation; whose dialogs, new
 * windows, navigations away and off-site requests are recorded too.
 */
async function watchedContext({ counting = true } = {}): Promise<BrowserContext> {
  const watched = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watched.exposeBinding('__hostileReport', (source, kind: string, detail: string) => {
    seen.detections.push(`${kind}: ${detail} (in ${source.frame.url().slice(0, 120)})`);
  });
  await watched.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const report = (kind: string, detail: unknown) =>
      (w.__hostileReport as (kind: string, detail: string) => void)?.(
        kind,
        String(detail).slice(0, 160),
      );
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = (message?: unknown) => {
        report(name, message);
        return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
      };
    }
    w.__pwned = (name: unknown) => report('__pwned', name);
    window.addEventListener(
      'securitypolicyviolation',
      (event) => report('csp', `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  // Nothing may leave the machine; a payload's off-site script or frame would be an injection.
  await watched.route(
    (url) => !isLocal(url),
    (route) => {
      const request = route.request();
      seen.offSite.push(`${request.resourceType()} ${request.url().slice(0, 120)}`);
      return route.abort();
    },
  );
  watched.on('page', (opened) => {
    // Each test context has one page: another one is a window a payload opened.
    if (watched.pages().length > 1) seen.detections.push(`new window: ${opened.url()}`);
    opened.on('dialog', (dialog) => {
      seen.detections.push(`dialog ${dialog.type()}: ${dialog.message().slice(0, 160)}`);
      dialog.dismiss().catch(() => {});
    });
    opened.on('pageerror', (error) => seen.pageErrors.push(error.message.slice(0, 200)));
    opened.on('framenavigated', (frame) => {
      if (frame === opened.mainFrame() && !frame.url().startsWith(siteOrigin()))
        seen.detections.push(`navigation away: ${frame.url().slice(0, 120)}`);
    });
    opened.on('response', (response) => {
      if (counting && response.url().includes('/media-service/hostile/'))
        recording.push(record(response));
    });
  });
  return watched;
}

/** Every string in a JSONP answer, JSON strings inside it unpacked. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
    if (/^[[{"]/.test(value)) {
      try {
        stringsIn(JSON.parse(value), out);
      } catch {
        // plain text that happens to start like JSON
      }
    }
  } else if (Array.isArray(value)) {
    for (const entry of value) stringsIn(entry, out);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) stringsIn(entry, out);
  }
  return out;
}

/** Counts what a hostile answer brought into the page; each payload is confirmed in the body. */
async function record(response: Response): Promise<void> {
  const headers = response.headers();
  const named = (headers[PAYLOADS_HEADER.toLowerCase()] ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const body = await response.text().catch(() => '');
  let value: unknown = null;
  try {
    value = JSON.parse(body.slice(body.indexOf('(') + 1, body.lastIndexOf(')')));
  } catch {
    return;
  }
  const texts = stringsIn(value);
  for (const index of named) {
    const payload = corpus[index]?.payload ?? '\u0000none';
    if (texts.some((text) => text.includes(payload))) seen.payloads.add(index);
    else seen.unconfirmed++;
  }
  seen.fields += Number(headers[FIELDS_HEADER.toLowerCase()] ?? 0);
  seen.answers++;
}

async function settle(): Promise<void> {
  await page.waitForLoadState('networkidle');
  const pending = recording;
  recording = [];
  await Promise.all(pending);
}

/** Opens a demo page in hostile mode, without the CSP unless asked. */
async function visit(path: string, mode: string, { csp = false } = {}): Promise<void> {
  const url = new URL(path, baseUrl());
  url.searchParams.set('demoHostile', mode);
  if (!csp) url.searchParams.set('csp', 'off');
  await page.goto(url.href);
  seen.pages++;
}

/** Scrolls to the end and back, so lazy images and visible-strategy widgets all load. */
async function scrollThrough(): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Runs in the page: markup that can only have come from a payload. */
function dangerousDom(): string[] {
  const found: string[] = [];
  const roots = [
    ...document.querySelectorAll('[data-widget-root]'),
    ...document.querySelectorAll('dialog[open]'),
  ];
  for (const root of roots) {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'object', 'embed', 'base', 'meta', 'style', 'link', 'noscript'].includes(tag))
        found.push(`<${tag}>`);
      for (const attribute of el.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`<${tag} ${attribute.name}>`);
      }
    }
    for (const el of root.querySelectorAll('.wgt-popup__description *')) {
      const tag = el.tagName.toLowerCase();
      if (['svg', 'math', 'iframe', 'form', 'input', 'textarea', 'template'].includes(tag))
        found.push(`description <${tag}>`);
    }
  }
  return found;
}

/** The checks after a page or pop-up has rendered: nothing ran, every URL is safe. */
async function expectSafe(before: ReturnType<typeof mark>): Promise<void> {
  await settle();
  const result = await page.evaluate(sweep);
  seen.urlsChecked += result.checked;
  expect(result.problems).toEqual([]);
  expect(result.checked).toBeGreaterThan(0);
  expect(await page.evaluate(dangerousDom)).toEqual([]);
  expect(seen.detections.slice(before.detections)).toEqual([]);
  expect(seen.offSite.filter((entry) => !entry.startsWith('image '))).toEqual([]);
  // Bad data is an empty state or a console message, never a thrown error.
  expect(seen.pageErrors.slice(before.pageErrors)).toEqual([]);
}

const mark = () => ({
  detections: seen.detections.length,
  answers: seen.answers,
  pageErrors: seen.pageErrors.length,
});

/** The cards of the mounted hub (or calendar entries), once there. */
async function cardCount(selector = LOADED_CARD): Promise<number> {
  await page.locator(selector).first().waitFor();
  return page.locator(selector).count();
}

describe('given a payload put into a page on purpose (self-test of the detection)', () => {
  it('reports alert, __pwned, a script in a frame and a CSP violation event', async () => {
    const before = mark();
    await visit('/about', '0');
    await widgetMounted(page, 'footer');
    await page.evaluate(() => {
      const root = document.querySelector('[data-widget-root]');
      root?.insertAdjacentHTML(
        'beforeend',
        `<img src=x onerror="alert('self-test')"><img src=x onerror="__pwned('self-test')">
         <iframe srcdoc="<script>alert('self-test frame')</script>"></iframe>`,
      );
      window.dispatchEvent(
        new SecurityPolicyViolationEvent('securitypolicyviolation', {
          effectiveDirective: 'script-src-elem',
          violatedDirective: 'script-src-elem',
          blockedURI: 'inline',
          originalPolicy: '',
          disposition: 'enforce',
          statusCode: 200,
          documentURI: location.href,
        }),
      );
    });
    await expect
      .poll(() => seen.detections.slice(before.detections).map((hit) => hit.split(' (in')[0]))
      .toEqual(
        expect.arrayContaining([
          'alert: self-test',
          '__pwned: self-test',
          'alert: self-test frame',
          'csp: script-src-elem inline ',
        ]),
      );
    // The sweep and the DOM check see the planted markup too.
    expect((await page.evaluate(sweep)).problems).toContain('<iframe> srcdoc');
    expect(await page.evaluate(dangerousDom)).toContain('<img onerror>');
    seen.detections.splice(before.detections);
    seen.pageErrors.splice(before.pageErrors);
    seen.pages--;
  });

  it('the corpus is live: put in the page raw, without the widgets, many payloads run', async () => {
    const before = mark();
    await visit('/blank', '0');
    await page.evaluate(
      (payloads) => {
        for (const payload of payloads) {
          const box = document.createElement('div');
          box.innerHTML = payload;
          document.body.append(box);
        }
      },
      corpus.map((entry) => entry.payload),
    );
    await page.waitForTimeout(1_000);
    const ran = new Set(
      seen.detections.slice(before.detections).map((hit) => hit.split(' (in')[0]),
    );
    seen.rawRuns = ran.size;
    expect(ran.size).toBeGreaterThan(20);
    seen.detections.splice(before.detections);
    seen.pageErrors.splice(before.pageErrors);
    seen.pages--;
  });

  it('with the pop-up sanitizer switched off in flight, the same pop-up runs a payload', async () => {
    const mutant = await watchedContext({ counting: false });
    let patched = 0;
    // The mutant: sanitizeHtml (src/ui/sanitize-html.ts) returns its input instead of DOMPurify's.
    await mutant.route(/\/widgets\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(\w+)\.sanitize\((\w+),/g,
        (_, purify: string, html: string) => {
          patched++;
          return `${html}||${purify}.sanitize(${html},`;
        },
      );
      await route.fulfill({ response, body });
    });
    const before = mark();
    const news = (
      await serviceItems(Object.values(feedIdsByGroup).flat(), { pastEvents: true })
    ).find((item) => item.ItemType === 'TiarcNews');
    if (!news) throw new Error('the seed has news');
    const mutantPage = await mutant.newPage();
    const url = new URL(sharePath(news), baseUrl());
    url.searchParams.set('demoHostile', `${offsetFor(news, 0, 64)}:64`);
    url.searchParams.set('csp', 'off');
    await mutantPage.goto(url.href);
    await mutantPage.locator('dialog[open] .wgt-popup__description').waitFor();
    await expect.poll(() => seen.detections.length).toBeGreaterThan(before.detections);
    expect(patched).toBe(1);
    await mutant.close();
    seen.detections.splice(before.detections);
    seen.pageErrors.splice(before.pageErrors);
  });
});

describe('given the hostile corpus in every field, rendered as cards', () => {
  it('the media hub, four pages of cards (every payload in every card field), runs nothing', async () => {
    const before = mark();
    await visit('/media', '0:8');
    expect(await cardCount()).toBe(12);
    for (let loaded = 24; loaded <= 48; loaded += 12) {
      await page.getByRole('button', { name: 'More items' }).click();
      await expect.poll(() => page.locator(LOADED_CARD).count(), { timeout: 15_000 }).toBe(loaded);
    }
    await scrollThrough();
    seen.cards += 48;
    await expectSafe(before);
    expect(seen.answers).toBeGreaterThanOrEqual(before.answers + 4);
    // The payloads are shown as text: the titles hold the naughty strings themselves.
    const titles = (await page.locator(`${LOADED_CARD} .wgt-card__title`).allTextContents())
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(titles).toContain('<script>alert(123)</script>');
  });

  it('the search box shows payloads as suggestions and runs nothing', async () => {
    const before = mark();
    const box = page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.fill('da');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(1);
    await expectSafe(before);
  });

  const groups = Object.keys(feedIdsByGroup).filter((group) => group !== 'events');
  it(`each of the ${groups.length} group pages runs nothing`, async () => {
    for (const [at, group] of groups.entries()) {
      const before = mark();
      await visit(`/media/filter/${group}`, `${at * 37}:8`);
      seen.cards += await cardCount();
      await scrollThrough();
      await expectSafe(before);
    }
  }, 90_000);

  it('the search expression page runs nothing', async () => {
    const before = mark();
    await visit('/media?SearchExpression=day', '150:8');
    seen.cards += await cardCount();
    await scrollThrough();
    await expectSafe(before);
  });

  it('the calendar (a year of events) runs nothing', async () => {
    const before = mark();
    await visit('/calendar?days=366', '50:8');
    await widgetMounted(page, 'calendar');
    seen.cards += await cardCount('[data-widget-root] .wgt-calendar__day a');
    await scrollThrough();
    await expectSafe(before);
  });
});

/** The offset that gives `item`'s description the corpus slice starting at `start`. */
function offsetFor(item: ExtendedMediaItem, start: number, perField: number): number {
  const [base = 0] = payloadSlice(SIZE, { offset: 0, perField }, item.Id, DESCRIPTION);
  return (((start - base) % SIZE) + SIZE) % SIZE;
}

const sharePath = (item: ExtendedMediaItem) =>
  `/media/${item.ItemType === 'TiarcCalendar' ? 'eventsfeed' : 'newsfeed'}/${item.FeedId}/${item.Id}`;

/** Opens `item`'s pop-up from its share URL and waits for its content. */
async function openPopup(item: ExtendedMediaItem, mode: string, options = {}): Promise<void> {
  await visit(sharePath(item), mode, options);
  await page.locator('dialog[open]').waitFor();
  await page.waitForFunction(() => !document.querySelector('dialog[open] [aria-busy="true"]'));
  seen.popups++;
}

/** Loads the pop-up's click-to-load frames (booking form, player); how many frames it has. */
async function loadFrames(): Promise<number> {
  const dialog = page.locator('dialog[open]');
  let clicked = 0;
  const book = dialog.getByRole('button', { name: 'Book Tickets Now' });
  if (await book.count()) {
    await book.click();
    clicked++;
  }
  const load = dialog.getByRole('button', { name: /^Load .* content$/ });
  while ((await load.count()) > 0 && clicked < 4) {
    await load.first().click();
    clicked++;
  }
  if (clicked > 0) await expect.poll(() => dialog.locator('iframe').count()).toBeGreaterThan(0);
  const frames = await dialog.locator('iframe').count();
  seen.frames += frames;
  return frames;
}

describe('given the hostile corpus in every field, rendered in every pop-up kind', () => {
  let items: ExtendedMediaItem[] = [];
  beforeAll(async () => {
    items = await serviceItems(Object.values(feedIdsByGroup).flat(), { pastEvents: true });
  });
  const PER_DESCRIPTION = 64;
  const tiles = Math.ceil(SIZE / PER_DESCRIPTION);

  it(`news pop-ups: ${tiles} descriptions of ${PER_DESCRIPTION} payloads hold the whole corpus, nothing runs`, async () => {
    const news = items.filter((item) => item.ItemType === 'TiarcNews').slice(0, tiles);
    for (const [tile, item] of news.entries()) {
      const before = mark();
      const start = tile * PER_DESCRIPTION;
      await openPopup(item, `${offsetFor(item, start, PER_DESCRIPTION)}:${PER_DESCRIPTION}`);
      await expectSafe(before);
      for (let t = 0; t < PER_DESCRIPTION; t++) seen.descriptionPayloads.add((start + t) % SIZE);
    }
    expect(seen.descriptionPayloads.size).toBe(SIZE);
  }, 90_000);

  it('event pop-ups (map, booking form, related events, add to calendar) run nothing', async () => {
    // One event that takes bookings and one that does not, both with a map; their descriptions
    // hold two different slices of the corpus (the news pop-ups above hold all of it).
    const events = items.filter((item) => item.ItemType === 'TiarcCalendar' && item.Latitude);
    const picked = [
      events.find((item) => item.WoofooCode && item.TotalTickets > item.TicketsReserved),
      events.find((item) => !item.IsBooking),
    ];
    let frames = 0;
    for (const [at, item] of picked.entries()) {
      if (!item) throw new Error('the seed has events with tickets left and without booking');
      const before = mark();
      // The bookable one keeps its form code (the booking form loads beside hostile text).
      let offset = offsetFor(item, (at * 3 * PER_DESCRIPTION) % SIZE, PER_DESCRIPTION);
      while (item.WoofooCode && urlVariant({ offset }, item.Id, BOOKING_CODE) !== 'own') offset++;
      await openPopup(item, `${offset}:${PER_DESCRIPTION}`);
      frames += await loadFrames();
      await expectSafe(before);
    }
    expect(frames).toBeGreaterThan(0);
  }, 60_000);

  it('the photo viewer, paged through hostile and plain photos, runs nothing', async () => {
    const sets = items.filter((item) => item.ItemType === 'Flickr' && item.ItemsCount >= 4);
    for (const [at, item] of sets.slice(0, 2).entries()) {
      const before = mark();
      await openPopup(item, `${at * 100}:4`);
      const next = page.locator('dialog[open]').getByRole('button', { name: 'Next photo' });
      for (let photo = 0; photo < 4 && (await next.count()); photo++) await next.click();
      await expectSafe(before);
    }
  });

  const PLAYERS = [
    'Youtube',
    'Vimeo',
    'TiarcVideo',
    'SoundCloudTrack',
    'SoundCloudPlaylist',
    'Issuu',
  ] as const;
  it(`each player pop-up (${PLAYERS.join(', ')}) with its embed loaded runs nothing`, async () => {
    let frames = 0;
    for (const [at, type] of PLAYERS.entries()) {
      const item = items.find((candidate) => candidate.ItemType === type);
      if (!item) throw new Error(`the seed has a ${type} item`);
      // An offset at which the item keeps its own URL, so the player is found: every other
      // field, the poster image included, holds payloads.
      let offset = at * 53;
      while (urlVariant({ offset }, item.Id, URL_FIELD) !== 'own') offset++;
      const before = mark();
      await openPopup(item, `${offset}:8`);
      frames += await loadFrames();
      await expectSafe(before);
    }
    expect(frames).toBeGreaterThan(0);
  }, 90_000);
});

describe('given the same data under the demo strict CSP', () => {
  it('the hub and a news pop-up cause no violation and run nothing', async () => {
    const before = mark();
    await visit('/media', '200:8', { csp: true });
    expect(await cardCount()).toBe(12);
    await scrollThrough();
    await expectSafe(before);
    const news = (
      await serviceItems(Object.values(feedIdsByGroup).flat(), { pastEvents: true })
    ).find((item) => item.ItemType === 'TiarcNews');
    if (!news) throw new Error('the seed has news');
    await openPopup(news, '0:64', { csp: true });
    await expectSafe(before);
  });
});

describe('given the whole run', () => {
  it('tried every payload of the corpus, and none ran', () => {
    expect(seen.unconfirmed).toBe(0);
    expect(seen.payloads.size).toBe(SIZE);
    const executions = seen.detections.filter((hit) => !hit.startsWith('csp:'));
    const violations = seen.detections.filter((hit) => hit.startsWith('csp:'));
    recordBattery('hostile-data', {
      'corpus payloads': SIZE,
      'naughty strings (injection sections)': corpus.filter((e) => e.source !== 'own').length,
      'own vectors': corpus.filter((e) => e.source === 'own').length,
      'payloads tried': seen.payloads.size,
      'payloads through a pop-up description': seen.descriptionPayloads.size,
      'fields injected': seen.fields,
      'hostile answers': seen.answers,
      'pages rendered': seen.pages,
      'pop-ups opened': seen.popups,
      'cards rendered': seen.cards,
      'players and booking forms loaded': seen.frames,
      'URL attributes checked': seen.urlsChecked,
      'off-site requests blocked (images)': seen.offSite.length,
      executions: executions.length,
      'CSP violations': violations.length,
      'uncaught page errors': seen.pageErrors.length,
      'distinct runs of the corpus inserted raw (control)': seen.rawRuns,
    });
    expect(executions).toEqual([]);
    expect(violations).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
  });
});
