// The demo serves every page with a strict Content-Security-Policy (demo/csp.mjs): a fresh nonce
// per response on the boot and config scripts, 'strict-dynamic', no plugins, no <base>, frames
// only from the embed hosts, reports to /csp-report. The bundle runs under it without a single
// violation, and a deliberate one is caught by the page's event and by the report endpoint.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { standinHosts } from '../../../demo/embed-standins.mjs';
import { recordBattery } from '../support/battery-report';
import {
  adminUrl,
  attackerUrl,
  baseUrl,
  launch,
  type OpenPage,
  openPage,
} from '../support/browser';
import {
  type PageViolation,
  serverReports,
  takeExpectedReports,
  takePageViolations,
} from '../support/csp-watch';
import { serviceItems } from '../support/service-items';

let browser: Browser;
let open: OpenPage | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

/** The policy's directives by name: 'script-src' -> ["'nonce-…'", "'strict-dynamic'"]. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const nonceOf = (header: string | null) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(header ?? '')?.[1] ?? null;

/** The nonces the page's scripts carry (the property: browsers hide the attribute). */
const scriptNonces = (page: Page) =>
  page.evaluate(() => ({
    boot: document.querySelector<HTMLScriptElement>('script[src$="/widgets/boot.js"]')?.nonce,
    config: document.querySelector<HTMLScriptElement>('script[data-widgets-config]')?.nonce,
  }));

/** Violations so far, in the page and at the server (without taking them: setup-csp.ts does). */
async function violationCount() {
  const { reports } = await serverReports();
  const page = takePageViolations();
  // Put nothing back silently: a violation here must still fail the test in the afterEach.
  if (page.length) throw new Error(`violations: ${JSON.stringify(page)}`);
  return reports.length;
}

// Every kind of page of the demo, the widgets on it mounted (or settled).
const PAGES = [
  '/',
  '/about',
  '/admissions/fees',
  '/contact',
  '/media',
  '/media/filter/videos',
  '/media?SearchExpression=music',
  '/calendar',
  '/parents',
  '/search/music',
  '/blank',
  '/no-such-page',
];

let pagesChecked = 0;
let violationsSeen = 0;

describe('given each page of the demo', () => {
  it('it is served with the strict policy, its scripts carry the nonce, and nothing violates it', async () => {
    const frames = Object.values(standinHosts(baseUrl())).map((base) => `${base}/`);
    for (const path of PAGES) {
      open = await openPage(browser, 'about:blank'); // a watched context; the response is ours
      const { page } = open;
      const response = await page.goto(new URL(path, baseUrl()).href);
      const header = (await response?.headerValue('content-security-policy')) ?? null;
      const policy = directives(header);
      const nonce = nonceOf(header);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('script-src'), path).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-src')?.sort(), path).toEqual([...frames].sort());
      expect(policy.get('worker-src'), path).toEqual(["'self'"]);
      expect(policy.get('report-uri'), path).toEqual([`${baseUrl()}/csp-report`]);
      if (path !== '/no-such-page') {
        expect(await scriptNonces(page), path).toEqual({ boot: nonce, config: nonce });
        // The bundle ran: boot marked the widgets of the page.
        await page.waitForLoadState('networkidle');
      }
      violationsSeen += await violationCount();
      pagesChecked += 1;
      await open.context.close();
      open = undefined;
    }
    expect(violationsSeen).toBe(0);
  });

  it('each response has a nonce of its own', async () => {
    const nonces = new Set<string | null>();
    for (let n = 0; n < 5; n++) {
      const response = await fetch(new URL('/', baseUrl()));
      nonces.add(nonceOf(response.headers.get('content-security-policy')));
    }
    expect(nonces.size).toBe(5);
    expect(nonces.has(null)).toBe(false);
  });

  it('?csp=off serves the same page without a policy, for comparison', async () => {
    const response = await fetch(new URL('/about?csp=off', baseUrl()));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).not.toContain('nonce=');
  });
});

describe('given the bundle’s dynamic parts under the policy', () => {
  it('an event pop-up loads its chunks, the map (Leaflet) and the booking form frame', async () => {
    const event = (await serviceItems(feedIdsByGroup.events)).find(
      (entry) =>
        entry.Latitude !== null && entry.WoofooCode && entry.TotalTickets > entry.TicketsReserved,
    );
    if (!event) throw new Error('the seed has a bookable event with a venue');
    open = await openPage(browser, `/media/eventsfeed/${event.FeedId}/${event.Id}`);
    const { page } = open;
    await page.locator('.wgt-event-map .leaflet-tile-loaded').first().waitFor();
    await page.getByRole('button', { name: 'Book Tickets Now' }).click();
    await page.getByRole('button', { name: /^Load .* content$/ }).click();
    const form = page.frameLocator('.wgt-booking iframe');
    await form.getByRole('button', { name: 'Book' }).waitFor();
    violationsSeen += await violationCount();
    pagesChecked += 1;
    expect(violationsSeen).toBe(0);
  });

  it('a video pop-up loads its player frame from the stand-in', async () => {
    const [video] = (await serviceItems(feedIdsByGroup.videos)).filter(
      (item) => item.ItemType === 'Youtube',
    );
    open = await openPage(browser, `/media/newsfeed/${video?.FeedId}/${video?.Id}`);
    const { page } = open;
    await page.getByRole('button', { name: /^Load .* content$/ }).click();
    await page
      .frameLocator('dialog[open] iframe')
      .getByText(/YouTube player stand-in/)
      .waitFor();
    violationsSeen += await violationCount();
    pagesChecked += 1;
    expect(violationsSeen).toBe(0);
  });

  it('the tag manager stand-in, added by the bundle, runs', async () => {
    open = await openPage(browser, '/about?demoTagManager=GTM-CSP1');
    await open.page.waitForSelector('html[data-demo-tag-manager="GTM-CSP1"]', { timeout: 10_000 });
    violationsSeen += await violationCount();
    pagesChecked += 1;
    expect(violationsSeen).toBe(0);
  });

  it('the admin and the attacker pages have a policy too, and framing the site breaks nothing', async () => {
    for (const url of [`${adminUrl()}/?path=/about`, `${attackerUrl()}/?path=/about`]) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const response = await page.goto(url);
        const header = (await response?.headerValue('content-security-policy')) ?? null;
        const policy = directives(header);
        expect(policy.get('script-src'), url).toEqual([`'nonce-${nonceOf(header)}'`]);
        expect(policy.get('object-src'), url).toEqual(["'none'"]);
        expect(policy.get('frame-src')?.[0], url).toBe(new URL(baseUrl()).origin);
        // The framed site page booted (its header widget mounted) inside.
        const site = page.frameLocator('iframe').first();
        await site.locator('[data-widget="header"][data-widget-state="mounted"]').waitFor({
          state: 'attached',
        });
        pagesChecked += 1;
      } finally {
        await context.close();
      }
    }
    violationsSeen += await violationCount();
    expect(violationsSeen).toBe(0);
  });
});

describe('given a deliberate violation', () => {
  let detected = false;
  afterAll(() => {
    recordBattery('csp', {
      'pages checked': pagesChecked,
      'CSP violations': violationsSeen,
      'deliberate violation detected': detected ? 'yes' : 'no',
    });
  });

  it('hostile markup, a plugin and a foreign frame are blocked, seen by the page and reported', async () => {
    const marker = `cspProbe=${Date.now()}`;
    open = await openPage(browser, `/blank?${marker}`);
    const { page } = open;
    await page.evaluate(
      ([attacker]) => {
        // The shapes an injection takes when markup is not sanitised.
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img alt="" src="data:," onerror="window.__cspHandlerRan = true">',
        );
        const object = document.createElement('object');
        object.data = '/demo-assets/favicon.svg';
        document.body.append(object);
        const frame = document.createElement('iframe');
        frame.title = 'Not an embed provider';
        frame.src = `${attacker}/`;
        document.body.append(frame);
      },
      [attackerUrl()],
    );
    const blocked = ['frame-src', 'object-src', 'script-src-attr'];
    const inPage: PageViolation[] = [];
    await expect
      .poll(() => {
        inPage.push(...takePageViolations({ documentUri: marker }));
        return inPage.map((violation) => violation.directive).sort();
      })
      .toEqual(blocked);
    const reports = await takeExpectedReports({ documentUri: marker }, blocked.length);
    expect(reports.map((report) => report['effective-directive']).sort()).toEqual(blocked);
    expect(await page.evaluate(() => '__cspHandlerRan' in window)).toBe(false);
    expect(await page.frameLocator('iframe').locator('#direct').count()).toBe(0);
    detected = inPage.length === blocked.length && reports.length === blocked.length;
  });

  it('a script in the markup without the nonce does not run, and is reported', async () => {
    const marker = `cspProbe=${Date.now()}-markup`;
    open = await openPage(browser, `/blank?${marker}`);
    const { page } = open;
    // document.open keeps the page's policy: the new markup's scripts need its nonce.
    await page.setContent(
      '<!doctype html><title>Injected</title><script>window.__cspInlineRan = true</script>',
    );
    const reports = await takeExpectedReports({ documentUri: marker }, 1);
    takePageViolations({ documentUri: marker });
    expect(reports.map((report) => report['effective-directive'])).toEqual(['script-src-elem']);
    expect(await page.evaluate(() => '__cspInlineRan' in window)).toBe(false);
  });
});
