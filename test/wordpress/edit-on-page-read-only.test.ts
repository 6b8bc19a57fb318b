// Edit on page for someone who may read a page but not edit it: the screen says what they can
// do here and why, and whom to ask, and never tells them to type.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { createPage, createUser, logInAs, wpUrl } from './support/wordpress';

let browser: Browser;
let pageId: number;

const CONTENT = '<!-- wp:paragraph -->\n<p>Our open day is in March.</p>\n<!-- /wp:paragraph -->';

beforeAll(async () => {
  browser = await launch();
  await createUser('edna', 'editor');
  await createUser('arthur', 'author');
  const ava = await createUser('ava', 'author');
  const url = await createPage('Open day', CONTENT, ava);
  const visitor = await browser.newPage();
  await visitor.goto(url);
  pageId = Number(
    /\bpage-id-(\d+)\b/.exec((await visitor.getAttribute('body', 'class')) ?? '')?.[1],
  );
  await visitor.close();
});
afterAll(() => browser.close());

/** `login`'s Edit on page screen of Ava's page, once the framed page has connected. */
async function screenAs(login: string, state: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await logInAs(page, login);
  await page.goto(wpUrl(`/wp-admin/admin.php?page=school-site-widgets-edit&post=${pageId}`));
  const frame = await (await page.waitForSelector('#ssw-edit-frame')).contentFrame();
  await frame?.waitForSelector(`html[data-cms-bridge="${state}"]`);
  return page;
}

const screenText = (page: Page) => page.locator('.ssw-edit').innerText();

describe('Edit on page, read only', () => {
  it('tells another author what they can do here, why they cannot edit, and whom to ask; nothing about typing', async () => {
    const page = await screenAs('arthur', 'ready');
    const status = (await page.locator('#ssw-edit-status').textContent()) ?? '';
    expect(status).toContain('You can look at this page here, but your account cannot edit it');
    expect(status).toContain('Ask ava, its author, or an editor');
    const text = await screenText(page);
    expect(text).toContain('Nothing you do here changes it.');
    expect(text).not.toMatch(/\btype\b/i);
    expect(text).not.toContain('Click a title');
    await page.context().close();
  });

  it('still tells an editor, who may edit it, to click and type', async () => {
    const page = await screenAs('edna', 'editable');
    expect(await screenText(page)).toContain(
      'Click a title, heading or paragraph on the page and type',
    );
    expect(await screenText(page)).not.toContain('cannot edit it');
    await page.context().close();
  });
});
