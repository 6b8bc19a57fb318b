// Edit on page: WordPress's admin screen frames the page, the bridge makes its title,
// headings and paragraphs editable, and every edit is saved in WordPress, by WordPress's rules
// of who may edit what.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launch } from '../e2e/support/browser';
import { framed, screenUrl } from './support/edit-on-page';
import { adminPage, createPage, createUser, logInAs, wpUrl } from './support/wordpress';

let browser: Browser;
let ava: number;
const contexts: BrowserContext[] = [];

const CONTENT = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Visit us</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>Our open day is in March.</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:paragraph -->\n<p>See the <a href="/media/">media hub</a>.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

beforeAll(async () => {
  browser = await launch();
  await createUser('edna', 'editor');
  await createUser('arthur', 'author');
  await createUser('sam', 'subscriber');
  ava = await createUser('ava', 'author');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

/** A new page (or post) of CONTENT by Ava or `author`, for one test: its id and address. */
async function avasPage(title: string, type: 'page' | 'post' = 'page', author = ava) {
  const url = await createPage(title, CONTENT, author, type);
  const visitor = await browser.newPage();
  await visitor.goto(url);
  const bodyClass = (await visitor.getAttribute('body', 'class')) ?? '';
  const id = Number(/\b(?:page-id|postid)-(\d+)\b/.exec(bodyClass)?.[1]);
  await visitor.close();
  expect(id).toBeGreaterThan(0);
  return { id, url };
}

async function userPage(login: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await logInAs(page, login);
  return page;
}

const status = (page: Page) => page.locator('#ssw-edit-status');

/** The post as WordPress has it (REST, edit context), read with the screen's nonce. */
async function restPost(
  page: Page,
  pageId: number,
): Promise<{ title: string; content: string; revisions: number }> {
  return page.evaluate(async (id) => {
    const settings = JSON.parse(document.getElementById('ssw-edit-settings')?.textContent ?? '{}');
    const headers = { 'X-WP-Nonce': settings.restNonce };
    const post = await fetch(`/wp-json/wp/v2/pages/${id}?context=edit`, { headers }).then((r) =>
      r.json(),
    );
    const revisions = await fetch(`/wp-json/wp/v2/pages/${id}/revisions`, { headers }).then((r) =>
      r.json(),
    );
    return { title: post.title.raw, content: post.content.raw, revisions: revisions.length };
  }, pageId);
}

/** A save sent straight to the REST route, as a forger with these cookies would. */
function forgedSave(
  page: Page,
  pageId: number,
  nonce: string | null,
  body: Record<string, string>,
) {
  return page.evaluate(
    async ({ id, nonce, body }) => {
      const response = await fetch(`/wp-json/school-site-widgets/v1/posts/${id}/fields`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(nonce ? { 'X-WP-Nonce': nonce } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { id: pageId, nonce, body },
  );
}

const screenNonce = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('ssw-edit-settings')?.textContent ?? '{}')
        .restNonce as string,
  );
const screenToken = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('ssw-edit-settings')?.textContent ?? '{}').token as string,
  );

/**
 * The screen of a post this user may not edit: the page is shown, it says so, no field is
 * editable, and a save forged with the screen's own nonce is refused.
 */
async function expectLookOnly(page: Page, pageId: number) {
  await page.goto(screenUrl(pageId));
  const frame = await framed(page, 'ready');
  expect(await status(page).textContent()).toContain('not edit it');
  await frame.waitForSelector('main');
  expect(await frame.locator('[data-editable]').count()).toBe(0);
  const forged = await forgedSave(page, pageId, await screenNonce(page), {
    field: 'post-title',
    html: 'Taken over',
    text: 'Taken over',
    token: await screenToken(page),
  });
  expect(forged.status).toBe(403);
}

/** The field id of the paragraph holding `text` in the framed page. */
async function paragraphField(frame: Frame, text: string) {
  return (
    (await frame.locator('p[data-editable]', { hasText: text }).getAttribute('data-editable')) ?? ''
  );
}

describe('Edit on page: an editor edits the title and a paragraph where they stand', () => {
  it('saves them in WordPress, with a revision, and the public page shows them', async () => {
    const { id: pageId, url: pageUrl } = await avasPage('Open day');
    const page = await userPage('edna');
    await page.goto(wpUrl('/wp-admin/edit.php?post_type=page'));
    // Row actions show on hover or focus: a keyboard user tabs to it.
    await page.getByRole('link', { name: 'Edit “Open day” on the page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=school-site-widgets-edit/);
    const frame = await framed(page, 'editable');
    const before = await restPost(page, pageId);
    // The screen and the page in it, while editing: axe finds nothing (WordPress's own admin
    // menu and bar around it are WordPress's).
    await expect.poll(() => status(page).textContent()).toContain('Editing');
    await expectNoAxeViolations(page, '.ssw-edit');

    await frame.getByRole('textbox', { name: 'Edit: Page title' }).fill('Open day 2027');
    await expect.poll(() => status(page).textContent()).toBe('All changes are saved in WordPress.');
    const paragraph = frame.locator('p[data-editable]', { hasText: 'Our open day' });
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Book a visit.');
    await expect.poll(() => page.locator('#ssw-edit-saves li[data-saved="true"]').count()).toBe(2);
    await frame.getByText('all changes saved.').waitFor();

    await page.reload();
    await framed(page, 'editable');
    const after = await restPost(page, pageId);
    expect(after.title).toBe('Open day 2027');
    expect(after.content).toContain('<p>Our open day is in March. Book a visit.</p>');
    // The other blocks are as they were, their markup and their ids.
    expect(after.content).toContain('<a href="/media/">media hub</a>');
    expect(after.revisions).toBeGreaterThanOrEqual(before.revisions + 2);

    const visitor = await browser.newPage();
    await visitor.goto(pageUrl);
    expect(await visitor.locator('h1').first().textContent()).toBe('Open day 2027');
    expect(await visitor.locator('p', { hasText: 'Book a visit.' }).count()).toBe(1);
    // A visitor's HTML carries no editing attribute and no admin origin.
    expect(await visitor.locator('[data-editable]').count()).toBe(0);
    const config = await visitor.$eval('script[data-widgets-config]', (e) =>
      JSON.parse(e.textContent ?? ''),
    );
    expect(config.adminOrigin).toBeUndefined();
    await visitor.close();
  });

  it('is linked from the admin bar of the page, for those who may edit it', async () => {
    const { url: pageUrl } = await avasPage('Admissions day');
    const page = await userPage('edna');
    await page.goto(pageUrl);
    await page.locator('#wp-admin-bar-ssw-edit-on-page a').click();
    await page.waitForURL(/page=school-site-widgets-edit/);
    await framed(page, 'editable');
  });
});

describe('Edit on page: blocks keep their ids', () => {
  it('opened on the page, a page gets block ids; the block editor keeps them when it saves', async () => {
    const { id: pageId } = await avasPage('Library');
    const page = await userPage('edna');
    await page.goto(screenUrl(pageId));
    const frame = await framed(page, 'editable');
    const ids = (content: string) =>
      [...content.matchAll(/"sswId":"([a-z0-9]+)"/g)].map((m) => m[1]);
    const given = ids((await restPost(page, pageId)).content);
    expect(given).toHaveLength(3);
    expect(new Set(given).size).toBe(3);
    const fields = await frame.$$eval('[data-editable]', (elements) =>
      elements.map((element) => element.getAttribute('data-editable')),
    );
    expect(fields.sort()).toEqual(['post-title', ...given.map((id) => `b-${id}`)].sort());

    // An editor changes the title in the block editor and saves.
    await page.goto(wpUrl(`/wp-admin/post.php?post=${pageId}&action=edit`));
    const welcome = page.getByRole('dialog', { name: /welcome/i });
    // The welcome guide, a modal, hides the rest of the editor from the accessibility tree.
    await page.locator('.edit-post-header-toolbar__inserter-toggle').waitFor();
    if (await welcome.isVisible().catch(() => false)) {
      await welcome.getByRole('button', { name: 'Close dialog' }).click();
    }
    await page.getByRole('textbox', { name: 'Add title' }).fill('Library hours');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.locator('.components-snackbar', { hasText: 'updated' }).waitFor();
    await page.goto(screenUrl(pageId));
    await framed(page, 'editable');
    const saved = await restPost(page, pageId);
    expect(saved.title).toBe('Library hours');
    expect(ids(saved.content)).toEqual(given);
  });
});

describe('Edit on page: WordPress decides who may edit', () => {
  it('an Author on another author’s post: the post is shown, nothing is editable, a forged save is refused', async () => {
    const { id: pageId } = await avasPage('Sports day', 'post');
    const arthur = await createUser('arthur', 'author');
    await avasPage('Chess club', 'post', arthur);
    const page = await userPage('arthur');
    await page.goto(wpUrl('/wp-admin/edit.php?all_posts=1'));
    // His own post has the action; Ava's, which WordPress does not let him edit, has not.
    await page
      .getByRole('link', { name: 'Edit “Chess club” on the page' })
      .waitFor({ state: 'attached' });
    await page.getByText('Sports day', { exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Edit “Sports day” on the page' }).count()).toBe(0);
    await expectLookOnly(page, pageId);
  });

  it('a Contributor on their own post once it is published: nothing editable, a forged save is refused', async () => {
    const cora = await createUser('cora', 'contributor');
    const { id: pageId } = await avasPage('Art week', 'post', cora);
    const page = await userPage('cora');
    await expectLookOnly(page, pageId);
  });

  it('a Subscriber cannot open the screen, and a forged save with a valid nonce is refused', async () => {
    const { id: pageId } = await avasPage('Prize giving');
    const page = await userPage('sam');
    const response = await page.goto(screenUrl(pageId));
    expect(response?.status()).toBe(403);
    expect(await page.locator('#ssw-edit-frame').count()).toBe(0);
    // A subscriber may get a REST nonce of their own (WordPress gives one to any account).
    await page.goto(wpUrl('/wp-admin/profile.php'));
    const nonce = await page.evaluate(() =>
      fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text()),
    );
    const forged = await forgedSave(page, pageId, nonce, {
      field: 'post-title',
      html: 'x',
      text: 'x',
      token: '',
    });
    expect(forged.status).toBe(403);
  });

  it('a logged-out visitor: the framed address is the plain page, a save is refused', async () => {
    const { id: pageId, url: pageUrl } = await avasPage('Summer fair');
    const page = await browser.newPage();
    await page.goto(`${pageUrl}?ssw_edit=${pageId}`);
    expect(await page.locator('[data-editable]').count()).toBe(0);
    const forged = await forgedSave(page, pageId, null, {
      field: 'post-title',
      html: 'x',
      text: 'x',
      token: '',
    });
    expect(forged.status).toBe(401);
    await page.close();
  });

  it('a page framed by another origin never becomes editable', async () => {
    const { id: pageId, url: pageUrl } = await avasPage('Concert');
    const page = await userPage('edna');
    const received: unknown[] = [];
    await page.exposeFunction('sswReceived', (data: unknown) => received.push(data));
    await page.goto(new URL('/blank', inject('wpDemoUrl')).href);
    // The plain page (no editing request): the bridge has no admin to talk to. The editing
    // request: WordPress lets only its admin frame it (frame-ancestors).
    for (const src of [pageUrl, `${pageUrl}?ssw_edit=${pageId}`]) {
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
        window.addEventListener('message', (event) =>
          (window as unknown as { sswReceived: (d: unknown) => void }).sswReceived(event.data),
        );
        return new Promise((resolve) => {
          frame.addEventListener('load', resolve);
          setTimeout(resolve, 5000);
        });
      }, src);
    }
    // The forgeries a hostile page would send: an answer to a guessed hello, a page message.
    await page.evaluate(() => {
      for (const frame of document.querySelectorAll('iframe')) {
        for (const nonce of ['0123456789abcdef0123456789abcdef']) {
          const forged = { protocol: 'wgt-cms', version: 1, nonce };
          frame.contentWindow?.postMessage(
            { ...forged, type: 'response', replyTo: 'r1', ok: true },
            '*',
          );
          frame.contentWindow?.postMessage({ ...forged, type: 'page', editable: true }, '*');
        }
      }
    });
    await page.waitForTimeout(1500);
    for (const frame of page.frames().slice(1)) {
      expect(await frame.locator('[data-editable], [contenteditable]').count()).toBe(0);
      expect(await frame.locator('html[data-cms-bridge="editable"]').count()).toBe(0);
    }
    expect(received).toEqual([]);
  });
});

describe('Edit on page: a save WordPress refuses keeps the draft', () => {
  it('a page changed elsewhere since it was opened: not saved, the draft kept; after a reload it is sent again', async () => {
    const { id: pageId } = await avasPage('Open evening');
    const page = await userPage('edna');
    await page.goto(screenUrl(pageId));
    const frame = await framed(page, 'editable');
    // Another editor changes the page in WordPress.
    const { context, page: other } = await adminPage(browser);
    const changed = await other.evaluate(async (id) => {
      const nonce = await fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text());
      const response = await fetch(`/wp-json/wp/v2/pages/${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
        body: JSON.stringify({ title: 'Open day, changed elsewhere' }),
      });
      return response.status;
    }, pageId);
    await context.close();
    expect(changed).toBe(200);

    const field = await paragraphField(frame, 'Our open day');
    const paragraph = frame.locator(`[data-editable="${field}"]`);
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Parking on site.');
    await expect.poll(() => status(page).textContent()).toContain('changed in WordPress');
    await expect.poll(() => paragraph.getAttribute('data-editable-state')).toBe('unsaved');
    expect((await restPost(page, pageId)).content).not.toContain('Parking on site.');

    await page.getByRole('button', { name: 'Reload the page' }).click();
    const reloaded = await framed(page, 'editable');
    await expect
      .poll(() => page.locator('#ssw-edit-saves li[data-saved="true"]').textContent())
      .toContain('saved (a draft sent again)');
    expect(await reloaded.locator(`[data-editable="${field}"]`).textContent()).toContain(
      'Parking on site.',
    );
    const saved = await restPost(page, pageId);
    expect(saved.content).toContain('Our open day is in March. Parking on site.');
    // The other editor's change stays: nothing of theirs was overwritten.
    expect(saved.title).toBe('Open day, changed elsewhere');
  });
});

describe('Edit on page: what is saved is sanitized', () => {
  it('a pasted image with onerror and a javascript: link are saved without them; nothing runs', async () => {
    const { id: pageId, url: pageUrl } = await avasPage('Drama club');
    const page = await userPage('edna');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(screenUrl(pageId));
    const frame = await framed(page, 'editable');
    const field = await paragraphField(frame, 'See the');
    const paragraph = frame.locator(`[data-editable="${field}"]`);
    await paragraph.click();
    await page.keyboard.press('End');
    await paragraph.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        ' <img src=x onerror="alert(1)"><a href="javascript:alert(2)">Call us</a>',
      );
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => page.locator('#ssw-edit-saves li[data-saved="true"]').count()).toBe(1);
    let saved = await restPost(page, pageId);
    expect(saved.content).toContain('Call us');
    expect(saved.content).not.toMatch(/<img|onerror|javascript:/i);

    // The same, sent straight to WordPress with the editor's own nonce: WordPress strips it.
    const forged = await forgedSave(page, pageId, await screenNonce(page), {
      field,
      html: 'See <img src=x onerror="alert(3)"><a href="javascript:alert(4)">this</a> and <a href="/media/">that</a>.',
      text: 'See this and that.',
      token: await page.evaluate(() =>
        (window as unknown as { sswEditOnPage: { token(): string } }).sswEditOnPage.token(),
      ),
    });
    expect(forged.status).toBe(200);
    saved = await restPost(page, pageId);
    expect(saved.content).toContain('<p>See <a>this</a> and <a href="/media/">that</a>.</p>');
    expect(saved.content).not.toMatch(/<img|onerror|javascript:/i);

    const visitor = await browser.newPage();
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto(pageUrl);
    expect(await visitor.locator('main img[src="x"], main a[href^="javascript"]').count()).toBe(0);
    await visitor.close();
    expect(dialogs).toEqual([]);
  });
});
