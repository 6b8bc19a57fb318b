import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { setMediaServiceUrl, sitePhp, wpUrl } from './wordpress';

// A stand-in media service for the tests of the plugin's route and cache
// (test/wordpress/media-*.test.ts), and the PHP that looks at what the site keeps.

export type Mode = 'answer' | 'fail' | 'hang' | 'wrong-shape' | 'no-jsonp';

const servers: Server[] = [];

/**
 * A media service saved in the settings by the admin: JSONP of `answer(call)` for the site's
 * `callback=ssw`, after `delayMs`, in its current `mode`; `asked` lists the questions it got
 * (call and query, the callback aside).
 */
export async function mediaService(
  browser: Browser,
  answer: (call: string) => unknown,
  delayMs = 0,
) {
  const asked: string[] = [];
  const state = { mode: 'answer' as Mode, asked };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://service');
    const callback = url.searchParams.get('callback') ?? '';
    url.searchParams.delete('callback');
    const call = url.pathname.split('/').pop() ?? '';
    asked.push(`${call}?${url.searchParams}`);
    if (state.mode === 'hang') return;
    setTimeout(() => {
      if (state.mode === 'fail') {
        res.writeHead(500).end('Server Error');
        return;
      }
      const value = state.mode === 'wrong-shape' ? { not: 'a list' } : answer(call);
      const body =
        state.mode === 'no-jsonp'
          ? 'alert(document.cookie)'
          : `${callback}(${JSON.stringify(value)});`;
      res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(body);
    }, delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await setMediaServiceUrl(browser, `http://localhost:${port}/media-service/`);
  return state;
}

/** Stops every stand-in service (a test's afterEach). */
export async function closeMediaServices() {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A news item of the stand-in's answers. */
export const newsItem = (id: number, title: string) => ({
  Id: id,
  FeedId: 1,
  ItemType: 'TiarcNews',
  Title: title,
  Date: '2026-11-20T09:00:00Z',
  URL: `/news/${id}`,
});

const cacheSetup = (what: string) =>
  sitePhp(join(import.meta.dirname, 'media-cache-setup.php'), { SSW_DO: what });

/** Every answer the site keeps becomes stale: the next request reads the service again. */
export const ageAnswers = () => cacheSetup('age');

/** Where the site keeps its answers: whether an object cache is in use, and the transients' rows. */
export const whereKept = async (): Promise<{ objectCache: boolean; transients: number }> =>
  JSON.parse(await cacheSetup('where'));

/** The plugin's media route (includes/media-route.php). */
export const ROUTE = '/wp-json/school-site-widgets/v1/media';

/** One call of the route as anyone may ask it: its status, headers and text. */
export async function askRoute(call: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(wpUrl(`${ROUTE}/${call}${query ? `?${query}` : ''}`), { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}
