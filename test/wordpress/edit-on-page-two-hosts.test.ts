// Edit on page on a WordPress whose admin is on another host than its pages: WP_SITEURL
// (admin_url()) on admin.school.test, WP_HOME (home_url()) on www.school.test, one login on
// both through COOKIE_DOMAIN (the global setup's twoHosts). The admin screen and the framed
// page are then two origins: the bridge's handshake, the page message and every save cross
// from one to the other, and only between those two.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { createPage, createUser } from './support/wordpress';

const two = inject('wpTwoHosts');
const SITE = new URL(two.url).origin;
const ADMIN = new URL(two.adminUrl).origin;

const CONTENT = [
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Where to find us</h2>\n<!-- /wp:heading -->',
  '<!-- wp:paragraph -->\n<p>The sports hall is behind the library.</p>\n<!-- /wp:paragraph -->',
].join('\n\n');

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Both names lead to the test WordPress on this machine; nothing else is resolved.
  const names = [new URL(SITE).hostname, new URL(ADMIN).hostname];
  browser = await launch([
    `--host-resolver-rules=${names.map((name) => `MAP ${name} 127.0.0.1`).join(', ')}`,
  ]);
  await createUser('edna', 'editor');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

interface Sent {
  protocol: unknown;
  type: unknown;
  targetOrigin: unknown;
}

/**
 * Records the target origin of every message a window sends to another (the screen to its
 * frame, the page to its parent) in `window.sswSent`. A cross-origin window's postMessage
 * cannot be replaced, so the screen's frame (`contentWindow`) and a page's `parent` are handed
 * out as one proxy each, which records and passes the call on; `event.source` gives the same
 * proxy, so that the code's `event.source === frame.contentWindow` holds as without it.
 */
function recordPostMessages() {
  const sent: Sent[] = [];
  Object.defineProperty(window, 'sswSent', { value: sent });
  const proxies = new WeakMap<object, object>();
  const wrap = (win: Window | null): Window | null => {
    if (win === null || win === window) return win;
    let proxy = proxies.get(win);
    if (!proxy) {
      proxy = new Proxy(win, {
        get(target, key) {
          if (key !== 'postMessage') return Reflect.get(target, key);
          return (message: unknown, targetOrigin: unknown, transfer?: Transferable[]) => {
            const data = (message ?? {}) as { protocol?: unknown; type?: unknown };
            sent.push({ protocol: data.protocol, type: data.type, targetOrigin });
            return target.postMessage(message, targetOrigin as string, transfer);
          };
        },
      });
      proxies.set(win, proxy);
    }
    return proxy as Window;
  };
  const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
  Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
    ...frameWindow,
    get(this: HTMLIFrameElement) {
      const win = frameWindow?.get?.call(this) as Window | null;
      return this.id === 'ssw-edit-frame' ? wrap(win) : win;
    },
  });
  const parent =
    Object.getOwnPropertyDescriptor(window, 'parent') ??
    Object.getOwnPropertyDescriptor(Window.prototype, 'parent');
  Object.defineProperty(window, 'parent', {
    configurable: true,
    get: () => wrap(parent?.get?.call(window) as Window | null),
  });
  const source = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'source');
  Object.defineProperty(MessageEvent.prototype, 'source', {
    ...source,
    get(this: MessageEvent) {
      const win = source?.get?.call(this) as MessageEventSource | null;
      return (win && proxies.get(win)) ?? win;
    },
  });
}

const sentBy = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { sswSent: Sent[] }).sswSent);

describe('given a WordPress whose admin is on another host than its pages', () => {
  it('an Editor opens Edit on page from the page: it is editable across the two origins, and the title and a paragraph are saved', async () => {
    // Made on localhost: its address moves to the site's host.
    const made = new URL(await createPage('Sports hall', CONTENT));
    const pageUrl = new URL(made.pathname, SITE).href;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    contexts.push(context);
    await context.addInitScript(recordPostMessages);
    const page = await context.newPage();

    // One login, on the admin's host, holds on the site's host too (COOKIE_DOMAIN).
    await page.goto(`${ADMIN}/wp-login.php`);
    await page.fill('#user_login', 'edna');
    await page.fill('#user_pass', 'edna');
    await Promise.all([page.waitForURL(`${ADMIN}/wp-admin/`), page.click('#wp-submit')]);
    await page.goto(pageUrl);
    const link = page.locator('#wp-admin-bar-ssw-edit-on-page a');
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(
        `^${ADMIN.replaceAll('.', '\\.')}/wp-admin/admin\\.php\\?page=school-site-widgets-edit&(amp;)?post=\\d+$`,
      ),
    );

    const framedResponse = page.waitForResponse((response) =>
      response.url().startsWith(`${pageUrl}?ssw_edit=`),
    );
    await link.click();
    await page.waitForURL((url) => url.href.startsWith(`${ADMIN}/wp-admin/admin.php?`));
    // Only the admin's host may frame the editing request.
    expect((await framedResponse).headers()['content-security-policy']).toBe(
      `frame-ancestors 'self' ${ADMIN}`,
    );

    const element = await page.waitForSelector('#ssw-edit-frame');
    const frame = await element.contentFrame();
    if (!frame) throw new Error('no frame');
    await frame.waitForSelector('html[data-cms-bridge="editable"]');
    expect(new URL(frame.url()).origin).toBe(SITE);
    const config = await frame.$eval('script[data-widgets-config]', (e) =>
      JSON.parse(e.textContent ?? ''),
    );
    expect([atob(config.adminOrigin), atob(config.websiteOrigin)]).toEqual([ADMIN, SITE]);
    const status = page.locator('#ssw-edit-status');
    await expect.poll(() => status.textContent()).toContain('Editing');

    await frame.getByRole('textbox', { name: 'Edit: Page title' }).fill('Sports hall and pool');
    await expect.poll(() => status.textContent()).toBe('All changes are saved in WordPress.');
    const paragraph = frame.locator('p[data-editable]', { hasText: 'sports hall is behind' });
    await paragraph.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Enter by the north gate.');
    await expect.poll(() => page.locator('#ssw-edit-saves li[data-saved="true"]').count()).toBe(2);
    await frame.getByText('all changes saved.').waitFor();

    // Every message crossed between the two origins named, never to '*': the screen's to the
    // site's origin, the page's to the admin's.
    const fromScreen = await sentBy(page);
    const fromPage = await sentBy(frame);
    expect(new Set(fromScreen.map((m) => m.type))).toEqual(new Set(['response', 'page']));
    expect(new Set(fromPage.map((m) => m.type))).toEqual(
      new Set(['hello', 'editing', 'edit', 'widgets']),
    );
    expect(fromScreen.filter((m) => m.targetOrigin !== SITE)).toEqual([]);
    expect(fromPage.filter((m) => m.targetOrigin !== ADMIN)).toEqual([]);

    // WordPress has them: read back through the REST API on the site's host, with the
    // screen's nonce (another origin than the screen's: WordPress's CORS answer lets it).
    const saved = await page.evaluate(
      async ({ site, id }) => {
        const settings = JSON.parse(
          document.getElementById('ssw-edit-settings')?.textContent ?? '{}',
        );
        const init: RequestInit = {
          credentials: 'include',
          headers: { 'X-WP-Nonce': settings.restNonce },
        };
        const post = await fetch(`${site}/wp-json/wp/v2/pages/${id}?context=edit`, init).then((r) =>
          r.json(),
        );
        const revisions = await fetch(`${site}/wp-json/wp/v2/pages/${id}/revisions`, init).then(
          (r) => r.json(),
        );
        return {
          restUrl: settings.restUrl as string,
          title: post.title.raw as string,
          content: post.content.raw as string,
          revisions: revisions.length as number,
        };
      },
      { site: SITE, id: Number(new URL(frame.url()).searchParams.get('ssw_edit')) },
    );
    expect(saved.restUrl.startsWith(`${SITE}/wp-json/`)).toBe(true);
    expect(saved.title).toBe('Sports hall and pool');
    expect(saved.content).toContain(
      '<p>The sports hall is behind the library. Enter by the north gate.</p>',
    );
    expect(saved.revisions).toBeGreaterThanOrEqual(2);

    // A visitor on the site's host: the new title and text, nothing of the editing.
    const visitor = await browser.newPage();
    await visitor.goto(pageUrl);
    expect(await visitor.locator('h1').first().textContent()).toBe('Sports hall and pool');
    expect(await visitor.locator('p', { hasText: 'Enter by the north gate.' }).count()).toBe(1);
    expect(await visitor.locator('[data-editable]').count()).toBe(0);
    const visitorConfig = await visitor.$eval('script[data-widgets-config]', (e) =>
      JSON.parse(e.textContent ?? ''),
    );
    expect(visitorConfig.adminOrigin).toBeUndefined();
    // The bundle comes from the page's own host: a module from the admin's would need CORS.
    expect(await visitor.getAttribute('script[type="module"]', 'src')).toMatch(
      new RegExp(`^${SITE}/wp-content/plugins/school-site-widgets/dist/boot\\.js\\?`),
    );
    await visitor.locator('[data-widget="header"][data-widget-state="mounted"]').waitFor();
    await visitor.close();
  });
});
