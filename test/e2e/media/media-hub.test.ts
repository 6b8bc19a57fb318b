import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  LOADED_CARD,
  launch,
  type OpenPage,
  openPage,
  widgetMounted,
} from '../support/browser';

const GROUPS = [
  'news',
  'twitter',
  'photos',
  'blog',
  'videos',
  'facebook',
  'soundcloud',
  'publications',
  'instagram',
  'pinterest',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The media-service calls the page makes, without the JSONP callback name. */
function recordCalls(page: Page, call: string) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(`/media-service/${call}`)) return;
    url.searchParams.delete('callback');
    urls.push(url.search);
  });
  return urls;
}

const cards = (page: Page) => page.locator(LOADED_CARD);

async function cardKeys(page: Page) {
  return page.$$eval('[data-widget-root] [data-card-key]', (entries) =>
    entries.map((entry) => entry.getAttribute('data-card-key')),
  );
}

describe('given each of the ten group pages', () => {
  it('lists items of that group only, one GetMediaItems call with its feeds', async () => {
    const open = await openPage(browser, '/media/filter/news');
    // The first load's call can leave after its load event: count only the visits' own.
    await widgetMounted(open.page, 'media-hub');
    const calls = recordCalls(open.page, 'GetMediaItems');
    for (const group of GROUPS) {
      calls.length = 0;
      await open.page.goto(new URL(`/media/filter/${group}`, open.page.url()).href);
      await widgetMounted(open.page, 'media-hub');
      await expect.poll(() => cards(open.page).count()).toBeGreaterThan(0);
      const classes = await cards(open.page).evaluateAll((list) =>
        list.map((card) => card.className),
      );
      expect(
        classes.every((name) => name.includes(`wgt-group--${group}`)),
        group,
      ).toBe(true);
      expect(calls, group).toHaveLength(1);
    }
    expect(open.errors).toEqual([]);
    await open.context.close();
  });

  it("each group's cards carry its own source icon, drawn as a glyph", async () => {
    const open = await openPage(browser, '/media/filter/news');
    const icon = () => open.page.locator('[data-widget-root] .wgt-card__source').first();
    const picture = async () => (await icon().screenshot()).toString('base64');
    /** The icon drawn with the given change to its glyph box. */
    const pictureWith = async (change: string) => {
      const style = await open.page.addStyleTag({
        content: `.wgt-card__source::before { ${change} }`,
      });
      const changed = await picture();
      await style.evaluate((element) => (element as Element).remove());
      return changed;
    };
    const pictures = new Set<string>();
    for (const group of GROUPS) {
      await open.page.goto(new URL(`/media/filter/${group}`, open.page.url()).href);
      await widgetMounted(open.page, 'media-hub');
      const drawn = await picture();
      // Neither the whole square nor nothing: the glyph is cut out of it.
      expect(drawn, group).not.toBe(await pictureWith('clip-path: none !important; mask: none'));
      expect(drawn, group).not.toBe(await pictureWith('opacity: 0'));
      pictures.add(drawn);
    }
    // Ten groups, ten different glyphs.
    expect(pictures.size).toBe(GROUPS.length);
    expect(open.errors).toEqual([]);
    await open.context.close();
  });
});

describe('given the media hub', () => {
  let open: OpenPage;
  let calls: string[];
  beforeAll(async () => {
    open = await openPage(browser, '/media');
    await widgetMounted(open.page, 'media-hub');
    await open.page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 12,
      LOADED_CARD,
    );
  });
  afterAll(() => open.context.close());

  it('axe-core finds no violation', async () => {
    await expectNoAxeViolations(open.page);
  });

  it('Load more appends the next page: no duplicates, no shift of the cards shown, focus on the first new card', async () => {
    calls = recordCalls(open.page, 'GetMediaItems');
    const before = await cardKeys(open.page);
    const boxes = () =>
      cards(open.page).evaluateAll((list) =>
        list.slice(0, 12).map((card) => {
          const box = card.getBoundingClientRect();
          return [box.left, box.top + window.scrollY, box.width, box.height].map(Math.round);
        }),
      );
    const shown = await boxes();
    await open.page.getByRole('button', { name: 'More items' }).click();
    await expect.poll(() => cards(open.page).count()).toBe(24);
    const after = await cardKeys(open.page);
    expect(after.slice(0, 12)).toEqual(before);
    expect(new Set(after).size).toBe(24);
    expect(await boxes()).toEqual(shown);
    // Focus moves once the new cards are drawn.
    await expect
      .poll(() =>
        open.page.evaluate(() =>
          document.activeElement?.closest('[data-card-key]')?.getAttribute('data-card-key'),
        ),
      )
      .toBe(after[12]);
    await expect
      .poll(() => open.page.locator('[data-widget-root] > [role="status"]').textContent())
      .toBe('12 more items loaded.');
  });

  it('sent one GetMediaItems call for that page, never an identical one twice', async () => {
    await open.page.getByRole('button', { name: 'More items' }).click();
    await expect.poll(() => cards(open.page).count()).toBe(36);
    expect(calls).toHaveLength(2);
    expect(new Set(calls).size).toBe(2);
    expect(calls.map((query) => new URLSearchParams(query).get('skip'))).toEqual(['12', '24']);
  });

  it('after three pages, the cards are still one list to a screen reader, in one grid without holes; axe-core finds no violation', async () => {
    expect(await cards(open.page).count()).toBe(36);
    // Chromium's accessibility tree: one list whose items are the 36 cards (the blocks the
    // grid is drawn in are not in the tree).
    const cdp = await open.context.newCDPSession(open.page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const role = (node: (typeof nodes)[number]) => String(node.role?.value ?? '');
    const listOf = (node: (typeof nodes)[number]) => {
      for (let up = byId.get(node.parentId ?? ''); up; up = byId.get(up.parentId ?? '')) {
        if (!up.ignored && role(up) !== 'generic' && role(up) !== 'none') return up;
      }
      return undefined;
    };
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-widget-root] .wgt-card-list')`,
    });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const list = nodes.find((entry) => entry.backendDOMNodeId === node.backendNodeId);
    expect(list && role(list)).toBe('list');
    const items = nodes.filter(
      (entry) => !entry.ignored && role(entry) === 'listitem' && listOf(entry) === list,
    );
    expect(items).toHaveLength(36);
    await cdp.detach();
    // One grid: every card sits in the column and row its place in the list gives it.
    const boxes = await cards(open.page).evaluateAll((list) =>
      list.map((card) => {
        const box = card.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top + window.scrollY) };
      }),
    );
    const columns = boxes.filter((box) => box.top === boxes[0]?.top).length;
    expect(columns).toBeGreaterThan(1);
    boxes.forEach((box, index) => {
      const previous = boxes[index - 1]?.top ?? Number.NEGATIVE_INFINITY;
      expect(box.left, `card ${index}`).toBe(boxes[index % columns]?.left);
      if (index % columns) expect(box.top, `card ${index}`).toBe(previous);
      else expect(box.top, `card ${index}`).toBeGreaterThan(previous);
    });
    await expectNoAxeViolations(open.page);
  });

  it('has no page or console error', () => {
    expect(open.errors).toEqual([]);
  });
});

describe('given a hashtag in a card title', () => {
  it('its link lands on the search expression page listing matching items', async () => {
    const open = await openPage(browser, '/media/filter/twitter');
    await widgetMounted(open.page, 'media-hub');
    const tag = open.page.locator('[data-widget-root] .wgt-card__tag', { hasText: /^#/ }).first();
    const text = (await tag.textContent()) ?? '';
    expect(text).toMatch(/^#\w+/);
    const calls = recordCalls(open.page, 'GetMediaItemsAdvanced');
    await tag.click();
    await open.page.waitForURL(
      (url) => url.pathname === '/media' && url.searchParams.get('SearchExpression') === text,
    );
    await widgetMounted(open.page, 'media-hub');
    await expect.poll(() => cards(open.page).count()).toBeGreaterThan(0);
    expect(new URLSearchParams(calls[0]).get('SearchExpression')).toBe(text);
    const titles = await open.page.locator(`${LOADED_CARD} .wgt-card__title`).allTextContents();
    expect(titles.some((title) => title.toLowerCase().includes(text.toLowerCase()))).toBe(true);
    await open.context.close();
  });
});

describe('given a visitor typing in the media hub search box', () => {
  it('suggestions appear after a pause, and one is chosen with the arrow keys and Enter', async () => {
    const open = await openPage(browser, '/media');
    await widgetMounted(open.page, 'media-hub');
    const calls = recordCalls(open.page, 'GetMediaItemsSearchSuggestions');
    const box = open.page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.pressSequentially('sport');
    const listbox = open.page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(10);
    // Debounced: one call for the whole word, with the spec's count.
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]))).toMatchObject({
      SearchText: 'sport',
      Count: '10',
    });

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const chosen = (await second.textContent()) ?? '';
    await box.press('Enter');
    await open.page.waitForURL((url) => url.searchParams.get('SearchExpression') === chosen);
    await widgetMounted(open.page, 'media-hub');
    // A suggestion is a cleaned title with its spaces collapsed.
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    await expect
      .poll(async () =>
        (await open.page.locator(`${LOADED_CARD} .wgt-card__title`).allTextContents()).map(squash),
      )
      .toContain(squash(chosen));
    await open.context.close();
  });

  it('Escape closes the suggestions and keeps the text', async () => {
    const open = await openPage(browser, '/media');
    await widgetMounted(open.page, 'media-hub');
    const box = open.page.getByRole('combobox', { name: 'Search news, events, photos and posts' });
    await box.pressSequentially('open');
    await open.page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('open');
    await open.context.close();
  });
});

describe('given a group page', () => {
  it('axe-core finds no violation', async () => {
    const open = await openPage(browser, '/media/filter/photos');
    await widgetMounted(open.page, 'media-hub');
    await expect.poll(() => cards(open.page).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(open.page);
    await open.context.close();
  });
});
