import { getByRole, getByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore } from '../../../src/kernel/store/store';
import { cssAnimationElapsed } from '../../../src/ui/widget-root';
import { landingIntro } from '../../../widgets/landing-intro';

const MARKUP = `
<section class="wgt-intro" data-widget="landing-intro">
  <div class="wgt-intro__preloader" data-intro-preloader aria-hidden="true"><img src="/crest.svg" alt="" width="96" height="96"></div>
  <h1 class="wgt-intro__title" data-intro-title>Three schools, one family</h1>
  <p class="wgt-intro__strapline" data-intro-strapline>An international education.</p>
  <p class="wgt-intro__actions">
    <a class="wgt-intro__alert" data-intro-alert href="/alert">Alert: closed on Friday</a>
    <a class="wgt-intro__notice" data-intro-notice href="/notice">Notice: term dates</a>
  </p>
  <a class="wgt-intro__scroll" data-intro-scroll href="#latest">Scroll to the latest news</a>
</section>
<section id="latest"><h2>Latest</h2></section>`;

let runtime: MountRuntime | undefined;

async function mount(markup = MARKUP) {
  document.body.innerHTML = markup;
  runtime = createMountRuntime({ widgets: [landingIntro], config: {}, store: createPageStore() });
  runtime.start();
  await vi.waitFor(
    () => expect(document.querySelector('[data-widget-state="mounted"]')).not.toBeNull(),
    { timeout: 5000 },
  );
  return document.querySelector('[data-widget-root]') as HTMLElement;
}

afterEach(() => runtime?.stop());

describe('given the landing intro markup', () => {
  it('renders the preloader logo, title, strapline, alert and notice buttons and scroll hint', async () => {
    const root = await mount();
    // The preloader's logo is decoration: shown, and hidden from assistive technology.
    const logo = root.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/crest.svg');
    expect(logo?.closest('[aria-hidden="true"]')).not.toBeNull();
    getByRole(root, 'heading', { level: 1, name: 'Three schools, one family' });
    expect(getByText(root, 'An international education.').tagName).toBe('P');
    expect(
      [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Alert: closed on Friday', '/alert'],
      ['Notice: term dates', '/notice'],
      ['Scroll to the latest news', '#latest'],
    ]);
  });

  it('leaves out what the markup does not have', async () => {
    const root = await mount(
      '<section data-widget="landing-intro"><h1 data-intro-title>Only a title</h1></section>',
    );
    expect(root.querySelectorAll('*')).toHaveLength(1);
  });

  it('the scroll hint scrolls to its target and moves focus there', async () => {
    const root = await mount();
    const target = document.getElementById('latest') as HTMLElement;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    getByRole(root, 'link', { name: 'Scroll to the latest news' }).click();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(target);
  });

  it("does not move the copy's animations when the server markup has none running", async () => {
    const root = await mount();
    expect(root.querySelector('h1')?.getAttribute('style')).toBeNull();
  });
});

describe('given server markup half-way through its CSS animation', () => {
  it('reports how long it has been running, for the copy to continue from there', () => {
    const element = document.createElement('div');
    element.getAnimations = () => [{ startTime: 250 } as Animation];
    vi.spyOn(document, 'timeline', 'get').mockReturnValue({
      currentTime: 1000,
    } as DocumentTimeline);
    expect(cssAnimationElapsed(element)).toBe(750);
  });

  it('reports 0 when no animation has started', () => {
    const element = document.createElement('div');
    element.getAnimations = () => [{ startTime: null } as Animation];
    expect(cssAnimationElapsed(element)).toBe(0);
  });
});

describe('given a background image template on the intro', () => {
  const markup = (template: string) =>
    `<section data-widget="landing-intro" data-intro-background="${template}" style="--wgt-intro-background: url('/bg-default.jpg')"><h1 data-intro-title>Hi</h1></section>`;
  const background = () =>
    (document.querySelector('[data-widget="landing-intro"]') as HTMLElement).style.getPropertyValue(
      '--wgt-intro-background',
    );

  it('sets it sized to the window (next screen step), and puts the default back when stopped', async () => {
    vi.stubGlobal('innerWidth', 375);
    vi.stubGlobal('innerHeight', 667);
    try {
      await mount(markup('/bg.jpg?w={width}&amp;h={height}'));
      await vi.waitFor(() => expect(background()).toBe('url("/bg.jpg?w=480&h=854")'));
      runtime?.stop();
      runtime = undefined;
      await vi.waitFor(() => expect(background()).toBe("url('/bg-default.jpg')"));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the default for a template that is not an http(s) URL or site path', async () => {
    await mount(markup('javascript:{width}'));
    expect(background()).toBe("url('/bg-default.jpg')");
  });
});
