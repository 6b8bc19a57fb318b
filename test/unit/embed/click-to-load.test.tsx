import { getByText } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../../src/kernel/schema';
import { type Embed, embedForItem } from '../../../src/media/embed/providers';
import { nameWidgetEvents } from '../../../src/ui/events';
import ClickToLoadEmbed from '../../../widgets/popups/kinds/embed/ClickToLoadEmbed';
import { forgetAll } from '../../../widgets/popups/kinds/embed/consent';
import { buttonByName, click, render, unmount } from '../photo-viewer/render';

const youtube = embedForItem({
  ItemType: 'Youtube',
  URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  Title: 'Spring concert',
  Image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
}) as Embed;
const vimeo = embedForItem({
  ItemType: 'Vimeo',
  URL: 'https://vimeo.com/76979871',
  Title: 'Sports day',
  Image: '/images/sports.jpg',
}) as Embed;

const checkbox = (view: HTMLElement) =>
  view.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
const labelOf = (view: HTMLElement, input: HTMLInputElement) =>
  view.querySelector(`label[for="${input.id}"]`)?.textContent;

// The React door hands the runtime's names over before any widget renders.
beforeAll(() => nameWidgetEvents(schema));
beforeEach(() => forgetAll());
afterEach(async () => {
  await unmount();
  forgetAll();
});

describe('given a YouTube placeholder', () => {
  it('shows the title, provider, a load button and a privacy note, and no iframe', async () => {
    const view = await render(<ClickToLoadEmbed embed={youtube} />);
    expect(view.querySelector('iframe')).toBeNull();
    expect(view.textContent).toContain('Spring concert');
    getByText(view, 'YouTube');
    const load = buttonByName(view, 'Load YouTube content');
    const note = document.getElementById(load.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toMatch(/connects to YouTube/);
    expect(labelOf(view, checkbox(view))).toBe('Always load YouTube content during this visit');
  });

  it('touches nothing of the provider: no element refers to its hosts', async () => {
    const view = await render(<ClickToLoadEmbed embed={youtube} />);
    expect(view.innerHTML).not.toMatch(/ytimg|youtube-nocookie|youtube\.com/i);
    expect(document.querySelector('link[rel="preconnect"], script, iframe')).toBeNull();
  });

  it('shows a poster on the provider host only through the image service', async () => {
    let view = await render(<ClickToLoadEmbed embed={youtube} />);
    expect(view.querySelector('img')).toBeNull();
    await unmount();
    view = await render(<ClickToLoadEmbed embed={youtube} imageService="/image-service/image" />);
    const src = view.querySelector('img')?.getAttribute('src') ?? '';
    expect(
      src.startsWith('/image-service/image?command_1=url&url_1=https%3A%2F%2Fi.ytimg.com'),
    ).toBe(true);
    expect(view.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows a poster on this site as is when there is no image service', async () => {
    const view = await render(<ClickToLoadEmbed embed={vimeo} />);
    expect(view.querySelector('img')?.getAttribute('src')).toBe('/images/sports.jpg');
  });

  it('after the click: an iframe with title, lazy loading, referrer policy, sandbox and allow; focus in it', async () => {
    const loads: unknown[] = [];
    const view = await render(<ClickToLoadEmbed embed={youtube} />);
    view.setAttribute(schema.widget, 'popups');
    view.addEventListener(`${schema.events}embed-load`, (event) =>
      loads.push((event as CustomEvent).detail),
    );
    await click(buttonByName(view, 'Load YouTube content'));
    const frame = view.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('title')).toBe('YouTube: Spring concert');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
    );
    expect(frame.getAttribute('allow')).toBe('fullscreen; picture-in-picture; encrypted-media');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    expect(document.activeElement).toBe(frame);
    expect(loads).toEqual([{ provider: 'youtube', kind: 'video', remembered: false }]);
    expect(sessionStorage.getItem('wgt-embed-consent:youtube')).toBeNull();
  });

  it('with "Always load" ticked, the choice is kept for the visit, for that provider only', async () => {
    let view = await render(<ClickToLoadEmbed embed={youtube} />);
    await click(checkbox(view));
    await click(buttonByName(view, 'Load YouTube content'));
    expect(sessionStorage.getItem('wgt-embed-consent:youtube')).toBe('1');
    await unmount();

    view = await render(<ClickToLoadEmbed embed={youtube} />);
    expect(view.querySelector('iframe')).not.toBeNull();
    expect(document.activeElement?.tagName).not.toBe('IFRAME');
    await unmount();

    view = await render(<ClickToLoadEmbed embed={vimeo} />);
    expect(view.querySelector('iframe')).toBeNull();
  });
});

describe('given two placeholders of one provider on the page', () => {
  it('remembering the choice in one loads the other as well', async () => {
    const view = await render(
      <>
        <ClickToLoadEmbed embed={youtube} />
        <ClickToLoadEmbed embed={{ ...youtube, title: 'Second video' }} />
        <ClickToLoadEmbed embed={vimeo} />
      </>,
    );
    await click(view.querySelector('input[type="checkbox"]'));
    await click(buttonByName(view, 'Load YouTube content'));
    expect(view.querySelectorAll('iframe')).toHaveLength(2);
    expect(buttonByName(view, 'Load Vimeo content')).toBeTruthy();
  });
});

describe('given sessionStorage throws (storage disabled)', () => {
  it('the choice still holds for this page', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    let view = await render(<ClickToLoadEmbed embed={vimeo} />);
    await click(checkbox(view));
    await click(buttonByName(view, 'Load Vimeo content'));
    await unmount();
    view = await render(<ClickToLoadEmbed embed={vimeo} />);
    expect(view.querySelector('iframe')).not.toBeNull();
  });
});
