import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { widgetMounted } from './browser';

// The URL-safety sweep, shared by url-safety.test.ts (the demo data) and
// hostile-data.test.ts (the hostile corpus): in the DOM the widgets render
// (`[data-widget-root]` and an open <dialog>), links and sources are http(s) or relative (or
// mailto:/tel:; a same-origin blob: download the widget made), new tabs open only with
// rel="noopener noreferrer", nothing has srcdoc, and frames come only from the local embed and
// booking stand-ins (the demo's allow-listed providers).

export interface Sweep {
  /** URL-bearing attributes looked at: a sweep that saw nothing proves nothing. */
  checked: number;
  frames: number;
  problems: string[];
}

/** Runs in the page: `page.evaluate(sweep)`. */
export function sweep(): Sweep {
  const problems: string[] = [];
  let checked = 0;
  const allowed = ['http:', 'https:', 'mailto:', 'tel:'];
  const label = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
  const checkUrl = (el: Element, name: string, value: string) => {
    checked++;
    let url: URL;
    try {
      url = new URL(value.trim(), document.baseURI);
    } catch {
      problems.push(`${label(el)} ${name}="${value}" is not a URL`);
      return;
    }
    // A file the widget made itself (the event's calendar file) is a download of this origin.
    const ownFile =
      url.protocol === 'blob:' && el.hasAttribute('download') && url.origin === location.origin;
    if (!allowed.includes(url.protocol) && !ownFile)
      problems.push(`${label(el)} ${name}="${value}"`);
  };
  const roots = [
    ...document.querySelectorAll('[data-widget-root]'),
    ...document.querySelectorAll('dialog[open]'),
  ];
  for (const root of roots) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      for (const name of ['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'data']) {
        const value = el.getAttribute(name);
        if (value !== null) checkUrl(el, name, value);
      }
      for (const candidate of (el.getAttribute('srcset') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) checkUrl(el, 'srcset', url);
      }
      if (el.getAttribute('target')?.toLowerCase() === '_blank') {
        const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          problems.push(`${label(el)} target=_blank rel="${el.getAttribute('rel') ?? ''}"`);
      }
    }
  }
  for (const el of document.querySelectorAll('[srcdoc]')) problems.push(`${label(el)} srcdoc`);
  const frames = document.querySelectorAll('iframe');
  for (const frame of frames) {
    const host = new URL(frame.src || 'about:blank', document.baseURI).hostname;
    if (host !== 'localhost' && host !== '127.0.0.1')
      problems.push(`iframe from "${frame.getAttribute('src')}"`);
  }
  return { checked, frames: frames.length, problems };
}

/** Brings every widget of the page in: scrolls to the end (visible strategies), opens the menu. */
export async function wakeWidgets(page: Page) {
  // A click before the bundle has booted only opens the server markup's menu (no JavaScript).
  await widgetMounted(page, 'header');
  for (let y = 0; y < 20; y++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  // A long server markup (a year of calendar days) may still be in place after twenty screens:
  // then to the very end, where the footer waits to be seen, as often as the page grows.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      }),
    )
    .toBe(true);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.count()) {
    await menu.click();
    await page.locator('[data-widget-root] .wgt-menu__overlay').waitFor({ state: 'visible' });
  }
  const pending = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-widget][data-widget-state="pending"]')].map(
        (el) => el.getAttribute('data-widget') ?? '',
      ),
    );
  await expect.poll(pending, { timeout: 5_000 }).toEqual([]);
  await page.waitForLoadState('networkidle');
}
