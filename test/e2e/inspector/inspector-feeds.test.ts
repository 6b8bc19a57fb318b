// The widget inspector checks the page's feeds (docs/cms-bridge.md, "Widget inspector"), in
// Chromium against the demo: inside the admin's frame the config's FeedIds are asked of the
// media service once (GetMediaFeedDetails) and a notice names a FeedId the service does not
// know or one under the wrong group, or says why the check could not be made; a page that is
// right shows none, and a visitor's page never makes the call.
import type { Browser, BrowserContext, Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chunkOf, reach, readChunkMap } from '../../support/chunk-map';
import { adminUrl, baseUrl, launch, widgetMounted } from '../support/browser';
import { siteFrame, waitForBridge } from '../support/cms-bridge-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A fresh context; the media-service requests it makes, by call name, are counted. */
async function counting() {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const calls: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/media-service/')) calls.push(pathname.split('/').at(-1) ?? '');
  });
  return { context, calls, count: (call: string) => calls.filter((name) => name === call).length };
}

/** `path` of the site in the demo admin's frame, the bridge editable (the inspector loads). */
async function inAdmin(path: string) {
  const counted = await counting();
  const page = await counted.context.newPage();
  await page.goto(`${adminUrl()}/?${new URLSearchParams({ path })}`);
  const frame = await siteFrame(page);
  await waitForBridge(frame, 'editable');
  return { ...counted, frame };
}

const feedNotice = (frame: Frame) => frame.locator('[data-inspector-notice="feeds"]');

async function noticeLines(frame: Frame) {
  const notice = feedNotice(frame);
  await notice.waitFor({ state: 'visible' });
  return {
    heading: await notice.locator('strong').textContent(),
    lines: await notice.locator('li').allTextContents(),
    before: await notice.evaluate((node) => node.nextElementSibling?.getAttribute('data-widget')),
    role: await notice.getAttribute('role'),
  };
}

describe('given the news page in the admin frame', () => {
  it('names a configured FeedId the media service does not know', async () => {
    const { frame, count } = await inAdmin(
      '/media/filter/news?demoFeedGroups=news:1,2,99;events:4,5,6',
    );
    const notice = await noticeLines(frame);
    expect(notice).toEqual({
      heading: `The page config's "feedGroups":`,
      lines: ['FeedId 99 (under "news") is unknown to the media service: its items cannot show.'],
      before: 'media-hub',
      role: 'note',
    });
    expect(count('GetMediaFeedDetails')).toBe(1);
  });

  it('names a FeedId whose FeedType belongs to another group', async () => {
    const { frame } = await inAdmin('/media/filter/news?demoFeedGroups=news:1,4;events:5,6');
    expect((await noticeLines(frame)).lines).toEqual([
      'FeedId 4 (under "news") is a TiarcCalendar feed, which belongs to "events": "news" takes TiarcNews feeds.',
    ]);
  });

  it('shows no feed notice when every FeedId is known and in its group', async () => {
    const { frame, count } = await inAdmin('/media/filter/news');
    await expect.poll(() => count('GetMediaFeedDetails')).toBe(1);
    await frame.waitForSelector('[data-widget="media-hub"][data-widget-state="mounted"]', {
      state: 'attached',
    });
    // The answer is in and would have been shown by now.
    await frame.waitForTimeout(500);
    expect(await feedNotice(frame).count()).toBe(0);
    expect(await frame.locator('.wgt-inspector-notice').count()).toBe(0);
  });

  it('says the FeedIds were not checked when the call fails, and the inspector works on', async () => {
    const { frame } = await inAdmin('/media/filter/news?demoFailure=GetMediaFeedDetails:500');
    expect(await noticeLines(frame)).toMatchObject({
      heading: `The page config's "feedGroups" could not be checked:`,
      lines: [
        "The media service's GetMediaFeedDetails could not be reached (the service is down, or mediaServiceUrl is wrong), so the FeedIds were not checked. Reload the page to check again.",
      ],
    });
    const hub = frame.locator('[data-widget="media-hub"]');
    await hub.hover();
    await expect
      .poll(() => frame.locator('.wgt-inspector-tag').textContent())
      .toMatch(/^media-hub · /);
  });

  it('says which FeedTypes could not be read in a malformed answer', async () => {
    const { frame } = await inAdmin(
      '/media/filter/news?demoFeedGroups=news:1;events:4&demoFailure=GetMediaFeedDetails:wrong-types',
    );
    expect((await noticeLines(frame)).lines).toEqual([
      `FeedId 1 (under "news"): the media service's answer gives no FeedType that can be read.`,
      `FeedId 4 (under "events"): the media service's answer gives no FeedType that can be read.`,
    ]);
  });
});

describe("given a visitor's page (not in the admin frame)", () => {
  it('never asks GetMediaFeedDetails, even with a FeedId the service does not know', async () => {
    const { context, count, calls } = await counting();
    const page = await context.newPage();
    await page.goto(new URL('/media/filter/news?demoFeedGroups=news:1,2,99', baseUrl()).href, {
      waitUntil: 'networkidle',
    });
    await widgetMounted(page, 'media-hub');
    await page.waitForTimeout(500);
    expect(count('GetMediaItems')).toBeGreaterThan(0);
    expect(calls).not.toContain('GetMediaFeedDetails');
    expect(await page.locator('.wgt-inspector-notice').count()).toBe(0);
  });
});

describe("given the built bundle (the visitors' chunks)", () => {
  it("the inspector asks through the visitors' media chunk: its own holds no copy of it", () => {
    // The media chunk's modules stay together however many entries reach them (build/chunks.json,
    // test/unit/build/chunk-map.test.ts): the inspector shares the visitors' chunk.
    const map = readChunkMap();
    const inspector = chunkOf(map, 'src/bridge/inspector.ts');
    const reached = reach(map, [inspector]);
    const modules = [...reached.keys()].flatMap((file) =>
      Object.keys(map.outputs[file]?.inputs ?? {}),
    );
    expect(modules).toContain('src/media/jsonp.ts');
    expect(
      Object.keys(map.outputs[inspector]?.inputs ?? {}).filter((module) =>
        module.startsWith('src/media/'),
      ),
    ).toEqual([]);
  });
});
