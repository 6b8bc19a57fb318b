import { getByRole, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import { menu } from '../../../widgets/menu';
import { replaceLocation } from '../../../widgets/menu/navigate';

vi.mock('../../../widgets/menu/navigate', () => ({ replaceLocation: vi.fn() }));

// keen-slider stand-in: counts instances; next() moves on and reports it as keen-slider does.
const sliders = vi.hoisted(() => ({ created: 0, destroyed: 0 }));
vi.mock('../../../widgets/menu/load-slider', () => ({
  loadSlider: async () =>
    class {
      track = { details: { rel: 0 } };
      constructor(
        _container: HTMLElement,
        private options: { slideChanged?: (slider: unknown) => void },
      ) {
        sliders.created++;
      }
      next() {
        this.track.details.rel = (this.track.details.rel + 1) % 5;
        this.options.slideChanged?.(this);
      }
      prev() {}
      destroy() {
        sliders.destroyed++;
      }
    },
}));

const item = (href: string, title: string, current: string, children = '') =>
  `<li><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${title}</a>${children}</li>`;

const markup = (current: string) => `
<a class="skip" href="#main">Skip</a>
<header id="top"><a href="/">Logo</a><button type="button" aria-controls="site-menu" aria-expanded="false">Menu</button></header>
<nav class="wgt-menu" id="site-menu" data-widget="menu" data-load="eager" aria-label="Main menu">
  <div class="wgt-menu__overlay">
    <search class="wgt-menu__search"><form data-menu-search action="/search">
      <label for="q">Search the site</label><input id="q" name="q" type="search"><button>Search</button>
    </form></search>
    <ul data-menu-list>
      ${item(
        '/about',
        'About us',
        current,
        `<ul>${item('/about/welcome', 'Welcome', current)}${item(
          '/about/schools',
          'Our schools',
          current,
          `<ul>${item('/about/schools/riverside', 'Riverside', current)}${item('/about/schools/lakeside', 'Lakeside', current)}</ul>`,
        )}</ul>`,
      )}
      ${item('/contact', 'Contact', current)}
    </ul>
    <section data-menu-promos aria-label="Featured"><ul>
      ${[1, 2, 3, 4, 5].map((n) => `<li><a href="/promo/${n}"><img src="/images/promo-${n}.jpg" alt="" width="600" height="400"><span>Promo ${n}</span></a></li>`).join('')}
    </ul></section>
  </div>
</nav>
<main id="main"><a href="/page">A link on the page</a></main>
<footer>Footer</footer>`;

let runtime: MountRuntime | undefined;
let store: PageStore;
let root: HTMLElement;

async function mount(current = '/elsewhere') {
  document.body.innerHTML = markup(current);
  store = createPageStore();
  runtime = createMountRuntime({ widgets: [menu], config: {}, store });
  runtime.start();
  await vi.waitFor(
    () => expect(document.querySelector('[data-widget-state="mounted"]')).not.toBeNull(),
    { timeout: 5000 },
  );
  root = document.querySelector('[data-widget-root]') as HTMLElement;
}

const overlay = () => root.querySelector('.wgt-menu__overlay') as HTMLElement;
const menuButton = () => getByRole(document.body, 'button', { name: 'Menu' }) as HTMLButtonElement;
const button = (name: string) => getByRole(root, 'button', { name }) as HTMLButtonElement;
const openPanels = () =>
  [...root.querySelectorAll('.wgt-menu__panel.wgt-is-open:not(.wgt-menu__panel--1)')].map(
    (panel) => panel.querySelector('.wgt-menu__title, li')?.textContent,
  );
const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const inert = () =>
  [...document.body.children].filter((el) => el.hasAttribute('inert')).map((el) => el.tagName);

async function open() {
  store.getState().setHeaderOpened(true);
  await vi.waitFor(() => expect(overlay().hidden).toBe(false));
  // Inert and focus follow after the next paint (afterNextPaint); queued after them, this waits
  // them out, where the check above could pass in between on a busy machine.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

beforeEach(() => {
  sliders.created = 0;
  sliders.destroyed = 0;
});

afterEach(() => {
  runtime?.stop();
  vi.useRealTimers();
});

describe('given the menu while the header is closed', () => {
  it('renders the overlay hidden and leaves the page alone', async () => {
    await mount();
    expect(overlay().hidden).toBe(true);
    expect(inert()).toEqual([]);
  });

  it('has not created the promo carousel', async () => {
    await mount();
    expect(sliders.created).toBe(0);
    expect(root.querySelector('.wgt-menu__promo-counter')).toBeNull();
  });
});

describe('given the header opens the menu', () => {
  it('shows the overlay and moves focus to the first level-one item', async () => {
    await mount();
    await open();
    expect(document.activeElement?.textContent).toBe('About us');
  });

  it('makes the page behind inert, but not the header holding the menu button', async () => {
    await mount();
    await open();
    expect(inert()).toEqual(['A', 'MAIN', 'FOOTER']);
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    expect(inert()).toEqual([]);
  });

  it('an item with a sub-list is a disclosure button that opens level two and its title', async () => {
    await mount();
    await open();
    const about = button('About us');
    expect(about.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(about.getAttribute('aria-controls') ?? '');
    about.click();
    await vi.waitFor(() => expect(about.getAttribute('aria-expanded')).toBe('true'));
    expect(panel?.classList.contains('wgt-is-open')).toBe(true);
    expect(panel?.querySelector('.wgt-menu__title a')?.getAttribute('href')).toBe('/about');
    expect(document.activeElement?.textContent).toBe('About us');
    expect(document.activeElement?.tagName).toBe('A');
  });

  it('walks to level three, and Escape closes one level at a time back to the menu button', async () => {
    await mount();
    await open();
    button('About us').click();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us']));
    button('Our schools').click();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us', 'Our schools']));
    expect(store.getState().menuPath).toHaveLength(2);

    press('Escape');
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us']));
    expect(document.activeElement).toBe(button('Our schools'));

    press('Escape');
    await vi.waitFor(() => expect(openPanels()).toEqual([]));
    expect(document.activeElement).toBe(button('About us'));

    press('Escape');
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    expect(store.getState().headerOpened).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('the back button of a panel is a button that closes it and returns focus', async () => {
    await mount();
    await open();
    button('About us').click();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us']));
    const panel = document.getElementById(button('About us').getAttribute('aria-controls') ?? '');
    const back = within(panel as HTMLElement).getByRole('button', {
      name: 'Back to the main menu',
    });
    back.click();
    await vi.waitFor(() => expect(openPanels()).toEqual([]));
    expect(document.activeElement).toBe(button('About us'));
  });

  it('focus moving out of the menu (not to its button) closes it', async () => {
    await mount();
    await open();
    (document.querySelector('header a') as HTMLElement).focus();
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    expect(store.getState().headerOpened).toBe(false);
  });

  it('focus moving to the menu button keeps it open', async () => {
    await mount();
    await open();
    // The menu closes from its focusin listener, in the focus call itself: no wait needed.
    menuButton().focus();
    expect(document.activeElement).toBe(menuButton());
    expect(store.getState().headerOpened).toBe(true);
  });
});

describe('given a page whose link the CMS marked current on level three', () => {
  it('opening the menu opens levels two and three and focuses the current link', async () => {
    await mount('/about/schools/riverside');
    await open();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us', 'Our schools']));
    expect(document.activeElement?.getAttribute('aria-current')).toBe('page');
    expect(document.activeElement?.textContent).toBe('Riverside');
  });

  it('closed, the hidden overlay already holds those levels open, so opening only shows it', async () => {
    await mount('/about/schools/riverside');
    expect(overlay().hidden).toBe(true);
    expect(openPanels()).toEqual(['About us', 'Our schools']);
    await open();
    expect(openPanels()).toEqual(['About us', 'Our schools']);
    // Back from the current levels: the level's handlers read the path the open has set.
    button('Back to About us').click();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us']));
  });

  it('after closing and reopening, the active path opens again', async () => {
    await mount('/about/schools/riverside');
    await open();
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    expect(store.getState().menuPath).toEqual([]);
    await open();
    await vi.waitFor(() => expect(openPanels()).toEqual(['About us', 'Our schools']));
  });
});

describe('given the search form in the menu', () => {
  const submit = async (text: string) => {
    const input = getByRole(root, 'searchbox', { name: 'Search the site' }) as HTMLInputElement;
    input.value = text;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    input.form?.dispatchEvent(event);
    return event;
  };

  it('does not submit empty or blank text', async () => {
    await mount();
    await open();
    expect((await submit('')).defaultPrevented).toBe(true);
    await submit('   ');
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('replaces the location with /search/{text}, trimmed and encoded', async () => {
    await mount();
    await open();
    await submit('  term ');
    expect(replaceLocation).toHaveBeenLastCalledWith('/search/term');
    await submit('sports day');
    expect(replaceLocation).toHaveBeenLastCalledWith('/search/sports%20day');
  });
});

describe('given the featured promos', () => {
  const counter = () => root.querySelector('.wgt-menu__promo-counter')?.textContent;

  // Fake time passes, then React renders in a macrotask of its own (setImmediate, not faked).
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((resolve) => setImmediate(resolve));
  };

  // The carousel is created on the first open; the autoplay timer of the second open is fake.
  async function openWithFakeTimers() {
    await mount();
    await open();
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.getState().setHeaderOpened(true);
    // React runs effects in a macrotask of its own (setImmediate, not faked here).
    await new Promise((resolve) => setImmediate(resolve));
    expect(overlay().hidden).toBe(false);
  }

  it('creates the carousel on the first open only, with a counter 01/05', async () => {
    await mount();
    await open();
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    expect(counter()).toBe('01/05');
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    // open() returns once the task after the paint (inert, focus, the carousel) has run.
    await open();
    expect(sliders.created - sliders.destroyed).toBe(1);
    expect(sliders.created).toBe(1);
  });

  it('advances every 5000 ms, and not while pointed at', async () => {
    await openWithFakeTimers();
    await advance(4900);
    expect(counter()).toBe('01/05');
    await advance(200);
    expect(counter()).toBe('02/05');
    const carousel = root.querySelector('.wgt-menu__promos') as HTMLElement;
    carousel.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await advance(0);
    await advance(12000);
    expect(counter()).toBe('02/05');
    carousel.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    await advance(0);
    await advance(5100);
    expect(counter()).toBe('03/05');
  });

  it('the visible pause button stops it, and play starts it again', async () => {
    await openWithFakeTimers();
    const pause = button('Pause');
    pause.click();
    await advance(12000);
    expect(counter()).toBe('01/05');
    expect(pause.textContent).toBe('Play');
    pause.click();
    await advance(5100);
    expect(counter()).toBe('02/05');
  });

  it('does not autoplay while the menu is closed', async () => {
    await mount();
    await open();
    await vi.waitFor(() => expect(sliders.created).toBe(1));
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(overlay().hidden).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await advance(12000);
    expect(counter()).toBe('01/05');
  });

  it('does not autoplay for a visitor who asked for reduced motion', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: happy-dom's settings API
    const settings = (window as any).happyDOM.settings.device;
    settings.prefersReducedMotion = 'reduce';
    try {
      await mount();
      await open();
      await vi.waitFor(() => expect(sliders.created).toBe(1));
      expect(button('Play')).toBeDefined();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await advance(12000);
      expect(counter()).toBe('01/05');
    } finally {
      settings.prefersReducedMotion = 'no-preference';
    }
  });
});
