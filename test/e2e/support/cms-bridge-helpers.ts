// Shared steps of the CMS bridge stories: open the demo admin (or another framing page), find
// the site's frame, and read what the bridge wrote on the framed page's <html>.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { adminUrl, baseUrl } from './browser';

export interface Framed {
  context: BrowserContext;
  page: Page;
  /** Console warnings and errors of every frame, and uncaught errors. */
  messages: string[];
}

/** A fresh context showing `url` (the admin or attacker page framing the site). */
export async function openFraming(
  browser: Browser,
  url: string,
  initScripts: (() => void)[] = [],
): Promise<Framed> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const script of initScripts) await context.addInitScript(script);
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(url);
  return { context, page, messages };
}

/** The demo admin framing `path` of the site, with the admin's toggles as query parameters. */
export function openAdmin(browser: Browser, query: Record<string, string> = {}) {
  return openFraming(browser, `${adminUrl()}/?${new URLSearchParams(query)}`);
}

/** The frame showing the site (the first one, or the one inside `parent`). */
export async function siteFrame(page: Page, parent?: Frame): Promise<Frame> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const frame = findSite(page, parent);
    if (frame) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error('the site frame did not appear');
}

function findSite(page: Page, parent?: Frame) {
  return page
    .frames()
    .find(
      (frame) =>
        frame.url().startsWith(`${baseUrl()}/`) &&
        frame !== page.mainFrame() &&
        (!parent || frame.parentFrame() === parent),
    );
}

export const bridgeState = (frame: Frame) =>
  frame.evaluate(() => document.documentElement.getAttribute('data-cms-bridge'));

export const rejectedCount = (frame: Frame) =>
  frame.evaluate(() => Number(document.documentElement.getAttribute('data-cms-bridge-rejected')));

export async function waitForBridge(frame: Frame, state: string, timeout = 10_000) {
  await frame.waitForSelector(`html[data-cms-bridge="${state}"]`, { state: 'attached', timeout });
}

/** The drafts the bridge keeps in the frame's sessionStorage, by field. */
export const storedDrafts = (frame: Frame) =>
  frame.evaluate(() => {
    const raw = sessionStorage.getItem(`wgt-cms-drafts:v1:${location.pathname}`);
    const list: { field: string; text: string; rev: number }[] = raw ? JSON.parse(raw) : [];
    return Object.fromEntries(list.map((draft) => [draft.field, draft]));
  });

/** The admin's list of edits received, as shown to the editor. */
export const editsReceived = (page: Page) =>
  page.locator('#edits li').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

/** The bridge's chunk in dist/, from esbuild's metafile. */
export function bridgeChunk(): string {
  const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const entry = Object.entries(meta.outputs).find(([, output]) =>
    Object.keys(output.inputs).includes('src/bridge/start.ts'),
  );
  if (!entry) throw new Error('no chunk holds src/bridge/start.ts');
  return entry[0].slice('dist/'.length);
}

/**
 * Init script: records the last 16 random bytes the page asks for (the bridge's nonce), so a
 * test can play an attacker who somehow knows it and show that origin and window still stop it.
 */
export function recordRandomBytes() {
  const original = Crypto.prototype.getRandomValues;
  Crypto.prototype.getRandomValues = function <T extends ArrayBufferView | null>(array: T): T {
    const result = original.call(this, array as never) as T;
    if (array instanceof Uint8Array && array.length === 16) {
      (window as unknown as { __lastNonce: string }).__lastNonce = Array.from(array, (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
    }
    return result;
  };
}

export const knownNonce = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __lastNonce?: string }).__lastNonce ?? '');

export const pageMessage = (nonce: string, editable = true) => ({
  protocol: 'wgt-cms',
  version: 1,
  nonce,
  type: 'page',
  editable,
});
