import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { createPage, resetSettings, setMediaServiceUrl, wpUrl } from './support/wordpress';

// The media hub's server markup reads the media service from PHP (includes/server-cards.php):
// that read must reach the configured service and nothing else, and a service that hangs must
// not hold the site's PHP workers (the test site has four, as `php -S` runs it).

let browser: Browser;
const servers: Server[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(async () => {
  await resetSettings();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A local HTTP server of the test; resolves with its port and the paths it was asked for. */
async function serve(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, asked };
}

/** A service that takes every request and never answers it. */
const hangingService = () => serve(() => undefined);

/** A visitor without JavaScript: the page's server markup, and how long it took. */
async function view(path: string) {
  const started = performance.now();
  const response = await fetch(wpUrl(path));
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

const EMPTY_HUB = 'wgt-media-hub__empty';

describe("the server's read of the media service", () => {
  it('follows no redirect: a service answering 302 to an intranet address never gets it read', async () => {
    const secretTitle = 'Staff payroll 2026 (intranet only)';
    const secret = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/javascript');
      res.end(
        `ssw(${JSON.stringify([{ Id: 1, FeedId: 1, Title: secretTitle, Date: '2026-11-01T09:00:00', URL: '/x' }])});`,
      );
    });
    const redirecting = await serve((req, res) => {
      const path = (req.url ?? '/').replace(/^\/media-service/, '');
      res.writeHead(302, { Location: `http://127.0.0.1:${secret.port}/media-service${path}` });
      res.end();
    });
    await setMediaServiceUrl(browser, `http://localhost:${redirecting.port}/media-service/`);

    const { status, html } = await view('/media/');
    expect(status).toBe(200);
    expect(redirecting.asked.length).toBeGreaterThan(0);
    expect(html).not.toContain(secretTitle);
    expect(html).toContain(EMPTY_HUB);
    expect(secret.asked).toEqual([]);
  });

  it('a service that hangs costs one short wait, then the empty state at once for a while', async () => {
    const service = await hangingService();
    await setMediaServiceUrl(browser, `http://localhost:${service.port}/hanging/`);

    const first = await view('/media/');
    expect(first.html).toContain(EMPTY_HUB);
    const next: number[] = [];
    for (let i = 0; i < 3; i++) {
      const later = await view('/media/');
      expect(later.html).toContain(EMPTY_HUB);
      // No wait on the service: well faster than the first view, which waited its 2 s; the
      // margin leaves room for this machine's noise, the count below is the exact check.
      expect(later.ms).toBeLessThan(first.ms - 500);
      next.push(later.ms);
    }
    // The first view waited the read's timeout (SSW_MEDIA_TIMEOUT, 2 s) beyond a page's time.
    expect(first.ms - Math.max(...next)).toBeLessThan(2_500);
    expect(service.asked).toHaveLength(1);
  });

  it("as many views of the hub as the site's PHP processes, with a hanging service, do not make another page wait", async () => {
    const plain = new URL(
      await createPage(
        'Opening hours',
        '<!-- wp:paragraph --><p>The office is open from 8 to 4.</p><!-- /wp:paragraph -->',
      ),
    ).pathname;
    const service = await hangingService();
    await setMediaServiceUrl(browser, `http://localhost:${service.port}/hanging-too/`);

    // One view for each of the site's PHP processes (`php -S` with PHP_CLI_SERVER_WORKERS=4
    // serves from five, its first process too). A process at rest takes every connection
    // waiting, then serves them one after the other: the views come a moment apart, so that
    // each is taken by a process at rest, as a server's pool of PHP workers shares them out.
    const hubs: ReturnType<typeof view>[] = [];
    for (let i = 0; i < 5; i++) {
      hubs.push(view('/media/'));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const other = await view(plain);
    expect(other.html).toContain('The office is open from 8 to 4.');
    // Queued behind the hub views, it would wait for their read's timeout (1.7 s and more).
    expect(other.ms).toBeLessThan(1_500);
    for (const hub of await Promise.all(hubs)) expect(hub.html).toContain(EMPTY_HUB);
    expect(service.asked).toHaveLength(1);
  });
});
