/**
 * happy-dom must not fetch the script elements these tests add: nothing may reach the internet.
 * @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../src/kernel/schema';
import {
  DEFAULT_TAG_MANAGER_URL,
  scheduleTagManager,
  TAG_MANAGER_DELAY_MS,
} from '../../../src/tag-manager/tag-manager';

const tagManagerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.includes('GTM-'));
const LOCAL_URL = '/demo-assets/gtm-standin.js?id={id}';

function pretendReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

let cancel: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown }).dataLayer;
});

afterEach(() => {
  cancel();
  vi.useRealTimers();
});

it('runs with script loading off (the guard the header sets up)', () => {
  const { happyDOM } = window as unknown as {
    happyDOM: { settings: { disableJavaScriptFileLoading: boolean } };
  };
  expect(happyDOM.settings.disableJavaScriptFileLoading).toBe(true);
});

describe('given a page still loading and a configured container id', () => {
  beforeEach(() => {
    pretendReadyState('loading');
    cancel = scheduleTagManager({ tagManagerId: 'GTM-TEST1', tagManagerUrl: LOCAL_URL }, schema);
  });

  it('adds nothing before the load event, however long that takes', () => {
    vi.advanceTimersByTime(60_000);
    expect(tagManagerScripts()).toEqual([]);
  });

  it('adds the script 3000 ms after the load event, not a millisecond sooner', () => {
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS - 1);
    expect(tagManagerScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [script, ...others] = tagManagerScripts();
    expect(others).toEqual([]);
    expect(script?.async).toBe(true);
    expect(new URL(script?.src ?? '').pathname + new URL(script?.src ?? '').search).toBe(
      '/demo-assets/gtm-standin.js?id=GTM-TEST1',
    );
    expect(TAG_MANAGER_DELAY_MS).toBe(3000);
  });

  it('starts the data layer as the container expects', () => {
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { 'gtm.start': Date.now(), event: 'gtm.js' },
    ]);
  });

  it('adds it once, even when scheduled twice (two copies of the bundle)', () => {
    const cancelSecond = scheduleTagManager(
      {
        tagManagerId: 'GTM-TEST1',
        tagManagerUrl: LOCAL_URL,
      },
      schema,
    );
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10 * TAG_MANAGER_DELAY_MS);
    expect(tagManagerScripts()).toHaveLength(1);
    cancelSecond();
  });

  it('adds nothing once cancelled, before or after the load event', () => {
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
    expect(tagManagerScripts()).toEqual([]);
  });
});

describe('given a page that has already loaded', () => {
  it('counts the 3000 ms from now', () => {
    pretendReadyState('complete');
    cancel = scheduleTagManager({ tagManagerId: 'GTM-TEST1', tagManagerUrl: LOCAL_URL }, schema);
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS - 1);
    expect(tagManagerScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tagManagerScripts()).toHaveLength(1);
  });
});

describe('given no tag manager id', () => {
  it('adds nothing and sets no timer or listener', () => {
    pretendReadyState('loading');
    const listen = vi.spyOn(window, 'addEventListener');
    cancel = scheduleTagManager({ tagManagerId: '' }, schema);
    expect(vi.getTimerCount()).toBe(0);
    expect(listen).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10 * TAG_MANAGER_DELAY_MS);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('given no URL in the config', () => {
  it('uses Google’s loader with the id encoded', () => {
    // Only the URL is checked; the script element is never fetched (see the header).
    pretendReadyState('complete');
    cancel = scheduleTagManager({ tagManagerId: 'GTM-AB12' }, schema);
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
    expect(tagManagerScripts()[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
    expect(DEFAULT_TAG_MANAGER_URL).toContain('{id}');
  });
});

describe('given a page with a Content Security Policy nonce', () => {
  it('gives the script the page’s nonce', () => {
    const boot = document.createElement('script');
    boot.setAttribute('nonce', 'n0nce');
    boot.type = 'application/json';
    document.head.append(boot);
    pretendReadyState('complete');
    cancel = scheduleTagManager({ tagManagerId: 'GTM-TEST1', tagManagerUrl: LOCAL_URL }, schema);
    vi.advanceTimersByTime(TAG_MANAGER_DELAY_MS);
    expect(tagManagerScripts()[0]?.getAttribute('nonce')).toBe('n0nce');
  });
});
