// The parents area offline: its service worker registers, controls the page after a reload,
// and once the network is gone a reload still shows the area with its last news and events.
import type { Journey } from '../journey';
import { locate, textOf, waitFor } from '../steps';

const NEWS = '[role="list"][aria-label="Latest news"] .wgt-card:not(.wgt-card--skeleton) h3';
const CALENDAR_DAY = '[data-widget-root="calendar"] .wgt-calendar__date';
const NOTICE = 'p.wgt-offline[role="status"]';

/** The news titles, once the hub has drawn them all (in the page: no outer names). */
const newsTitles = (css: string) => {
  const titles = [...document.querySelectorAll(css)].map((title) =>
    (title.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return titles.length > 0 && titles.every(Boolean) ? titles.join(' | ') : null;
};

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
    const online = await waitFor(page, 'the latest news', newsTitles, NEWS);
    await waitFor(page, 'the calendar', toCalendar);
    await locate(page, { selector: CALENDAR_DAY });
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
    await waitFor(page, 'the heading Parents area', () =>
      document.querySelector('h1')?.textContent?.includes('Parents area'),
    );
    // The same nonce: the worker's kept copy of the page (the server has the browser ask it for
    // the page every time, max-age=0, so no HTTP cache answers), not a new answer from the network.
    const offlineNonce = await page.evaluate(pageNonce);
    if (offlineNonce !== nonce) throw new Error(`${engine}: the page came from the network`);
    // The same news and the calendar's days, from the worker's kept answers.
    const offline = await waitFor(page, 'the latest news offline', newsTitles, NEWS);
    if (offline !== online) throw new Error(`${engine}: offline news ${offline}, not ${online}`);
    await waitFor(page, 'the calendar offline', toCalendar);
    await locate(page, { selector: CALENDAR_DAY });
    // The notice follows navigator.onLine. WebKitGTK's driver has no offline mode: there the
    // demo server is stopped instead, the browser still reads as online, and rightly no notice.
    if (engine !== 'webkit') {
      await waitFor(
        page,
        'the offline notice',
        (css) =>
          /^You are offline\. News and events as last updated on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/.test(
            document.querySelector(css)?.textContent ?? '',
          ),
        NOTICE,
      );
    } else if (await textOf(page, NOTICE)) {
      throw new Error(
        `webkit: an offline notice while the browser is online: ${await textOf(page, NOTICE)}`,
      );
    }
  },
};
