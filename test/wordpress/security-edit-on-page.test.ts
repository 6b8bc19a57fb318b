// Edit on page against its attackers (issue #44): an Author's reusable block in the admin's
// Edit on page, a Contributor reading the screen of pages they may not read, two views saving
// within one second, and forged saves: block comments and protocol-relative links in a rich
// field, a field id with a trailing newline, a page in the trash. Every attack comes from
// outside, through the browser or the REST API, with the attacker's own login and nonce.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { framed, screenUrl } from './support/edit-on-page';
import { adminPage, createPage, createUser, logInAs, wpUrl } from './support/wordpress';

let browser: Browser;
let aurora: number;
const contexts: BrowserContext[] = [];

const CONTENT = [
  '<!-- wp:heading -->\n<h2>Visit us</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>Our open day is in March.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

beforeAll(async () => {
  browser = await launch();
  aurora = await createUser('aurora', 'author');
  await createUser('edwin', 'editor');
  await createUser('connie', 'contributor');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function userPage(login: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await logInAs(page, login);
  return page;
}

/** What the screen now open in `page` wrote in its settings. */
const screenSettings = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('ssw-edit-settings')?.textContent ?? '{}') as {
        restNonce: string;
        token: string;
      },
  );

/**
 * A REST request with this page's cookies and the REST nonce WordPress gives its user (as any
 * script of theirs gets it): status and body.
 */
function rest(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const nonce = await fetch('/wp-admin/admin-ajax.php?action=rest-nonce').then((r) => r.text());
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

/** A save of one field sent straight to the plugin's REST route, with the user's nonce. */
const forgedSave = (page: Page, id: number, body: Record<string, string>) =>
  rest(page, 'POST', `/wp-json/school-site-widgets/v1/posts/${id}/fields`, body);

/** The raw content of a page or post (REST, edit context), as `page`'s user reads it. */
const rawContent = async (page: Page, id: number, type: 'pages' | 'posts' = 'pages') =>
  (await rest(page, 'GET', `/wp-json/wp/v2/${type}/${id}?context=edit`)).body.content.raw as string;

/** The id of a page made by createPage, from its address. */
async function pageId(url: string) {
  const visitor = await browser.newPage();
  await visitor.goto(url);
  const bodyClass = (await visitor.getAttribute('body', 'class')) ?? '';
  await visitor.close();
  const id = Number(/\b(?:page-id|postid)-(\d+)\b/.exec(bodyClass)?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** `login` opens a page's screen: the page, its framed page and the paragraph's field id. */
async function openScreen(login: string, id: number) {
  const page = await userPage(login);
  await page.goto(screenUrl(id));
  const frame = await framed(page, 'editable');
  const field =
    (await frame
      .locator('p[data-editable]', { hasText: 'Our open day' })
      .getAttribute('data-editable')) ?? '';
  expect(field).toMatch(/^b-[a-z0-9]+$/);
  return { page, frame, field };
}

describe("Edit on page: an Author's reusable block in an administrator's Edit on page", () => {
  // Script in a title attribute, run on focus: with the admin's REST nonce (the admin screen is
  // the same origin) it would make the Author's accomplice an administrator.
  const attack =
    "fetch('/wp-json/wp/v2/users',{method:'POST',headers:{'Content-Type':'application/json'," +
    "'X-WP-Nonce':JSON.parse(parent.document.getElementById('ssw-edit-settings').textContent).restNonce}," +
    "body:JSON.stringify({username:'mallory',email:'mallory@example.com',password:'Mallory-pass-42',roles:['administrator']})})";
  const reusable = [
    `<!-- wp:heading {"sswId":"$1"} -->\n<h2 title=" onfocus=${attack} autofocus tabindex=0 x=">Open day</h2>\n<!-- /wp:heading -->`,
    '<!-- wp:heading {"sswId":"termdates1"} -->\n<h2>Term dates</h2>\n<!-- /wp:heading -->',
  ].join('\n\n');

  it('runs no script, and the reusable block is not editable while the post’s own paragraph is', async () => {
    const author = await userPage('aurora');
    const block = await rest(author, 'POST', '/wp-json/wp/v2/blocks', {
      title: 'Open day banner',
      status: 'publish',
      content: reusable,
    });
    expect(block.status).toBe(201);
    const post = await rest(author, 'POST', '/wp-json/wp/v2/posts', {
      title: 'Open day news',
      status: 'publish',
      content: [
        '<!-- wp:paragraph -->\n<p>Come and see us.</p>\n<!-- /wp:paragraph -->',
        `<!-- wp:block {"ref":${block.body.id}} /-->`,
        // A query loop listing this very post: its title there is the loop's, not the page's.
        '<!-- wp:query {"queryId":7,"query":{"perPage":1,"postType":"post","search":"Open day news","inherit":false}} -->',
        '<div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div>',
        '<!-- /wp:query -->',
      ].join('\n\n'),
    });
    expect(post.status).toBe(201);

    const { context, page } = await adminPage(browser);
    contexts.push(context);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(screenUrl(post.body.id));
    const frame = await framed(page, 'editable');
    await frame.locator('h2', { hasText: 'Term dates' }).waitFor();
    // Time for a focus handler's request to be made, had one run.
    await page.waitForTimeout(1500);

    const admins = await rest(page, 'GET', '/wp-json/wp/v2/users?roles=administrator&context=edit');
    expect(admins.body.map((user: { username: string }) => user.username)).not.toContain('mallory');
    expect(await frame.locator('[onfocus], [autofocus]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    // The heading is shown, as text, not editable; so is the reusable block's well-formed one.
    expect(await frame.locator('h2', { hasText: /^Open day$/ }).getAttribute('title')).toContain(
      'onfocus=',
    );
    expect(await frame.locator('[data-editable]', { hasText: /^Open day$/ }).count()).toBe(0);
    expect(await frame.locator('[data-editable]', { hasText: 'Term dates' }).count()).toBe(0);
    expect(await frame.locator('.wp-block-query h2', { hasText: 'Open day news' }).count()).toBe(1);
    expect(await frame.locator('[data-editable="post-title"]').count()).toBe(1);
    expect(await frame.locator('p[data-editable]', { hasText: 'Come and see us.' }).count()).toBe(
      1,
    );
  });
});

describe('Edit on page: a Contributor and the pages they may not read', () => {
  it('the screen of a private or draft page answers 403 and shows no title', async () => {
    const { context, page: admin } = await adminPage(browser);
    contexts.push(context);
    const ids: number[] = [];
    for (const [status, title] of [
      ['private', 'Staff pay scales'],
      ['draft', 'Head teacher leaving'],
      ['pending', 'Merger with another school'],
    ]) {
      const created = await rest(admin, 'POST', '/wp-json/wp/v2/pages', {
        title,
        status,
        content: CONTENT,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const connie = await userPage('connie');
    for (const id of ids) {
      const response = await connie.goto(screenUrl(id));
      expect(response?.status()).toBe(403);
      const text = (await response?.text()) ?? '';
      expect(text).not.toMatch(/Staff pay|Head teacher|Merger/);
      expect(await connie.locator('#ssw-edit-frame').count()).toBe(0);
      // The framed request shows no more than WordPress's own page does.
      const framedRequest = await connie.goto(wpUrl(`/?page_id=${id}&ssw_edit=${id}`));
      expect(await framedRequest?.text()).not.toMatch(/Staff pay|Head teacher|Merger/);
    }
  });
});

describe('Edit on page: two views of one page', () => {
  it('a stale view saving within the same second as the other is refused; the newer change stays', async () => {
    const id = await pageId(await createPage('Sports hall', CONTENT));
    const { page, field } = await openScreen('edwin', id);
    const outcome = await page.evaluate(
      async ({ screen, field }) => {
        const settingsOf = async () => {
          const html = await fetch(screen).then((r) => r.text());
          const element = new DOMParser()
            .parseFromString(html, 'text/html')
            .getElementById('ssw-edit-settings');
          return JSON.parse(element?.textContent ?? '{}');
        };
        const a = await settingsOf();
        const save = async (token: string, text: string) => {
          const response = await fetch(a.restUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': a.restNonce },
            body: JSON.stringify({ field, html: text, text, token }),
          });
          return { status: response.status, body: await response.json() };
        };
        // From the start of a second: all that follows happens within it, as quick typing does.
        await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
        const first = await save(a.token, 'Open from 8am.');
        const b = await settingsOf(); // the page opened in another view
        const second = await save(first.body.token, 'Open from 7am.');
        const stale = await save(b.token, 'Closed on Fridays.');
        return { first: first.status, second: second.status, stale };
      },
      { screen: screenUrl(id), field },
    );
    expect(outcome.first).toBe(200);
    expect(outcome.second).toBe(200);
    expect(outcome.stale.status).toBe(409);
    expect(outcome.stale.body.message).toContain('changed in WordPress');
    const content = await rawContent(page, id);
    expect(content).toContain('<p>Open from 7am.</p>');
    expect(content).not.toContain('Closed on Fridays.');
  });
});

describe('Edit on page: forged saves', () => {
  it('an Author’s rich field adds no block comment and no protocol-relative link', async () => {
    // Authors write posts (WordPress lets them edit no page).
    const url = await createPage('Science week', CONTENT, aurora, 'post');
    const id = await pageId(url);
    const { page, field } = await openScreen('aurora', id);
    const forged = await forgedSave(page, id, {
      field,
      html:
        'Labs open.<!-- /wp:paragraph --><!-- wp:html --><p>Injected</p><!-- /wp:html -->' +
        '<!-- wp:paragraph {"sswId":"stolenid1"} --> <!<!-- x -->-- wp:html --> ' +
        '<a href="/&#9;/evil.example/tab">a</a> <a href="/&#10;/evil.example/newline">b</a> ' +
        '<a href="&#9;//evil.example/lead">c</a> <a href="/&Tab;/evil.example/named">d</a> ' +
        '<a href="/science/">Science</a>',
      text: 'Labs open. a b c d Science',
      token: (await screenSettings(page)).token,
    });
    expect(forged.status).toBe(200);
    const content = await rawContent(page, id, 'posts');
    expect(content).toContain('Labs open.');
    expect(content).toContain('<a href="/science/">Science</a>');
    // Only the page's own two blocks: no block opened or closed by the field.
    expect(content.match(/<!--/g)).toHaveLength(4);
    expect(content).not.toMatch(/wp:html|stolenid1/);
    expect(content).not.toMatch(/href="[^"]*\/\/evil/);
    // As a visitor's browser reads the links: each one to the site itself.
    const visitor = await browser.newPage();
    await visitor.goto(url);
    const hosts = await visitor
      .locator('a[href]', { hasText: /^(a|b|c|d|Science)$/ })
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).host));
    await visitor.close();
    expect(hosts.length).toBeGreaterThan(0);
    expect(hosts.filter((host) => host !== new URL(url).host)).toEqual([]);
  });

  it('a field id with a trailing newline is refused as invalid', async () => {
    const id = await pageId(await createPage('Book fair', CONTENT));
    const { page, field } = await openScreen('edwin', id);
    const forged = await forgedSave(page, id, {
      field: `${field}\n`,
      html: 'Changed',
      text: 'Changed',
      token: (await screenSettings(page)).token,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('rest_invalid_param');
  });

  it('a page in the trash is not saved, and the answer says it is in the trash', async () => {
    const id = await pageId(await createPage('Old timetable', CONTENT));
    const { page, field } = await openScreen('edwin', id);
    const { token } = await screenSettings(page);
    expect((await rest(page, 'DELETE', `/wp-json/wp/v2/pages/${id}`)).status).toBe(200);
    const forged = await forgedSave(page, id, { field, html: 'Revived', text: 'Revived', token });
    expect(forged.status).toBe(409);
    expect(forged.body.message).toContain('in the trash');
    const content = await rawContent(page, id);
    expect(content).not.toContain('Revived');
  });
});
