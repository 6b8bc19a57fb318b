import { afterEach, describe, expect, it } from 'vitest';
import { inPageLanguage, sharePath } from '../../../src/i18n';
import { readSharePath } from '../../../src/i18n/share-path';
import { createPageStore } from '../../../src/kernel/store/store';
import { SCHOOL_PARAM } from '../../../src/schools/choice';
import { closeAddress, connectHistory, KEPT_ON_CLOSE } from '../../../widgets/popups/host/history';
import { fakeWindow, settle } from './fake-window';

let disconnect: (() => void) | undefined;

/** The host's share addresses (Popups.tsx), over the stand-in window. */
const addresses = (closeUrl: string, win: Window) => ({
  closeUrl: inPageLanguage(closeUrl, win.location.pathname),
  win,
});
afterEach(() => disconnect?.());

function start(path: string, closeUrl = '/media') {
  const browser = fakeWindow(path);
  const store = createPageStore();
  disconnect = connectHistory(store, addresses(closeUrl, browser.win));
  return { browser, store };
}

const NEWS = { kind: 'news', feedId: 2, itemId: 81, source: 'card' } as const;
const EVENT = { kind: 'event', feedId: 4, itemId: 300, source: 'card' } as const;

// Share paths as cards and pop-ups make them (route, media page, language prefix) are vectors
// both languages run: test/vectors/card-link.json. Read back here.
describe('given share paths', () => {
  it('reads them back, and nothing else', () => {
    expect(readSharePath('/media/eventsfeed/4/300')).toEqual({
      kind: 'event',
      feedId: 4,
      itemId: 300,
    });
    expect(readSharePath('/media/newsfeed/2/81/')).toEqual({ kind: 'news', feedId: 2, itemId: 81 });
    for (const path of [
      '/media',
      '/media/newsfeed/2',
      '/media/newsfeed/x/1',
      '/media/photosfeed/1/2',
      '/a/media/newsfeed/1/2',
    ]) {
      expect(readSharePath(path)).toBeNull();
    }
  });
});

describe('given a media page of the site’s own (data-media-page)', () => {
  it('share paths go under it, and only its own are read back', () => {
    // The pop-ups host, as WordPress writes it (includes/assets.php).
    const host = document.createElement('div');
    host.setAttribute('data-widget', 'popups');
    host.setAttribute('data-media-page', '/news-and-events/');
    // Content with the attribute but no pop-ups host names no media page.
    const content = document.createElement('p');
    content.setAttribute('data-media-page', '/elsewhere');
    document.body.append(content, host);
    try {
      expect(sharePath(EVENT, '/calendar')).toBe('/news-and-events/eventsfeed/4/300');
      expect(sharePath(NEWS, '/fr/calendar')).toBe('/fr/news-and-events/newsfeed/2/81');
      expect(readSharePath('/news-and-events/newsfeed/2/81/')).toEqual({
        kind: 'news',
        feedId: 2,
        itemId: 81,
      });
      expect(readSharePath('/media/newsfeed/2/81')).toBeNull();
      expect(readSharePath('/news-and-eventsX/newsfeed/2/81')).toBeNull();
    } finally {
      host.remove();
      content.remove();
    }
  });
});

describe('given share paths on a language site (/fr/, /ar/)', () => {
  it('with the page address as the default', () => {
    history.replaceState(null, '', '/fr/calendar');
    try {
      expect(sharePath(EVENT)).toBe('/fr/media/eventsfeed/4/300');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('reads prefixed share paths back, and no other prefix', () => {
    expect(readSharePath('/fr/media/newsfeed/2/81')).toEqual({
      kind: 'news',
      feedId: 2,
      itemId: 81,
    });
    expect(readSharePath('/ar/media/eventsfeed/4/300/')).toEqual({
      kind: 'event',
      feedId: 4,
      itemId: 300,
    });
    for (const path of [
      '/de/media/newsfeed/2/81',
      '/fr/fr/media/newsfeed/2/81',
      '/frmedia/newsfeed/2/81',
    ]) {
      expect(readSharePath(path)).toBeNull();
    }
    for (const pathname of ['/fr/calendar', '/ar/media', '/media']) {
      expect(readSharePath(sharePath(EVENT, pathname))).toEqual({
        kind: 'event',
        feedId: 4,
        itemId: 300,
      });
    }
  });
});

describe('given a French page and a pop-up opened from a card', () => {
  it('pushes the French share URL; a related event replaces it in French; back returns', async () => {
    const { browser, store } = start('/fr/calendar');
    store.getState().openPopup(NEWS);
    expect(browser.entries()).toEqual(['/fr/calendar', '/fr/media/newsfeed/2/81']);
    store.getState().openPopup(EVENT);
    expect(browser.entries()).toEqual(['/fr/calendar', '/fr/media/eventsfeed/4/300']);
    store.getState().closePopup();
    await settle();
    expect(browser.path()).toBe('/fr/calendar');
  });
});

describe('given the address a shared pop-up closes to', () => {
  const at = (path: string) => ({
    href: `https://school.example${path}`,
    pathname: path.split('?')[0] ?? '/',
  });

  it("is the page behind (put in the page's language by the host), with the school choice kept", () => {
    const behind = (closeUrl: string, path: string) =>
      closeAddress(inPageLanguage(closeUrl, at(path).pathname), at(path));
    expect(behind('/media', '/fr/media/newsfeed/2/81')).toBe('/fr/media');
    expect(behind('/ar/media', '/ar/media/eventsfeed/4/300')).toBe('/ar/media');
    expect(behind('/media', '/media/newsfeed/2/81?school=dubai')).toBe('/media?school=dubai');
    expect(behind('/media/filter/news?skip=12', '/fr/media/newsfeed/2/81?school=geneva&x=1')).toBe(
      '/fr/media/filter/news?skip=12&school=geneva',
    );
    // Another origin's link cannot be the address: its path on this site.
    expect(behind('https://elsewhere.example/media', '/media/newsfeed/2/81')).toBe('/media');
  });

  it('keeps the parameter the school choice writes', () => {
    expect(KEPT_ON_CLOSE).toContain(SCHOOL_PARAM);
  });
});

describe('given a media page and a pop-up opened from a card', () => {
  it('pushes the share URL as a new entry', () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(NEWS);
    expect(browser.entries()).toEqual(['/media', '/media/newsfeed/2/81']);
    expect(browser.index()).toBe(1);
  });

  it('the back button closes the pop-up', async () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(NEWS);
    browser.history.back();
    await settle();
    expect(store.getState().popup).toBeNull();
    expect(browser.path()).toBe('/media');
  });

  it('closing it goes back over its entry: the history is as it was', async () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(NEWS);
    store.getState().closePopup();
    await settle();
    expect(browser.path()).toBe('/media');
    expect(browser.index()).toBe(0);
    expect(store.getState().popup).toBeNull();
  });

  it('a related event replaces the entry instead of adding one, and back still closes', async () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(EVENT);
    store.getState().openPopup({ ...EVENT, itemId: 301 });
    expect(browser.entries()).toEqual(['/media', '/media/eventsfeed/4/301']);
    browser.history.back();
    await settle();
    expect(store.getState().popup).toBeNull();
  });

  it('forward after a close opens the pop-up again', async () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(NEWS);
    store.getState().closePopup();
    await settle();
    browser.history.forward();
    await settle();
    expect(store.getState().popup).toMatchObject({ kind: 'news', feedId: 2, itemId: 81 });
    expect(browser.path()).toBe('/media/newsfeed/2/81');
  });

  it('a pop-up opened while the close is still going back gets its own entry once it lands', async () => {
    const { browser, store } = start('/media');
    store.getState().openPopup(NEWS);
    store.getState().closePopup();
    store.getState().openPopup(EVENT);
    await settle();
    expect(store.getState().popup).toMatchObject({ kind: 'event' });
    expect(browser.entries()).toEqual(['/media', '/media/eventsfeed/4/300']);
    expect(browser.index()).toBe(1);
  });
});

describe('given a page loaded at a share URL, its pop-up opened by the host', () => {
  function startShared(path: string) {
    const browser = fakeWindow(path);
    const store = createPageStore();
    const shared = readSharePath(path.split('?')[0] ?? path);
    if (shared) store.getState().openPopup({ ...shared, source: 'share' });
    disconnect = connectHistory(store, addresses('/media', browser.win));
    return { browser, store };
  }

  it('pushes nothing: the share URL is already the address', () => {
    const { browser, store } = startShared('/media/eventsfeed/4/300');
    expect(store.getState().popup).toEqual({
      kind: 'event',
      feedId: 4,
      itemId: 300,
      source: 'share',
    });
    expect(browser.entries()).toEqual(['/media/eventsfeed/4/300']);
  });

  it('closing leaves the address at the page behind, with no entry added', async () => {
    const { browser, store } = startShared('/media/newsfeed/2/81');
    store.getState().closePopup();
    await settle();
    expect(browser.entries()).toEqual(['/media']);
  });

  it("closing a French share URL's pop-up leaves the French page behind", async () => {
    const { browser, store } = startShared('/fr/media/newsfeed/2/81');
    store.getState().closePopup();
    await settle();
    expect(browser.entries()).toEqual(['/fr/media']);
  });

  it('closing keeps the school choice in the address', async () => {
    const { browser, store } = startShared('/ar/media/eventsfeed/4/300?school=dubai');
    expect(store.getState().popup).toMatchObject({ kind: 'event', itemId: 300 });
    store.getState().closePopup();
    await settle();
    expect(browser.entries()).toEqual(['/ar/media?school=dubai']);
  });

  it('a card opened afterwards pushes its own entry and closes back to the page', async () => {
    const { browser, store } = startShared('/media/newsfeed/2/81');
    store.getState().closePopup();
    store.getState().openPopup(EVENT);
    expect(browser.entries()).toEqual(['/media', '/media/eventsfeed/4/300']);
    store.getState().closePopup();
    await settle();
    expect(browser.path()).toBe('/media');
  });
});

describe('given the history connected after a card already opened a pop-up', () => {
  it("pushes that pop-up's entry at once, and back closes it", async () => {
    const browser = fakeWindow('/media');
    const store = createPageStore();
    store.getState().openPopup(NEWS);
    disconnect = connectHistory(store, addresses('/media', browser.win));
    expect(browser.entries()).toEqual(['/media', '/media/newsfeed/2/81']);
    browser.history.back();
    await settle();
    expect(store.getState().popup).toBeNull();
  });
});

describe('given the history connected and then disconnected', () => {
  it('removes its popstate listener and stops writing the history', () => {
    const { browser, store } = start('/media');
    expect(browser.listenerCount()).toBe(1);
    disconnect?.();
    disconnect = undefined;
    expect(browser.listenerCount()).toBe(0);
    store.getState().openPopup(NEWS);
    expect(browser.entries()).toEqual(['/media']);
  });

  it('ignores a popstate whose state was written by someone else', async () => {
    const { browser, store } = start('/media');
    browser.history.pushState({ widgetsPopup: { kind: 'script', feedId: 1, itemId: 2 } }, '', '/x');
    browser.history.pushState(null, '', '/y');
    browser.history.back();
    await settle();
    expect(store.getState().popup).toBeNull();
  });
});
