import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import { homeScreenPrompt } from '../../../widgets/home-screen-prompt';
import { HISTORY_KEY } from '../../../widgets/home-screen-prompt/schema';

const TITLE = 'Add the Parents area to your home screen';
const DAY = 24 * 60 * 60 * 1000;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_FACEBOOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.41.118]';

let runtime: MountRuntime | null = null;
/** The first mount of a run loads React: give it time on a busy machine. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
let store: PageStore;

/** One page view of the parents area: fresh markup, store and runtime, as after a reload. */
async function visit({ bodyClass = 'parents-area' } = {}) {
  runtime?.stop();
  document.body.className = bodyClass;
  document.body.innerHTML = `<main>
    <h1>Parents area</h1><a href="/calendar" id="calendar">Term dates</a>
    <div class="wgt-home-prompt" data-widget="home-screen-prompt"></div>
  </main>`;
  store = createPageStore();
  runtime = createMountRuntime({ widgets: [homeScreenPrompt], config: {}, store });
  runtime.start();
  // Mounted, or left as server markup: the prompt widget refuses pages without the class.
  await waitFor(() =>
    expect(widgetElement()?.getAttribute('data-widget-state')).not.toBe('pending'),
  );
}

const widgetElement = () => document.querySelector('[data-widget="home-screen-prompt"]');
const mounted = () =>
  waitFor(() => expect(widgetElement()?.getAttribute('data-widget-state')).toBe('mounted'));

/** The prompt's region, found by its accessible name (aria-labelledby). */
function promptRegion(): HTMLElement | null {
  for (const section of document.querySelectorAll<HTMLElement>('section[aria-labelledby]')) {
    const label = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
    if (label?.textContent === TITLE) return section;
  }
  return null;
}

function button(name: string): HTMLButtonElement | null {
  return (
    [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null
  );
}

/** A synthetic `beforeinstallprompt`, as Chromium fires it, with a spy for prompt(). */
function fireInstallPrompt(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event;
}

/** Lets React render whatever the last event caused (its scheduler runs outside microtasks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const storedHistory = () => JSON.parse(localStorage.getItem(HISTORY_KEY) ?? 'null');

function pretendUserAgent(userAgent: string, maxTouchPoints = 5) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(maxTouchPoints);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  localStorage.clear();
  history.replaceState(null, '', '/parents');
});

afterEach(() => {
  runtime?.stop();
  runtime = null;
  vi.useRealTimers();
});

describe('given the parents area in a browser that fires beforeinstallprompt', () => {
  it('shows nothing until the event, then a labelled region with Install and Not now', async () => {
    await visit();
    await mounted();
    expect(promptRegion()).toBeNull();
    // The polite live region is there before the prompt, so its arrival is announced.
    const live = widgetElement()?.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();

    const event = fireInstallPrompt();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    expect(event.defaultPrevented).toBe(true);
    expect(live?.contains(promptRegion())).toBe(true);
    expect(button('Install')).not.toBeNull();
    expect(button('Not now')).not.toBeNull();
    expect(storedHistory()).toMatchObject({ shows: 1 });
  });

  it('does not take focus when it appears', async () => {
    await visit();
    await mounted();
    const link = document.getElementById('calendar') as HTMLElement;
    link.focus();
    fireInstallPrompt();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('Install calls prompt() within the click and closes the prompt', async () => {
    await visit();
    await mounted();
    const event = fireInstallPrompt();
    await waitFor(() => expect(button('Install')).not.toBeNull());
    button('Install')?.click();
    // Synchronously, inside the click handler: the browser requires the user's activation.
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(promptRegion()).toBeNull());
  });

  it('remembers an accepted install: no later visit shows it, however long after', async () => {
    await visit();
    await mounted();
    fireInstallPrompt('accepted');
    await waitFor(() => expect(button('Install')).not.toBeNull());
    button('Install')?.click();
    await waitFor(() => expect(storedHistory()).toMatchObject({ installed: true }));

    vi.setSystemTime(Date.now() + 30 * DAY);
    await visit();
    await mounted();
    fireInstallPrompt();
    await settle();
    expect(promptRegion()).toBeNull();
  });

  it('catches an install event that fired before the widget’s code had loaded', async () => {
    document.body.className = 'parents-area';
    document.body.innerHTML =
      '<div class="wgt-home-prompt" data-widget="home-screen-prompt"></div>';
    store = createPageStore();
    runtime = createMountRuntime({ widgets: [homeScreenPrompt], config: {}, store });
    runtime.start(); // options() ran: the early listener is on; the chunk is still loading
    const event = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    await mounted();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    button('Install')?.click();
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });
});

describe('given the prompt on screen', () => {
  async function shown() {
    await visit();
    await mounted();
    fireInstallPrompt();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
  }

  it('Not now closes it and counts as the show: a reload the same day shows nothing', async () => {
    const before = Date.now();
    await shown();
    const after = Date.now();
    button('Not now')?.click();
    await waitFor(() => expect(promptRegion()).toBeNull());
    const { lastShownAt, ...rest } = storedHistory();
    expect(rest).toEqual({ shows: 1, installed: false });
    expect(lastShownAt).toBeGreaterThanOrEqual(before);
    expect(lastShownAt).toBeLessThanOrEqual(after);

    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    await visit();
    await mounted();
    fireInstallPrompt();
    await settle();
    expect(promptRegion()).toBeNull();
    expect(storedHistory().shows).toBe(1);
  });

  it('Escape inside closes it and focus goes back where it came from', async () => {
    await shown();
    const link = document.getElementById('calendar') as HTMLElement;
    link.focus();
    const dismiss = button('Not now') as HTMLButtonElement;
    dismiss.focus(); // as Tab from the link would
    expect(document.activeElement).toBe(dismiss);
    dismiss.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(promptRegion()).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('an appinstalled event hides it and is remembered', async () => {
    await shown();
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() => expect(promptRegion()).toBeNull());
    expect(storedHistory().installed).toBe(true);
  });
});

describe('given visits over several days', () => {
  it('shows on day 1 and day 2 (1440 minutes apart), then never again', async () => {
    const shownOn: number[] = [];
    for (const day of [0, 0.5, 1, 1.5, 2, 3, 10]) {
      vi.setSystemTime(new Date('2026-03-02T08:00:00Z').getTime() + day * DAY);
      await visit();
      await mounted();
      fireInstallPrompt();
      await settle();
      if (promptRegion()) shownOn.push(day);
    }
    expect(shownOn).toEqual([0, 1]);
    expect(storedHistory().shows).toBe(2);
  });
});

describe('given iOS Safari, which has no install event', () => {
  it('shows the Share, then Add to Home Screen steps without an Install button', async () => {
    pretendUserAgent(IPHONE_SAFARI);
    await visit();
    await mounted();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    const steps = [...(promptRegion()?.querySelectorAll('ol > li') ?? [])].map((li) =>
      li.textContent?.trim(),
    );
    expect(steps).toEqual([
      'Tap the Share button in Safari’s toolbar.',
      'Choose “Add to Home Screen”.',
    ]);
    expect(button('Install')).toBeNull();
    expect(storedHistory().shows).toBe(1);
  });

  it('uses the copy the CMS wrote on the element', async () => {
    pretendUserAgent(IPHONE_SAFARI);
    document.body.className = 'parents-area';
    document.body.innerHTML = `<div class="wgt-home-prompt" data-widget="home-screen-prompt"
      data-prompt-title="Ajoutez l’espace parents" data-prompt-ios-add="Choisissez « Sur l’écran d’accueil »."
      data-prompt-dismiss="Plus tard"></div>`;
    store = createPageStore();
    runtime = createMountRuntime({ widgets: [homeScreenPrompt], config: {}, store });
    runtime.start();
    await waitFor(() => expect(button('Plus tard')).not.toBeNull());
    expect(document.querySelector('h2')?.textContent).toBe('Ajoutez l’espace parents');
    expect(document.querySelector('ol')?.textContent).toContain('Sur l’écran d’accueil');
  });

  it('shows nothing once opened from the home screen (navigator.standalone)', async () => {
    pretendUserAgent(IPHONE_SAFARI);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      await visit();
      await mounted();
      await settle();
      expect(promptRegion()).toBeNull();
      expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });
});

describe('given a site already running standalone', () => {
  it('ignores the install event', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );
    await visit();
    await mounted();
    fireInstallPrompt();
    await settle();
    expect(promptRegion()).toBeNull();
  });
});

describe('given an in-app browser', () => {
  it('shows nothing, not even the iOS steps', async () => {
    pretendUserAgent(IPHONE_FACEBOOK);
    await visit();
    await mounted();
    fireInstallPrompt();
    await settle();
    expect(promptRegion()).toBeNull();
  });
});

describe('given a storage the widget cannot use', () => {
  it('stays quiet when storage is blocked, rather than show a prompt it could not count', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await visit();
    await mounted();
    fireInstallPrompt();
    await settle();
    expect(promptRegion()).toBeNull();
  });

  it('tolerates garbage under its key', async () => {
    localStorage.setItem(HISTORY_KEY, '{"shows":');
    await visit();
    await mounted();
    fireInstallPrompt();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
  });
});

describe('given ?resetHomeScreenPrompt in the address', () => {
  it('forgets the history, so the prompt can be seen again for testing', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify({ shows: 2, lastShownAt: Date.now() }));
    history.replaceState(null, '', '/parents?resetHomeScreenPrompt');
    await visit();
    await mounted();
    fireInstallPrompt();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    expect(storedHistory().shows).toBe(1);
  });
});

describe('given ?resetHomeScreenPrompt in iOS Safari (shown at once, as the widget mounts)', () => {
  it('counts the new show once, even though StrictMode runs the effects twice', async () => {
    pretendUserAgent(IPHONE_SAFARI);
    localStorage.setItem(HISTORY_KEY, JSON.stringify({ shows: 2, lastShownAt: Date.now() }));
    history.replaceState(null, '', '/parents?resetHomeScreenPrompt');
    await visit();
    await waitFor(() => expect(promptRegion()).not.toBeNull());
    await settle();
    expect(storedHistory().shows).toBe(1);
  });
});

describe('given a page that is not the parents area', () => {
  it('does not load the widget and names the missing body class', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await visit({ bodyClass: 'template-landing' });
    expect(widgetElement()?.getAttribute('data-widget-state')).toBe('invalid');
    expect(String(warn.mock.calls[0]?.[0])).toContain('parents-area');
    const event = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('given the widget removed from the page', () => {
  it('no longer listens for the install event', async () => {
    await visit();
    await mounted();
    runtime?.stop();
    const event = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(false);
  });
});
