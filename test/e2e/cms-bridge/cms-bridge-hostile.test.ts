// The hostile side of the CMS bridge: every window that is not the admin that framed the page,
// and every message it may send, knowing the protocol (docs/cms-bridge.md is public) and, to
// make the point, even knowing the page's nonce. None of it may start editing or save anything.
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, attackerUrl, baseUrl, launch } from '../support/browser';
import {
  bridgeState,
  editsReceived,
  type Framed,
  knownNonce,
  openAdmin,
  openFraming,
  pageMessage,
  recordRandomBytes,
  rejectedCount,
  siteFrame,
  storedDrafts,
  waitForBridge,
} from '../support/cms-bridge-helpers';

const GUID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

let open: Framed | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const response = (nonce: string, replyTo: string) => ({
  protocol: 'wgt-cms',
  version: 1,
  nonce,
  type: 'response',
  replyTo,
  ok: true,
});

const editable = (frame: Frame) => frame.locator('[contenteditable]').count();

/** Runs `source` inside a new same-origin sibling frame of the admin page (not the parent). */
async function fromSibling(page: Page, source: string) {
  await page.evaluate(
    (code) =>
      new Promise<void>((resolve) => {
        const sibling = document.createElement('iframe');
        sibling.title = 'Sibling frame';
        // A script of the admin's origin: it carries the admin page's CSP nonce (demo/csp.mjs).
        const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
        sibling.srcdoc = `<script nonce="${nonce}">${code}</script>`;
        sibling.addEventListener('load', () => resolve(), { once: true });
        document.body.append(sibling);
      }),
    source,
  );
}

describe('given an attacker page on a third origin framing the site', () => {
  it('its forged handshake answers and page messages are refused, even with the real nonce', async () => {
    open = await openFraming(
      browser,
      `${attackerUrl()}/?path=${encodeURIComponent(`/?guid=${GUID}`)}`,
      [recordRandomBytes],
    );
    const { page } = open;
    const frame = await siteFrame(page, page.mainFrame());
    await waitForBridge(frame, 'connecting');
    const nonce = await knownNonce(frame);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);

    await page.evaluate(
      ([real, forgedResponse, forgedPage]) => {
        const attacker = (
          window as never as { demoAttacker: Record<string, (m?: unknown) => unknown> }
        ).demoAttacker;
        attacker.toDirect?.(attacker.forgedPage?.());
        attacker.toDirect?.(forgedResponse);
        attacker.toDirect?.(forgedPage);
        attacker.toDirect?.({ ...(forgedPage as object), nonce: real.toUpperCase() });
      },
      [nonce, response(nonce, 'r1'), pageMessage(nonce)] as const,
    );
    await expect.poll(() => rejectedCount(frame)).toBe(4);
    await waitForBridge(frame, 'failed');
    expect(await editable(frame)).toBe(0);
    // The bridge never talked to this window: every message named the admin origin.
    expect(
      await page.evaluate(() =>
        (window as never as { demoAttacker: { received: () => number } }).demoAttacker.received(),
      ),
    ).toBe(0);
    // No handshake, no editcode: a hostile frame cannot plant an editing session.
    expect((await open.context.cookies(baseUrl())).map((cookie) => cookie.name)).not.toContain(
      'editcode',
    );
  });

  it('from a parent whose origin is "null" (a data: URL frame) the page message is refused', async () => {
    open = await openFraming(browser, `${attackerUrl()}/`, [recordRandomBytes]);
    const { page } = open;
    const opaque = page.frames().find((frame) => frame.url().startsWith('data:'));
    expect(opaque).toBeDefined();
    const frame = await siteFrame(page, opaque);
    await waitForBridge(frame, 'connecting');
    const nonce = await knownNonce(frame);
    await page.evaluate((message) => {
      (
        window as never as { demoAttacker: { toOpaque: (m: unknown) => void } }
      ).demoAttacker.toOpaque(message);
    }, pageMessage(nonce));
    await expect.poll(() => rejectedCount(frame)).toBe(1);
    await waitForBridge(frame, 'failed');
    expect(await editable(frame)).toBe(0);
  });
});

describe('given the admin page on a look-alike origin (127.0.0.1 instead of localhost)', () => {
  it('never hears the hello, and its page message is refused', async () => {
    const lookAlike = adminUrl().replace('//localhost:', '//127.0.0.1:');
    open = await openFraming(browser, `${lookAlike}/?path=/about`, [recordRandomBytes]);
    const { page } = open;
    const frame = await siteFrame(page);
    await waitForBridge(frame, 'connecting');
    const nonce = await knownNonce(frame);
    await page.evaluate(
      ([real, message]) => {
        const admin = (
          window as never as {
            demoAdmin: { post: (m: unknown) => void; nonce: () => string | null };
          }
        ).demoAdmin;
        if (admin.nonce() !== null) throw new Error('the look-alike admin received a hello');
        admin.post(message);
        admin.post({
          ...(message as object),
          type: 'response',
          replyTo: 'r1',
          ok: true,
          editable: undefined,
          nonce: real,
        });
      },
      [nonce, pageMessage(nonce)] as const,
    );
    await expect.poll(() => rejectedCount(frame)).toBe(2);
    await waitForBridge(frame, 'failed');
    expect(await editable(frame)).toBe(0);
  });
});

describe('given the legitimate admin after the handshake, before any page message', () => {
  let frame: Frame;
  async function ready(query: Record<string, string> = {}, state = 'ready') {
    open = await openAdmin(browser, { path: '/about', editable: 'no', ...query });
    frame = await siteFrame(open.page);
    await waitForBridge(frame, state);
    return open.page;
  }

  it('the right origin from the wrong window (a sibling frame) cannot start editing', async () => {
    const page = await ready();
    await fromSibling(
      page,
      `const site = parent.document.getElementById('site-frame').contentWindow;
       site.postMessage({ protocol: 'wgt-cms', version: 1, nonce: parent.demoAdmin.nonce(), type: 'page', editable: true }, ${JSON.stringify(baseUrl())});`,
    );
    await expect.poll(() => rejectedCount(frame)).toBe(1);
    expect(await bridgeState(frame)).toBe('ready');
    expect(await editable(frame)).toBe(0);

    // The same message from the admin itself does start editing: the refusal was the window.
    await page.evaluate(() =>
      (window as never as { demoAdmin: { sendPage: (e: boolean) => void } }).demoAdmin.sendPage(
        true,
      ),
    );
    await waitForBridge(frame, 'editable');
  });

  it('a stale nonce (from the previous load of the frame) cannot start editing', async () => {
    const page = await ready();
    const adminNonce = () =>
      page.evaluate(() =>
        (window as never as { demoAdmin: { nonce: () => string } }).demoAdmin.nonce(),
      );
    const stale = await adminNonce();
    await page.getByRole('button', { name: 'Reload the site frame' }).click();
    await expect.poll(adminNonce, { timeout: 5000 }).not.toBe(stale);
    frame = await siteFrame(page);
    await waitForBridge(frame, 'ready');
    await page.evaluate(
      (message) =>
        (window as never as { demoAdmin: { post: (m: unknown) => void } }).demoAdmin.post(message),
      pageMessage(stale),
    );
    await expect.poll(() => rejectedCount(frame)).toBe(1);
    expect(await editable(frame)).toBe(0);

    await page.evaluate(() =>
      (window as never as { demoAdmin: { sendPage: (e: boolean) => void } }).demoAdmin.sendPage(
        true,
      ),
    );
    await waitForBridge(frame, 'editable');
  });

  it('forged acknowledgements from a sibling window never drop a draft', async () => {
    const page = await ready({ save: 'ignore', editable: 'yes' }, 'editable');
    await frame.getByRole('textbox', { name: 'Edit: Page title' }).fill('Not saved by anyone');
    await expect.poll(() => editsReceived(page)).toHaveLength(1);
    await fromSibling(
      page,
      `const site = parent.document.getElementById('site-frame').contentWindow;
       for (let n = 1; n <= 20; n++) site.postMessage({ protocol: 'wgt-cms', version: 1, nonce: parent.demoAdmin.nonce(), type: 'response', replyTo: 'r' + n, ok: true }, ${JSON.stringify(baseUrl())});`,
    );
    await expect.poll(() => rejectedCount(frame)).toBe(20);
    expect((await storedDrafts(frame))['page-title']?.text).toBe('Not saved by anyone');
  });
});

describe('given the legitimate admin that has not answered the handshake yet', () => {
  it('its page message, with the right nonce, is refused until the handshake is done', async () => {
    open = await openAdmin(browser, { path: '/about', handshake: 'ignore' });
    const { page } = open;
    const frame = await siteFrame(page);
    const adminNonce = () =>
      page.evaluate(() =>
        (window as never as { demoAdmin: { nonce: () => string | null } }).demoAdmin.nonce(),
      );
    await expect.poll(adminNonce, { timeout: 5000 }).not.toBeNull();
    await page.evaluate(() =>
      (window as never as { demoAdmin: { sendPage: (e: boolean) => void } }).demoAdmin.sendPage(
        true,
      ),
    );
    await expect.poll(() => rejectedCount(frame)).toBe(1);
    expect(await bridgeState(frame)).toBe('connecting');
    await waitForBridge(frame, 'failed');
    expect(await editable(frame)).toBe(0);
    expect(await editsReceived(page)).toEqual([]);
  });
});

/**
 * Init script: in a framed page whose parent shares its origin, wraps the parent's postMessage
 * and records every target origin the page passes. The wrapper is created in the page's own
 * realm so that the message still comes from the page (event.source is the caller's window).
 */
function countPostMessagesToParent() {
  const log: string[] = [];
  (window as unknown as { __postMessageTargets: string[] }).__postMessageTargets = log;
  const parentWindow = window.parent;
  if (parentWindow === window) return;
  try {
    const original = parentWindow.postMessage;
    parentWindow.postMessage = ((message: unknown, target?: unknown, ...rest: unknown[]) => {
      log.push(typeof target === 'string' ? target : JSON.stringify(target ?? null));
      return (original as (...args: unknown[]) => void).call(
        parentWindow,
        message,
        target,
        ...rest,
      );
    }) as typeof window.postMessage;
  } catch {
    // A cross-origin parent's postMessage cannot be replaced from a page script.
  }
}

describe('given the admin sharing the website origin (postMessage wrapped and counted)', () => {
  // A cross-origin window's postMessage cannot be wrapped from a page script, so the calls are
  // counted where the admin shares the site's origin; across origins, the attacker stories above
  // show that nothing reaches a window other than the admin.
  it('every call of the page to its parent names the admin origin; none uses "*"', async () => {
    open = await openFraming(
      browser,
      `${baseUrl()}/cms-admin/?path=${encodeURIComponent('/about?demoOrigins=same')}`,
      [countPostMessagesToParent],
    );
    const { page } = open;
    const frame = await siteFrame(page);
    await waitForBridge(frame, 'editable');
    await frame.getByRole('textbox', { name: 'Edit: Page title' }).fill('Counted');
    await expect.poll(() => editsReceived(page)).toHaveLength(1);
    const targets = await frame.evaluate(
      () => (window as unknown as { __postMessageTargets: string[] }).__postMessageTargets,
    );
    expect(targets.length).toBeGreaterThanOrEqual(3); // hello, editing, edit
    expect(new Set(targets)).toEqual(new Set([baseUrl()]));
  });
});
