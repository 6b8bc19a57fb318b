// The widget inspector (docs/cms-bridge.md, "Widget inspector"), in Chromium against the demo:
// inside the admin's frame a page with one broken widget of each state shows a notice with the
// reason beside each and the admin lists them; the same page outside the frame shows none and
// never requests the inspector's chunk.
import type { Browser, Frame } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chunkHolding, readChunkMap } from '../../support/chunk-map';
import {
  adminUrl,
  baseUrl,
  expectNoAxeViolations,
  launch,
  type OpenPage,
} from '../support/browser';
import { type Framed, siteFrame, waitForBridge } from '../support/cms-bridge-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The inspector's chunk in dist/, from esbuild's metafile. */
function inspectorChunk(): string {
  const chunk = chunkHolding(readChunkMap(), 'src/bridge/inspector.ts');
  if (!chunk) throw new Error('no chunk holds src/bridge/inspector.ts');
  return chunk.slice('dist/'.length);
}

const notices = (frame: Frame) =>
  frame.locator('.wgt-inspector-notice').evaluateAll((list) =>
    list.map((notice) => ({
      text: notice.textContent ?? '',
      before: notice.nextElementSibling?.getAttribute('data-widget'),
    })),
  );

describe('given the demo admin framing the widget problems page, its footer chunk failing', () => {
  let admin: Framed;
  let frame: Frame;
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // A widget whose code cannot be fetched: the state failed.
    await context.route(/\/widgets\/chunks\/Footer-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    admin = { context, page, messages: [] };
    await page.goto(`${adminUrl()}/?path=/widget-problems`);
    frame = await siteFrame(page);
    await waitForBridge(frame, 'editable');
    await frame.locator('.wgt-footer').scrollIntoViewIfNeeded();
    await frame.waitForSelector('[data-widget="footer"][data-widget-state="failed"]', {
      state: 'attached',
    });
  });
  afterAll(() => admin.context.close());

  it('shows beside each broken widget a notice naming it, its state and the reason', async () => {
    await expect.poll(() => notices(frame).then((list) => list.length)).toBe(4);
    const list = await notices(frame);
    const of = (widget: string) => list.find((notice) => notice.before === widget)?.text ?? '';
    expect(of('medai-hub')).toMatch(
      /^Widget "medai-hub" \(unknown\): There is no widget named "medai-hub" \(data-widget\)\. Did you mean "media-hub"\?/,
    );
    expect(of('calendar')).toContain(
      `Widget "calendar" (disabled): The page config's "feedGroups" is missing; the "calendar" widget needs it. Expected an object`,
    );
    expect(of('home-screen-prompt')).toBe(
      'Widget "home-screen-prompt" (invalid): Its options are not valid: the page body lacks the class "parents-area".',
    );
    expect(of('footer')).toMatch(
      /^Widget "footer" \(failed\): Its code could not load: .+\. Its server markup is shown instead\.$/,
    );
    for (const notice of await frame.locator('.wgt-inspector-notice').all()) {
      expect(await notice.isVisible()).toBe(true);
    }
  });

  it('the admin lists the same problems beside the frame', async () => {
    const items = admin.page.locator('#problems li');
    await expect.poll(() => items.count()).toBe(4);
    const listed = await items.evaluateAll((list) => list.map((item) => item.textContent ?? ''));
    expect(listed.map((text) => text.split(':')[0]).sort()).toEqual([
      'calendar (disabled)',
      'footer (failed)',
      'home-screen-prompt (invalid)',
      'medai-hub (unknown)',
    ]);
    const shown = await notices(frame);
    for (const text of listed) {
      const [, widget, state, reason] = /^(\S+) \((\w+)\): (.*)$/s.exec(text) ?? [];
      expect(shown.map((notice) => notice.text)).toContain(
        `Widget "${widget}" (${state}): ${reason}`,
      );
    }
    expect(await admin.page.locator('#problems-status').textContent()).toBe(
      '4 widgets show nothing of their own:',
    );
  });

  it('hovering or focusing a widget outlines it and shows its name and state', async () => {
    const header = frame.locator('[data-widget="header"]');
    await header.hover();
    const tag = frame.locator('.wgt-inspector-tag');
    await expect.poll(() => tag.isVisible()).toBe(true);
    expect(await tag.textContent()).toBe('header · mounted');
    expect(await header.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('dashed');
    await frame.locator('[data-widget="calendar"] a').first().focus();
    await expect.poll(() => tag.textContent()).toBe('calendar · disabled');
  });

  it('axe finds no violation on the admin page with the frame', async () => {
    await expectNoAxeViolations(admin.page);
  });
});

describe('given the demo admin framing a parents area whose data-school names no school', () => {
  it('shows a warning notice beside the hub and the calendar, and lists no problem', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(
        `${adminUrl()}/?${new URLSearchParams({ path: '/parents?demoSchool=atlantis' })}`,
      );
      const frame = await siteFrame(page);
      await waitForBridge(frame, 'editable');
      for (const widget of ['media-hub', 'calendar']) {
        await frame.locator(`[data-widget="${widget}"]`).scrollIntoViewIfNeeded();
        await frame.waitForSelector(`[data-widget="${widget}"][data-widget-state="mounted"]`, {
          state: 'attached',
        });
      }
      const reason =
        'Its data-school="atlantis" is not a school of the page config\'s "schools" (one of london, dubai, geneva), so it shows every school\'s items.';
      await expect
        .poll(() => notices(frame))
        .toEqual([
          { text: `Widget "media-hub" (warning): ${reason}`, before: 'media-hub' },
          { text: `Widget "calendar" (warning): ${reason}`, before: 'calendar' },
        ]);
      for (const notice of await frame.locator('.wgt-inspector-notice').all()) {
        expect(await notice.isVisible()).toBe(true);
      }
      // The admin's list names the widgets showing nothing of their own: these do show.
      expect(await page.locator('#problems li').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('given the same page outside the admin frame', () => {
  let open: OpenPage | undefined;
  afterEach(async () => {
    await open?.context.close();
    open = undefined;
  });

  it('shows no notice and never requests the inspector or the bridge', async () => {
    const requested: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    open = { context, page, errors: [] };
    await page.goto(new URL('/widget-problems', baseUrl()).href, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-widget="medai-hub"][data-widget-state="unknown"]', {
      state: 'attached',
    });
    await page.waitForTimeout(500);
    expect(await page.locator('.wgt-inspector-notice, .wgt-inspector-tag').count()).toBe(0);
    expect(requested).not.toContain(`/widgets/${inspectorChunk()}`);
    expect(requested.some((path) => path.includes('/inspector-'))).toBe(false);
  });
});
