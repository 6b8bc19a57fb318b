import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import {
  askRoute,
  closeMediaServices,
  mediaService,
  newsItem,
  whereKept,
} from './support/media-service';
import { resetSettings, wpUrl } from './support/wordpress';

// Issue 47: on a site with a persistent object cache (a Redis or Memcached drop-in; here
// support/object-cache.php, the same contract kept in files), the media service's answers are
// kept there, not in the options table, and are still one read per question for the pages and
// the route alike.

const DROP_IN = join(import.meta.dirname, 'support/object-cache.php');
const installed = () => join(inject('wpSiteDir'), 'wp-content/object-cache.php');
/** The drop-in's files (support/object-cache.php): none from an earlier run, none left. */
const files = () => join(inject('wpSiteDir'), 'wp-content/ssw-test-object-cache');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await rm(files(), { recursive: true, force: true });
  await copyFile(DROP_IN, installed());
});
afterAll(async () => {
  await rm(installed(), { force: true });
  await rm(files(), { recursive: true, force: true });
  await resetSettings();
  await browser.close();
});
afterEach(() => closeMediaServices());

describe('with a persistent object cache', () => {
  it('keeps the answers there, read once for the route and the page', async () => {
    const before = await whereKept();
    expect(before.objectCache).toBe(true);
    const title = 'Orchestra tour';
    const service = await mediaService(browser, () => [newsItem(1, title), newsItem(2, 'Choir')]);
    const first = await askRoute('GetMediaItems', 'FeedIds=1&skip=0&take=2');
    const second = await askRoute('GetMediaItems', 'FeedIds=1&skip=0&take=2');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json()[0].Title).toBe(title);
    expect(service.asked).toEqual(['GetMediaItems?FeedIds=1&skip=0&take=2']);

    const page = await fetch(wpUrl('/media/'));
    expect(await page.text()).toContain(title);
    const reads = service.asked.length;
    await fetch(wpUrl('/media/')).then((response) => response.text());
    expect(service.asked).toHaveLength(reads);

    // None of its answers went to the options table.
    expect(await whereKept()).toEqual(before);
  });
});
