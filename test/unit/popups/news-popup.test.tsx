import { queryByRole, queryByText, within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsPopup from '../../../widgets/popups/kinds/news/NewsPopup';
import {
  ZOOM_IN_DELAY_MS,
  ZOOM_OUT_MS,
  zoomedImageWidth,
} from '../../../widgets/popups/kinds/news/use-zoom';
import type { Rendered } from '../cards/render';
import { CONFIG, click, contentProps, extendedItem, renderAndSettle, text } from './render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

const news = (overrides = {}) =>
  extendedItem({
    Id: 81,
    FeedId: 2,
    ItemType: 'TiarcNews',
    Title: 'Open Day ?? on Saturday',
    Date: '2027-03-01T09:30:00Z',
    EndDate: '',
    Image: '/images/news-81.jpg',
    Category1: 'Admissions',
    Category2: 'Events',
    Description: '<p>Come and <strong>see us</strong>.</p>',
    ...overrides,
  });

async function show(item = news()) {
  view = await renderAndSettle(<NewsPopup {...contentProps(item)} />);
  return view.container;
}

/** What a visitor reads in the list named Categories; [] without it. */
const categories = (root: HTMLElement) => {
  const list = queryByRole(root, 'list', { name: 'Categories' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('given a complete news item', () => {
  it('shows its cleaned title as the labelled heading, the date as Do MMM YYYY and two categories', async () => {
    const root = await show();
    const heading = within(root).getByRole('heading', { level: 2 });
    expect([text(heading), heading.id]).toEqual(['Open Day on Saturday', 'popup-title']);
    expect(within(root).getByText('1st Mar 2027').tagName).toBe('TIME');
    expect(categories(root)).toEqual(['Admissions', 'Events']);
  });

  it('shows the image through the image service, the description and a share button', async () => {
    const root = await show();
    const enlarge = within(root).getByRole('button', { name: 'Enlarge the image' });
    const src = enlarge.querySelector('img')?.getAttribute('src');
    expect(src).toContain('/image-service/image?command_1=url');
    expect(src).toContain(encodeURIComponent('/images/news-81.jpg'));
    within(root).getByText('see us');
    within(root).getByRole('button', { name: 'Copy link' });
  });

  it('has no alert style', async () => {
    const root = await show();
    expect(root.querySelector('.wgt-news-popup')?.classList.contains('wgt-is-alert')).toBe(false);
    expect(queryByText(root, 'Alert')).toBeNull();
  });
});

describe('given an alert', () => {
  it('gets the alert style and says so in words', async () => {
    const root = await show(news({ IsAlert: true }));
    expect(root.querySelector('.wgt-news-popup')?.classList.contains('wgt-is-alert')).toBe(true);
    within(root).getByText('Alert');
  });
});

describe('given a sparse news item', () => {
  it('without image, categories, date or description it shows the title and share button only', async () => {
    const root = await show(
      news({ Image: '', Category1: '', Category2: '', Date: '', Description: '' }),
    );
    expect(text(within(root).getByRole('heading', { level: 2 }))).toBe('Open Day on Saturday');
    expect(
      within(root)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Copy link']);
    expect(root.querySelector('img, time, ul, .wgt-popup__description')).toBeNull();
  });

  it('one category twice is shown once; an unsafe image is left out', async () => {
    const root = await show(
      news({ Category1: 'Sport', Category2: ' Sport ', Image: 'javascript:alert(1)' }),
    );
    expect(categories(root)).toEqual(['Sport']);
    expect(queryByRole(root, 'button', { name: 'Enlarge the image' })).toBeNull();
    expect(root.querySelector('img')).toBeNull();
  });

  it('an empty title still gives the dialog a name', async () => {
    const root = await show(news({ Title: '??' }));
    expect(within(root).getByRole('heading', { level: 2 }).textContent).toBe('News');
  });
});

describe('given the zoom overlay', () => {
  // The enlarged image was always asked at 1600px, whatever it was shown at.
  it('asks the image service for the width the image is shown at, in device pixels', async () => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 800);
    vi.stubGlobal('devicePixelRatio', 2);
    try {
      const root = await show();
      click(within(root).getByRole('button', { name: 'Enlarge the image' }));
      const src = root.querySelector<HTMLImageElement>('.wgt-zoom__image')?.getAttribute('src');
      // 3:2 in 1248 x 704: 1056 CSS px, 2112 device px, asked rounded up to a whole 100.
      expect(new URL(src ?? '', 'http://x').searchParams.get('width_2')).toBe('2200');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is shown as wide as a 3:2 image fits the overlay: by height on a laptop, by width on a phone', () => {
    expect(zoomedImageWidth(1280, 800)).toBe(1056);
    expect(zoomedImageWidth(375, 667)).toBe(343);
    expect(zoomedImageWidth(10, 10)).toBe(0);
  });

  it('is shown, gets its class 100 ms later, and on close loses it and is hidden 500 ms later', async () => {
    const root = await show();
    vi.useFakeTimers();
    click(within(root).getByRole('button', { name: 'Enlarge the image' }));
    const overlay = () => root.querySelector('.wgt-zoom');
    expect(overlay()).not.toBeNull();
    expect(overlay()?.classList.contains('wgt-is-zoomed')).toBe(false);
    act(() => vi.advanceTimersByTime(ZOOM_IN_DELAY_MS - 1));
    expect(overlay()?.classList.contains('wgt-is-zoomed')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()?.classList.contains('wgt-is-zoomed')).toBe(true);

    click(within(root).getByRole('button', { name: 'Close the enlarged image' }));
    expect(overlay()?.classList.contains('wgt-is-zoomed')).toBe(false);
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(ZOOM_OUT_MS - 1));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('moves focus into the overlay and back to the image, and makes the rest inert meanwhile', async () => {
    const root = await show();
    vi.useFakeTimers();
    const enlarge = within(root).getByRole('button', { name: 'Enlarge the image' });
    click(enlarge);
    expect(document.activeElement).toBe(
      within(root).getByRole('button', { name: 'Close the enlarged image' }),
    );
    expect(root.querySelector('.wgt-news-popup__body')?.hasAttribute('inert')).toBe(true);
    act(() => {
      root
        .querySelector('.wgt-zoom')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.activeElement).toBe(enlarge);
    expect(root.querySelector('.wgt-news-popup__body')?.hasAttribute('inert')).toBe(false);
  });

  it('clears its timer when the pop-up closes mid-way', async () => {
    const root = await show();
    vi.useFakeTimers();
    click(within(root).getByRole('button', { name: 'Enlarge the image' }));
    view?.unmount();
    view = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given the config names the schools', () => {
  const schools = [
    { slug: 'london', name: 'London', feedIds: [1] },
    { slug: 'dubai', name: 'Dubai', feedIds: [2] },
  ];

  it("says which school a school's item comes from, under the title and date", async () => {
    view = await renderAndSettle(
      <NewsPopup {...contentProps(news())} config={{ ...CONFIG, schools }} />,
    );
    expect(text(within(view.container).getByText('Dubai').parentElement)).toBe('School: Dubai');
  });

  it("says nothing for the group's own feeds, or without the key", async () => {
    view = await renderAndSettle(
      <NewsPopup {...contentProps(news({ FeedId: 7 }))} config={{ ...CONFIG, schools }} />,
    );
    expect(queryByText(view.container, /^School:/)).toBeNull();
    view.unmount();
    view = await renderAndSettle(<NewsPopup {...contentProps(news())} />);
    expect(queryByText(view.container, /^School:/)).toBeNull();
  });
});
