// The demo's strict Content-Security-Policy (see demo/README.md, "Content Security Policy"):
// a fresh nonce per HTML response, 'strict-dynamic' so the bundle's own scripts (module chunks,
// JSONP calls, the tag manager) are trusted through the boot script, no plugins, no <base>,
// frames only from the embed hosts of the page config, and violation reports sent back to the
// demo server, which keeps them in memory for the tests.
import { randomBytes } from 'node:crypto';

export const REPORT_PATH = '/csp-report';

/** 128 random bits, base64: a nonce nobody can guess, never reused between responses. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * `?csp=off` on any demo page serves it without a policy, to compare behaviour (on by default).
 * @param {URL} url
 */
export function cspEnabled(url) {
  return url.searchParams.get('csp') !== 'off';
}

/**
 * The site pages' policy. No https:/'unsafe-inline' fallbacks: every browser the bundle supports
 * (ES modules, CSP3) honours 'strict-dynamic', which would make it ignore them anyway.
 * @param {{ nonce: string, frames: string[], reportUri: string }} options
 *   frames: source expressions allowed in frames (the embed hosts and the booking form).
 */
export function sitePolicy({ nonce, frames, reportUri }) {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    // The parents area's service worker (dist/parents-sw.js), from the site's own origin only.
    "worker-src 'self'",
    `report-uri ${reportUri}`,
  ].join('; ');
}

/**
 * frame-src sources from the config's `embedHosts`: each base URL as a path prefix (a trailing
 * slash makes the path match everything under it), so only the players and the booking form.
 * @param {Record<string, string>} embedHosts
 */
export function frameSources(embedHosts) {
  const sources = new Set();
  for (const base of Object.values(embedHosts ?? {})) {
    try {
      const url = new URL(base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      sources.add(`${url.origin}${url.pathname.replace(/\/*$/, '/')}`);
    } catch {
      // a bad base frames nothing
    }
  }
  return [...sources];
}

/**
 * The admin's and the attacker's pages: their own scripts by nonce (their module scripts import
 * nothing), and frames only of the site (the attacker also frames a data: URL relay).
 * @param {{ nonce: string, frames: string[], reportUri: string }} options
 */
export function framingPolicy({ nonce, frames, reportUri }) {
  return [
    `script-src 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-src ${frames.join(' ')}`,
    `report-uri ${reportUri}`,
  ].join('; ');
}

/**
 * The violation reports the browser POSTs to REPORT_PATH, kept in memory; and the count of HTML
 * responses served under a policy. GET REPORT_PATH answers { pages, received, expected, reports };
 * POST REPORT_PATH/consume with a JSON filter { documentUri?: substring, directive?: prefix,
 * sourceFile?: substring, expected?: boolean } removes and answers the matching reports (a test that causes a violation
 * on purpose takes its own, as expected: they are counted apart from real violations).
 */
export function createCspReports() {
  /** @type {Array<Record<string, unknown>>} */
  let reports = [];
  let pages = 0;
  let received = 0;
  let expected = 0;

  /** @param {Record<string, unknown>} filter */
  const matches = (report, filter) =>
    (typeof filter.documentUri !== 'string' ||
      String(report['document-uri'] ?? '').includes(filter.documentUri)) &&
    (typeof filter.directive !== 'string' ||
      String(report['effective-directive'] ?? report['violated-directive'] ?? '').startsWith(
        filter.directive,
      )) &&
    (typeof filter.sourceFile !== 'string' ||
      String(report['source-file'] ?? '').includes(filter.sourceFile));

  return {
    /** An HTML response served with a policy. */
    countPage() {
      pages += 1;
    },
    /**
     * Answers REPORT_PATH requests; false for any other path.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {URL} url
     */
    handle(req, res, url) {
      if (url.pathname !== REPORT_PATH && !url.pathname.startsWith(`${REPORT_PATH}/`)) return false;
      const action = url.pathname.slice(REPORT_PATH.length);
      if (req.method === 'GET' && action === '') {
        json(res, 200, { pages, received, expected, reports });
      } else if (req.method === 'POST' && action === '') {
        readBody(req).then((body) => {
          const report = parseReport(body);
          if (report) {
            reports.push(report);
            received += 1;
          }
          res.writeHead(204).end();
        });
      } else if (req.method === 'POST' && action === '/consume') {
        readBody(req).then((body) => {
          let filter = {};
          try {
            filter = JSON.parse(body || '{}') ?? {};
          } catch {
            return json(res, 400, { error: 'filter must be JSON' });
          }
          const taken = reports.filter((report) => matches(report, filter));
          reports = reports.filter((report) => !taken.includes(report));
          if (filter.expected === true) expected += taken.length;
          json(res, 200, { reports: taken });
        });
      } else {
        json(res, 405, { error: 'GET or POST' });
      }
      return true;
    },
  };
}

/** The body of a report-uri POST (application/csp-report): { "csp-report": {...} }. */
function parseReport(body) {
  try {
    const parsed = JSON.parse(body);
    const report = parsed?.['csp-report'];
    return report && typeof report === 'object' ? report : null;
  } catch {
    return null;
  }
}

function readBody(req) {
  return new Promise((resolveBody) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      // A report is a few hundred bytes; anything huge is cut rather than kept.
      if (body.length < 64 * 1024) body += chunk;
    });
    req.on('end', () => resolveBody(body));
    req.on('error', () => resolveBody(''));
  });
}

function json(res, status, value) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(value));
}
