import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import { header } from '../../../widgets/header';

const markup = (template: string) => `
<header class="wgt-header" id="top" data-widget="header" data-template="${template}">
  <div class="wgt-header__bar">
    <a class="wgt-header__logo" data-header-logo href="/">Schools Group</a>
    <div class="wgt-header__portal" data-header-portal>
      <a class="wgt-header__portal-link" data-header-portal-link href="/parents">Parents area</a>
      <ul class="wgt-header__portal-menu" data-header-portal-menu aria-label="Parents area">
        <li><a href="/parents">Parents area home</a></li>
        <li><a href="/parents/lunch">Lunch menu</a></li>
      </ul>
    </div>
    <a class="wgt-header__menu-button" data-header-menu href="#site-menu">Menu</a>
  </div>
</header>
<nav id="site-menu"></nav>
<main style="height: 5000px">Content</main>`;

let runtime: MountRuntime | undefined;
let store: PageStore;

async function mount(template: string) {
  document.body.innerHTML = markup(template);
  store = createPageStore();
  runtime = createMountRuntime({ widgets: [header], config: {}, store });
  runtime.start();
  await vi.waitFor(() =>
    expect(document.querySelector('[data-widget-state="mounted"]')).not.toBeNull(),
  );
  return document.querySelector('[data-widget-root]') as HTMLElement;
}

const scrollTo = (y: number) => {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  runtime?.stop();
  window.scrollTo(0, 0);
  // biome-ignore lint/suspicious/noExplicitAny: happy-dom's window API
  (window as any).happyDOM.setViewport({ width: 1024, height: 768 });
});

describe('given the header on a landing page', () => {
  it('turns the menu link into a button controlling the menu element', async () => {
    const root = await mount('landing');
    const button = getByRole(root, 'button', { name: 'Menu' });
    expect(button.textContent).toBe('Menu');
    expect(button.getAttribute('aria-controls')).toBe('site-menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the menu button opens the header, and closes it again', async () => {
    const root = await mount('landing');
    const button = getByRole(root, 'button', { name: 'Menu' });
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(store.getState().headerOpened).toBe(true);
    expect(root.querySelector('.wgt-header__bar')?.classList.contains('wgt-is-opened')).toBe(true);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(store.getState().headerOpened).toBe(false);
  });

  it('follows the store when another widget closes the header', async () => {
    const root = await mount('landing');
    store.getState().setHeaderOpened(true);
    const button = getByRole(root, 'button', { name: 'Menu' });
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    store.getState().setHeaderOpened(false);
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('turns sticky past 50px of scrolling and back at the top', async () => {
    const root = await mount('landing');
    const bar = () => root.querySelector('.wgt-header__bar') as HTMLElement;
    scrollTo(120);
    await vi.waitFor(() => expect(bar().classList.contains('wgt-is-sticky')).toBe(true));
    scrollTo(20);
    await vi.waitFor(() => expect(bar().classList.contains('wgt-is-sticky')).toBe(false));
    expect(store.getState().sticky).toBe(false);
  });

  it('stops listening to scrolling once unmounted', async () => {
    await mount('landing');
    runtime?.stop();
    scrollTo(300);
    // The frame a scroll listener would have been read in, and the task after it.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(store.getState().sticky).toBe(false);
  });
});

describe('given the header on a media page', () => {
  it('is sticky from the start, at the top of the page', async () => {
    const root = await mount('media');
    expect(root.querySelector('.wgt-header__bar')?.classList.contains('wgt-is-sticky')).toBe(true);
  });
});

describe('given a mobile width (375px)', () => {
  it('a tap on the portal link toggles its dropdown instead of following the link', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: happy-dom's window API
    (window as any).happyDOM.setViewport({ width: 375, height: 700 });
    const root = await mount('second-level');
    const link = getByRole(root, 'link', { name: 'Parents area' });
    const portal = root.querySelector('.wgt-header__portal') as HTMLElement;
    expect(link.getAttribute('aria-expanded')).toBe('false');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(link.getAttribute('aria-expanded')).toBe('true'));
    expect(portal.classList.contains('wgt-is-open')).toBe(true);
    link.click();
    await vi.waitFor(() => expect(portal.classList.contains('wgt-is-open')).toBe(false));
  });

  it('Escape closes the open dropdown and returns focus to the portal link', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: happy-dom's window API
    (window as any).happyDOM.setViewport({ width: 375, height: 700 });
    const root = await mount('second-level');
    const link = getByRole(root, 'link', { name: 'Parents area' });
    link.click();
    await vi.waitFor(() => expect(link.getAttribute('aria-expanded')).toBe('true'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(link.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(link);
  });
});

describe('given a wide screen', () => {
  it('the portal link is a plain link (the dropdown opens on hover and focus, in CSS)', async () => {
    const root = await mount('second-level');
    const link = getByRole(root, 'link', { name: 'Parents area' });
    expect(link.hasAttribute('aria-expanded')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
