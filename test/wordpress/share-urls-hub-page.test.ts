// Share URLs follow the media hub: on a site whose hub is at /news-and-events/ and that has no
// /media/ page, a news item's share URL is /news-and-events/newsfeed/{feed}/{item} and opens its
// pop-up there; renaming the page, or choosing another one in the settings, moves them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { adminPage, restoreMediaPage, wpUrl } from './support/wordpress';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launch();
  admin = (await adminPage(browser)).page;
});
afterAll(async () => {
  await browser.close();
  // The files after this one expect the seeded site: its hub at /media/.
  await restoreMediaPage();
});

const dialog = (page: Page) => page.locator('dialog[open]');

/** A row action of a page in Pages, reached as a keyboard user does (they show on focus). */
async function rowAction(title: string, name: string, role: 'link' | 'button' = 'link') {
  await admin.goto(wpUrl('/wp-admin/edit.php?post_type=page'));
  await admin.getByRole(role, { name: name.replace('%s', title), exact: true }).focus();
  await admin.keyboard.press('Enter');
}

/** The block editor's steps: a new page, "School media hub" from the inserter, Publish. */
async function publishHubPage(title: string) {
  await admin.goto(wpUrl('/wp-admin/post-new.php?post_type=page'));
  const welcome = admin.getByRole('dialog', { name: /welcome/i });
  await admin.locator('.edit-post-header-toolbar__inserter-toggle').waitFor();
  if (await welcome.isVisible().catch(() => false)) {
    await welcome.getByRole('button', { name: 'Close dialog' }).click();
  }
  await admin.getByRole('textbox', { name: 'Add title' }).fill(title);
  await admin.getByRole('button', { name: 'Toggle block inserter' }).click();
  await admin.getByPlaceholder('Search').fill('media hub');
  await admin.getByRole('option', { name: 'School media hub' }).click();
  await admin.locator('.ssw-block-preview--media-hub').waitFor();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await admin
    .locator('.editor-post-publish-panel')
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const view = admin.locator('.post-publish-panel__postpublish-header a').first();
  await view.waitFor();
  return (await view.getAttribute('href')) ?? '';
}

async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * A news card's pop-up opened on `pagePath`: the address it shows, and the item's title. The
 * card's link, and the server's no-JavaScript card's for the same item, are that address too.
 */
async function shareFromHub(pagePath: string) {
  const { context, page } = await visitor();
  await page.goto(wpUrl(pagePath));
  await widgetMounted(page, 'media-hub');
  const card = page.locator('[data-widget-root] .wgt-card.wgt-group--news').first();
  const title = (await card.locator('.wgt-card__title').textContent())?.trim() ?? '';
  const href = await card.locator('.wgt-card__link').getAttribute('href');
  const serverHref = await page.evaluate(
    (shown) =>
      [...document.querySelectorAll('[data-widget="media-hub"] article')]
        .filter((article) => !article.closest('[data-widget-root]'))
        .find((article) => article.querySelector('.wgt-card__title')?.textContent === shown)
        ?.querySelector('.wgt-card__link')
        ?.getAttribute('href'),
    title,
  );
  await widgetMounted(page, 'popups'); // before, a click follows the card's link
  await card.locator('.wgt-card__link').click();
  await dialog(page).locator('.wgt-news-popup').waitFor();
  const path = new URL(page.url()).pathname;
  await context.close();
  expect([href, serverHref]).toEqual([path, path]);
  return { path, title };
}

/** `path` opened afresh: its pop-up over the hub, closed back to `hubPath`. */
async function expectSharedItem(path: string, title: string, hubPath: string) {
  const { context, page, errors } = await visitor();
  expect((await page.goto(wpUrl(path)))?.status()).toBe(200);
  await dialog(page).locator('.wgt-news-popup').waitFor();
  await expect.poll(() => dialog(page).locator('h1, h2').first().textContent()).toContain(title);
  expect(await page.locator('[data-widget="media-hub"]').count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog(page).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe(hubPath);
  expect(errors).toEqual([]);
  await context.close();
}

const status = async (path: string) => {
  const { context, page } = await visitor();
  const answer = (await page.goto(wpUrl(path)))?.status();
  await context.close();
  return answer;
};

/** The ids of a share path: '/x/newsfeed/2/81' is 'newsfeed/2/81'. */
const route = (path: string) => /(?:newsfeed|eventsfeed)\/\d+\/\d+$/.exec(path)?.[0] ?? '';

describe('share URLs follow the media hub', () => {
  let shared = { path: '', title: '' };

  it('with the hub at /news-and-events/ and no /media/ page, they open there', async () => {
    // The site's /media/ page goes to the trash; the hub is made on a page of its own.
    await rowAction('Media', 'Move “%s” to the Trash');
    await admin.getByText('1 page moved to the Trash').waitFor();
    expect(new URL(await publishHubPage('News and events')).pathname).toBe('/news-and-events/');

    shared = await shareFromHub('/news-and-events/');
    expect(shared.path).toMatch(/^\/news-and-events\/newsfeed\/\d+\/\d+$/);
    await expectSharedItem(shared.path, shared.title, '/news-and-events/');
    expect(await status(`/media/${route(shared.path)}`)).toBe(404);
  });

  it("a card's hashtag leads to that search on the hub's page, not to a /media/ that is gone", async () => {
    const { context, page, errors } = await visitor();
    await page.goto(wpUrl('/news-and-events/'));
    await widgetMounted(page, 'media-hub');
    // Social posts carry hashtags: Load more until a card shows one.
    const tag = page.locator('[data-widget-root] .wgt-card__tag').first();
    for (let more = 0; more < 8 && (await tag.count()) === 0; more++) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.waitForLoadState('networkidle');
    }
    const text = (await tag.textContent()) ?? '';
    expect(text).toMatch(/^[#@]/);
    await tag.click();
    await page.waitForURL(/SearchExpression=/);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/news-and-events/');
    expect(address.searchParams.get('SearchExpression')).toBe(text);
    await widgetMounted(page, 'media-hub');
    await expect
      .poll(() => page.locator('[data-widget-root] .wgt-card:not(.wgt-card--skeleton)').count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renaming the page moves them with it', async () => {
    await rowAction('News and events', 'Quick edit “%s” inline', 'button');
    // The page's own Quick Edit row (the hidden #inline-edit is its template).
    const inline = admin.locator('tr.inline-edit-row[id^="edit-"]');
    await inline.getByLabel('Slug').fill('news');
    await inline.getByRole('button', { name: 'Update' }).click();
    await inline.waitFor({ state: 'detached' });

    const moved = await shareFromHub('/news/');
    expect(moved.path).toBe(`/news/${route(shared.path)}`);
    await expectSharedItem(moved.path, shared.title, '/news/');
    expect(await status(shared.path)).toBe(404);
  });

  it('a page chosen in Settings → School site widgets → Media page takes them', async () => {
    await publishHubPage('Archive');
    // A newer page: the first one with the hub keeps them until the setting says otherwise.
    expect((await shareFromHub('/archive/')).path).toBe(`/news/${route(shared.path)}`);
    await admin.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    await admin.getByLabel('Media page').selectOption({ label: 'Archive' });
    await Promise.all([
      admin.waitForURL(/settings-updated=true/),
      admin.getByRole('button', { name: 'Save Changes' }).click(),
    ]);
    expect(await admin.locator('#ssw-media-page + .description').textContent()).toContain(
      '/archive/newsfeed/',
    );

    expect((await shareFromHub('/news/')).path).toBe(`/archive/${route(shared.path)}`);
    await expectSharedItem(`/archive/${route(shared.path)}`, shared.title, '/archive/');
    expect(await status(`/news/${route(shared.path)}`)).toBe(404);
  });
});
