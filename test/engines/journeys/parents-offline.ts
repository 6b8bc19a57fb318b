// The parents area offline: its service worker registers, controls the page after a reload,
// and once the network is gone a reload still shows the area with its last news and events.

import type { EnginePage } from '../engine-page';
import type { Journey } from '../journey';
import { findAll, locate, waitFor } from '../steps';

/** The news cards' titles: headings in the list "Latest news" (placeholders are hidden from it). */
const NEWS = { role: 'heading', within: { role: 'list', name: 'Latest news' } } as const;
/** A day of the calendar ("Coming up"): its heading, the date ("Today, 6 Dec", "7 Dec"). */
const CALENDAR_DAY = { role: 'heading', name: /^(Today, )?\d{1,2} \S+$/ } as const;
const NOTICE = { role: 'status', name: /offline/ } as const;

/** The news titles, once the hub has drawn them all. */
async function newsTitles(page: EnginePage, what: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const titles = (await findAll(page, NEWS).catch(() => [])).map((title) => title.name);
    if (titles.length > 0 && titles.every(Boolean)) return titles.join(' | ');
    if (Date.now() > deadline) throw new Error(`${page.engine}: waited for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's CSP nonce: the server draws a new one for every answer (in the page). */
const pageNonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || null;

/** Scrolls to the calendar ("Coming up"), which loads as it comes near the viewport. */
const toCalendar = () => {
  document.querySelector('[data-widget="calendar"]')?.scrollIntoView();
  return document.querySelector('[data-widget="calendar"][data-widget-state="mounted"]') !== null;
};

export const parentsOffline: Journey = {
  name: 'parents area opens offline from its service worker',
  async run({ page, engine, url, goOffline }) {
    await page.goto(url('/parents'));
    await waitFor(page, 'the worker activated', async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated';
    });
    await page.reload();
    await waitFor(page, 'the page controlled by the worker', () =>
      Boolean(navigator.serviceWorker.controller?.scriptURL.includes('parents-sw.js')),
    );
    const nonce = await waitFor(page, 'the page nonce', pageNonce);
    const online = await newsTitles(page, 'the latest news');
    await waitFor(page, 'the calendar', toCalendar);
    await locate(page, CALENDAR_DAY);
    // The hub's and the calendar's answers kept by the worker: what the offline view needs.
    await waitFor(page, 'two media answers kept', async () => {
      let kept = 0;
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        kept += requests.filter((request) => request.url.includes('/media-service/')).length;
      }
      return kept >= 2;
    });

    await goOffline();
    await page.reload();
    await locate(page, { role: 'heading', name: /Parents area/ });
    // The same nonce: the worker's kept copy of the page (the server has the browser ask it for
    // the page every time, max-age=0, so no HTTP cache answers), not a new answer from the network.
    const offlineNonce = await page.evaluate(pageNonce);
    if (offlineNonce !== nonce) throw new Error(`${engine}: the page came from the network`);
    // The same news and the calendar's days, from the worker's kept answers.
    const offline = await newsTitles(page, 'the latest news offline');
    if (offline !== online) throw new Error(`${engine}: offline news ${offline}, not ${online}`);
    await waitFor(page, 'the calendar offline', toCalendar);
    await locate(page, CALENDAR_DAY);
    // The notice follows navigator.onLine. WebKitGTK's driver has no offline mode: there the
    // demo server is stopped instead, the browser still reads as online, and rightly no notice.
    if (engine !== 'webkit') {
      await locate(page, {
        ...NOTICE,
        name: /^You are offline\. News and events as last updated on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/,
      });
    } else {
      const notices = await findAll(page, NOTICE);
      if (notices.length) {
        throw new Error(
          `webkit: an offline notice while the browser is online: ${notices[0]?.name}`,
        );
      }
    }
  },
};
