// Issue #44, finding 2: which scope and script the page accepts, and what the worker may keep.
import { describe, expect, it } from 'vitest';
import {
  offlineScope,
  offlineWorker,
} from '../../../widgets/home-screen-prompt/offline/OfflineNotice';
import {
  isAllowedRegistration,
  isAllowedScope,
  isKeepable,
  isPrivateAddress,
} from '../../../widgets/home-screen-prompt/offline/shared';

const SITE = 'https://school.example';
const at = (path: string) => new URL(path, SITE);

describe('offlineScope: the page’s own path, or no worker', () => {
  it.each([
    [null, '/parents', '/parents'],
    ['/parents/', '/parents/', '/parents/'],
    [`${SITE}/parents/`, '/parents/', '/parents/'],
    ['  /parents/  ', '/parents/', '/parents/'],
    // The default is only the page's own path.
    [null, '/parents/', null],
    [null, '/', null],
    // Markup naming another scope than the page's own.
    ['/', '/parents/', null],
    ['/', '/?p=64&preview=true', null],
    ['/parents/../', '/parents/', null],
    ['/parents/%2e%2e/', '/parents/', null],
    ['/parents', '/parents/', null],
    ['/parents/sub/', '/parents/', null],
    ['/parents/?x=1', '/parents/', null],
    ['//evil.example/parents/', '/parents/', null],
    ['https://evil.example/parents/', '/parents/', null],
    // The page's own path, where no worker may be.
    ['/parents/', '/parents/?preview=true', null],
    ['/wp-admin/', '/wp-admin/', null],
  ])('data-offline-scope %j on %s → %j', (named, page, scope) => {
    expect(offlineScope(named, at(page))).toBe(scope);
  });
});

describe('offlineWorker: the bundle’s worker or the plugin’s PHP beside it, with the page’s query', () => {
  const bundleWorker = at('/wp-content/plugins/ssw/dist/parents-sw.js');
  const page = at('/parents/');
  it.each([
    [null, '/wp-content/plugins/ssw/dist/parents-sw.js?scope=%2Fparents%2F'],
    [
      '/wp-content/plugins/ssw/dist/parents-sw.php?scope=%2Fparents%2F',
      '/wp-content/plugins/ssw/dist/parents-sw.php?scope=%2Fparents%2F',
    ],
    // A query of the markup's own is not kept: the scope is the page's.
    [
      '/wp-content/plugins/ssw/dist/parents-sw.php?scope=/&media=https://evil.example/',
      '/wp-content/plugins/ssw/dist/parents-sw.php?scope=%2Fparents%2F',
    ],
    ['https://evil.example/wp-content/plugins/ssw/dist/parents-sw.php', null],
    ['//evil.example/wp-content/plugins/ssw/dist/parents-sw.js', null],
    ['/wp-content/uploads/2026/11/parents-sw.js', null],
    ['/wp-content/plugins/ssw/dist/../../other/dist/parents-sw.php', null],
    ['/wp-content/plugins/ssw/dist/chunks/boot.js', null],
  ])('data-offline-worker %j → %j', (named, script) => {
    const url = offlineWorker(named, bundleWorker, page, '/parents/');
    expect(url && `${url.pathname}${url.search}`).toBe(script);
    if (url) expect(url.origin).toBe(SITE);
  });

  it('names the media service for the worker', () => {
    const url = offlineWorker(null, bundleWorker, page, '/parents/', 'https://media.example/q');
    expect(url?.searchParams.get('media')).toBe('https://media.example/q');
  });
});

describe('isPrivateAddress: never kept, never answered from a cache', () => {
  it.each([
    ['/wp-admin/profile.php', true],
    ['/wp-admin', true],
    ['/blog/wp-admin/', true],
    ['/wp%2Dadmin/profile.php', true],
    ['/WP-ADMIN/', true],
    ['/wp-login.php?action=logout', true],
    ['/wp-json/wp/v2/users/me', true],
    ['/?rest_route=/wp/v2/users/me', true],
    ['/?p=64&preview=true', true],
    ['/parents/?preview=true', true],
    ['/%E0%A4%A/', true],
    ['/parents/', false],
    ['/parents/?lang=fr', false],
    ['/wp-admin-guide/', false],
    ['/news/wp-json-explained/', false],
    ['/wp-content/plugins/ssw/dist/chunks/boot.js', false],
  ])('%s → %s', (address, private_) => {
    expect(isPrivateAddress(at(address))).toBe(private_);
  });
});

describe('isKeepable: a person’s page is never kept', () => {
  const answer = (cacheControl: string | null, status = 200) =>
    new Response('x', { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });
  it.each([
    [null, true, true],
    ['max-age=0', true, true],
    ['public, max-age=600', true, true],
    // WordPress 6.1's nocache_headers, sent for every logged-in page.
    ['no-cache, must-revalidate, max-age=0', true, false],
    ['No-Cache', true, false],
    ['no-store', true, false],
    ['private', true, false],
    ['private="set-cookie", max-age=60', true, false],
    // A static file revalidated every time is not a person's.
    ['no-cache', false, true],
    ['no-store', false, false],
    ['private', false, false],
  ])('Cache-Control %j, a page: %s → %s', (cacheControl, page, keepable) => {
    expect(isKeepable(answer(cacheControl), page)).toBe(keepable);
  });

  it('keeps no error', () => {
    expect(isKeepable(answer(null, 404), true)).toBe(false);
  });
});

describe('isAllowedScope and isAllowedRegistration: the worker’s own scope', () => {
  it.each([
    ['/parents/', true],
    ['/parents', true],
    ['/about/parents/', true],
    ['/', false],
    ['', false],
    ['parents/', false],
    ['/parents/../', false],
    ['/parents/%2e%2e/', false],
    ['/parents/./', false],
    ['//evil.example/', false],
    ['/a//b/', false],
    ['/parents/?x=1', false],
    ['/wp-admin/', false],
    ['/wp-json/', false],
  ])('scope %j → %s', (scope, allowed) => {
    expect(isAllowedScope(scope)).toBe(allowed);
  });

  const php = (scope: string) =>
    `${SITE}/wp-content/plugins/ssw/dist/parents-sw.php?scope=${encodeURIComponent(scope)}`;
  it.each([
    [`${SITE}/parents/`, php('/parents/'), true],
    [`${SITE}/parents`, `${SITE}/widgets/parents-sw.js?media=x`, true],
    // What an older version installed: `/`, or a scope other than its script's.
    [`${SITE}/`, php('/'), false],
    [`${SITE}/`, php('/parents/../'), false],
    [`${SITE}/`, `${SITE}/widgets/parents-sw.js`, false],
    [`${SITE}/parents/`, php('/'), false],
    [`${SITE}/parents/sub/`, php('/parents/'), false],
    [`${SITE}/wp-admin/`, php('/wp-admin/'), false],
  ])('registration %s of %s → %s', (scope, script, allowed) => {
    expect(isAllowedRegistration(scope, script)).toBe(allowed);
  });
});
