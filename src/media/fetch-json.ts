import { type Flight, fly, type Send, type TransportOptions } from './flight';

const flights = new Map<string, Flight>();

/**
 * GET `url` as JSON: the transport for a route of the site's own that answers the media calls
 * (the WordPress plugin's), with the JSONP transport's contract (./flight.ts: identical requests
 * share one fetch, each caller may leave by its signal, the time limit covers the whole answer).
 * Rejects with MediaRequestError 'timeout', 'network' (no answer, or an HTTP status other than
 * 2xx), 'invalid' (a body that is no JSON) or 'aborted'. A 503 with Retry-After (the route is
 * reading the service for this question just now, for its first asker) is asked again after
 * it, within the same time limit. Asked without cookies: the answer is the same for every
 * visitor, so a page cache or CDN may keep it, and a logged-in person's session never reaches
 * the route.
 */
export const fetchJson = (url: string, options: TransportOptions = {}) =>
  fly(flights, url, options, sendJson);

const sendJson: Send = (target, answer, fail) => {
  const controller = new AbortController();
  const ask = () => {
    if (controller.signal.aborted) return;
    fetch(target, { credentials: 'omit', signal: controller.signal })
      .then(async (response) => {
        const after = response.status === 503 && response.headers.get('Retry-After');
        if (after) return setTimeout(ask, 1000 * (Number(after) || 1));
        if (!response.ok) return fail('network', `HTTP ${response.status}`);
        const body = await response.text();
        let value: unknown;
        try {
          value = JSON.parse(body);
        } catch {
          return fail('invalid', 'no JSON');
        }
        answer(value);
      })
      .catch(() => fail('network', 'no answer'));
  };
  ask();
  return () => controller.abort();
};
