import { getAllByRole, getByRole, getByText, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaRequestError } from '../../../src/media/error';
import PhotoViewer from '../../../widgets/popups/kinds/photos/PhotoViewer';
import {
  buttonByName,
  click,
  fakeClient,
  key,
  photoSet,
  preferReducedMotion,
  render,
  settle,
  setViewport,
  unmount,
} from './render';

const SHARE = 'http://localhost/media/newsfeed/5/42';

/** The thumbnail buttons, in the list named Thumbnails (found hidden too: the strip can be). */
const thumbnailList = (view: HTMLElement) =>
  getByRole(view, 'list', { name: 'Thumbnails', hidden: true });
const thumbnails = (view: HTMLElement) =>
  within(thumbnailList(view)).getAllByRole('button', { hidden: true }) as HTMLButtonElement[];
const position = (view: HTMLElement) =>
  view.querySelector('.wgt-photos__position')?.textContent?.trim();
const mainImage = (view: HTMLElement) =>
  view.querySelector<HTMLImageElement>('.wgt-photos__slot--current img');
const sideImages = (view: HTMLElement) =>
  [...view.querySelectorAll<HTMLImageElement>('.wgt-photos__slot--side img')].map((img) =>
    img.getAttribute('src'),
  );

/** The current photo loads, then a frame is painted: the neighbours and thumbnails may load. */
async function firstPhotoShown(view: HTMLElement) {
  await act(async () => {
    mainImage(view)?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

async function open(count: number, width = 1280) {
  setViewport(width);
  const getPhotosSet = vi.fn(async () => photoSet(count));
  const view = await render(
    <PhotoViewer setId={42} shareUrl={SHARE} client={fakeClient(getPhotosSet)} titleId="t" />,
  );
  await settle();
  return { view, getPhotosSet };
}

beforeEach(() => preferReducedMotion(true));
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

describe('given a set of twelve photos in a 1280px window', () => {
  it('asks GetPhotosSet for the set and shows its title, "12 photos" and the date', async () => {
    const { view, getPhotosSet } = await open(12);
    expect(getPhotosSet).toHaveBeenCalledWith({ SetId: 42 }, expect.anything());
    const heading = getByRole(view, 'heading', { level: 2 });
    expect([heading.textContent, heading.id]).toEqual(['Sports day', 't']);
    getByText(view, '12 photos');
    getByText(view, '1st Mar 2027');
    expect(buttonByName(view, 'Copy link')).toBeTruthy();
  });

  it('shows the first photo between its neighbours, the last and the second', async () => {
    const { view } = await open(12);
    expect(mainImage(view)?.alt).toBe('Sports day, 1 of 12');
    await firstPhotoShown(view);
    expect(sideImages(view)).toEqual(['/images/p12-1600.jpg', '/images/p2-1600.jpg']);
    expect(position(view)).toBe('Photo 1 of 12');
  });

  it('shows the first photo alone until it is on screen, then its neighbours and thumbnails', async () => {
    const { view } = await open(12);
    const images = () =>
      [...view.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(images()).toEqual(['/images/p1-1600.jpg']);
    expect(thumbnails(view)).toHaveLength(5);
    await firstPhotoShown(view);
    expect(images()).toEqual([
      '/images/p12-1600.jpg',
      '/images/p1-1600.jpg',
      '/images/p2-1600.jpg',
      ...['p11', 'p12', 'p1', 'p2', 'p3'].map((photo) => `/images/${photo}-320.jpg`),
    ]);
  });

  it('picks the full-size image for the viewport: the first size over 1280px', async () => {
    const { view } = await open(12);
    expect(mainImage(view)?.getAttribute('src')).toBe('/images/p1-1600.jpg');
  });

  it('shows five thumbnails (floor(1180 / 170) = 6, made odd) at the preview size', async () => {
    const { view } = await open(12);
    await firstPhotoShown(view);
    expect(thumbnails(view).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Photo 11',
      'Photo 12',
      'Photo 1',
      'Photo 2',
      'Photo 3',
    ]);
    expect(view.querySelector('.wgt-photos__thumbnails img')?.getAttribute('src')).toBe(
      '/images/p11-320.jpg',
    );
    const current = thumbnails(view).filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current.map((b) => b.getAttribute('aria-label'))).toEqual(['Photo 1']);
  });

  it('the arrow keys move and wrap; the position reads the new photo', async () => {
    const { view } = await open(12);
    const viewer = view.querySelector('.wgt-photos__viewer') as HTMLElement;
    await key(viewer, 'ArrowRight');
    expect(position(view)).toBe('Photo 2 of 12');
    await key(viewer, 'ArrowLeft');
    await key(viewer, 'ArrowLeft');
    expect(position(view)).toBe('Photo 12 of 12');
    expect(mainImage(view)?.alt).toBe('Sports day, 12 of 12');
    await key(viewer, 'Home');
    expect(position(view)).toBe('Photo 1 of 12');
    await key(viewer, 'End');
    expect(position(view)).toBe('Photo 12 of 12');
  });

  it('the previous and next buttons and a thumbnail move too', async () => {
    const { view } = await open(12);
    await click(buttonByName(view, 'Next photo'));
    expect(position(view)).toBe('Photo 2 of 12');
    await click(buttonByName(view, 'Previous photo'));
    expect(position(view)).toBe('Photo 1 of 12');
    await click(buttonByName(view, 'Photo 3'));
    expect(position(view)).toBe('Photo 3 of 12');
    expect(buttonByName(view, 'Photo 3').getAttribute('aria-current')).toBe('true');
  });

  it('Play reads Pause while playing, and then the position is not announced', async () => {
    const { view } = await open(12);
    const live = view.querySelector('.wgt-photos__position');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    await click(buttonByName(view, 'Play'));
    expect(buttonByName(view, 'Pause')).toBeTruthy();
    expect(live?.getAttribute('aria-live')).toBe('off');
    await click(buttonByName(view, 'Pause'));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('the thumbnails button hides and shows the carousel', async () => {
    const { view } = await open(12);
    const toggle = buttonByName(view, 'Thumbnails');
    const list = thumbnailList(view);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await click(toggle);
    expect(list.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(list.hidden).toBe(false);
  });

  it('a swipe to the left on touch shows the next photo; a short one does nothing', async () => {
    const { view } = await open(12);
    const stage = view.querySelector('.wgt-photos__stage') as HTMLElement;
    const swipe = async (from: number, to: number) => {
      const init = { bubbles: true, pointerId: 1, pointerType: 'touch', clientY: 200 };
      stage.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from }));
      stage.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to }));
      await settle();
    };
    await swipe(300, 280);
    expect(position(view)).toBe('Photo 1 of 12');
    await swipe(300, 200);
    expect(position(view)).toBe('Photo 2 of 12');
    await swipe(200, 300);
    expect(position(view)).toBe('Photo 1 of 12');
  });
});

describe('given a 375px window', () => {
  it('shows one thumbnail, the current photo', async () => {
    const { view } = await open(12, 375);
    expect(thumbnails(view).map((b) => b.getAttribute('aria-label'))).toEqual(['Photo 1']);
  });
});

describe('given a set of three photos in a wide window', () => {
  it('shows every thumbnail once, in order', async () => {
    const { view } = await open(3, 1920);
    expect(thumbnails(view).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
    ]);
  });
});

describe('given a set of one photo', () => {
  it('shows "1 photo" and no previous, next or play buttons', async () => {
    const { view } = await open(1);
    expect(view.querySelector('.wgt-photos__count')?.textContent).toBe('1 photo');
    expect(() => buttonByName(view, 'Next photo')).toThrow();
    expect(() => buttonByName(view, 'Play')).toThrow();
    expect(sideImages(view)).toEqual([]);
  });
});

describe('given the host has the set’s answer already', () => {
  it('shows the viewer in its first render, without asking again', async () => {
    setViewport(1280);
    const getPhotosSet = vi.fn(async () => photoSet(3));
    const view = await render(
      <PhotoViewer
        setId={42}
        answer={photoSet(12)}
        shareUrl={SHARE}
        client={fakeClient(getPhotosSet)}
      />,
    );
    expect(position(view)).toBe('Photo 1 of 12');
    expect(mainImage(view)?.getAttribute('src')).toBe('/images/p1-1600.jpg');
    await settle();
    expect(getPhotosSet).not.toHaveBeenCalled();
  });

  it('a null answer says the set is not available', async () => {
    setViewport(1280);
    const view = await render(
      <PhotoViewer setId={42} answer={null} shareUrl={SHARE} client={fakeClient(vi.fn())} />,
    );
    expect(view.textContent).toContain('This photo set is not available.');
  });
});

describe('given the host passes the item title and date', () => {
  it('shows those rather than the set’s own', async () => {
    setViewport(1280);
    const view = await render(
      <PhotoViewer
        setId="7"
        title="Spring ?? concert"
        date="2026-12-24T12:00:00Z"
        shareUrl={SHARE}
        client={fakeClient(async () => photoSet(2))}
      />,
    );
    await settle();
    expect(getByRole(view, 'heading', { level: 2 }).textContent).toBe('Spring  concert');
    getByText(view, '24th Dec 2026');
  });
});

describe('given photo URLs that are not http(s) or site paths', () => {
  it('renders none of them', async () => {
    setViewport(1280);
    const set = photoSet(2);
    for (const photo of set.Photos)
      for (const size of photo.Sizes) size.ImageUrl = 'javascript:alert(1)';
    const view = await render(
      <PhotoViewer setId={1} shareUrl={SHARE} client={fakeClient(async () => set)} />,
    );
    await settle();
    expect(view.querySelectorAll('img')).toHaveLength(0);
    expect(view.textContent).toContain('This photo is not available.');
  });
});

describe('given the call fails', () => {
  it('says so with a Retry button that asks again', async () => {
    setViewport(1280);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getPhotosSet = vi
      .fn()
      .mockRejectedValueOnce(new MediaRequestError('timeout', 'slow'))
      .mockResolvedValueOnce(photoSet(4));
    const view = await render(
      <PhotoViewer setId={9} shareUrl={SHARE} client={fakeClient(getPhotosSet)} />,
    );
    await settle();
    expect(getByRole(view, 'alert').textContent).toContain('The photos could not be loaded.');
    await click(buttonByName(view, 'Retry'));
    await settle();
    expect(getPhotosSet).toHaveBeenCalledTimes(2);
    getByText(view, '4 photos');
  });

  it('shows a loading status until the answer comes', async () => {
    setViewport(1280);
    const view = await render(
      <PhotoViewer setId={9} shareUrl={SHARE} client={fakeClient(() => new Promise(() => {}))} />,
    );
    expect(getAllByRole(view, 'status').map((status) => status.textContent)).toContain(
      'Loading photos…',
    );
  });

  it('says when the service knows no such set', async () => {
    setViewport(1280);
    const view = await render(
      <PhotoViewer setId={9} shareUrl={SHARE} client={fakeClient(async () => null)} />,
    );
    await settle();
    expect(view.textContent).toContain('This photo set is not available.');
  });
});

describe('given the viewer closes while the call is in flight', () => {
  it('aborts the call', async () => {
    setViewport(1280);
    let signal: AbortSignal | undefined;
    const getPhotosSet = vi.fn((_q: unknown, options?: { signal?: AbortSignal }) => {
      signal = options?.signal;
      return new Promise<never>(() => {});
    });
    await render(
      <PhotoViewer setId={9} shareUrl={SHARE} client={fakeClient(getPhotosSet as never)} />,
    );
    expect(signal?.aborted).toBe(false);
    await unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('given motion is allowed', () => {
  it('a second click during the 500 ms slide is ignored', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { view } = await open(12);
      await click(buttonByName(view, 'Next photo'));
      await click(buttonByName(view, 'Next photo'));
      expect(position(view)).toBe('Photo 2 of 12');
      await click(buttonByName(view, 'Next photo'));
      expect(position(view)).toBe('Photo 2 of 12');
    } finally {
      vi.useRealTimers();
    }
  });
});
