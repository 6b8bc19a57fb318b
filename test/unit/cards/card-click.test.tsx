import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageStore } from '../../../src/kernel/store/store';
import { MediaCard } from '../../../src/ui/cards/MediaCard';
import { mediaItem, type Rendered, render, SETTINGS } from './render';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

function clickCard(overrides: Parameters<typeof mediaItem>[0], hostReady: boolean, init = {}) {
  const store = createPageStore();
  store.getState().setPopupHostReady(hostReady);
  rendered = render(<MediaCard item={mediaItem(overrides)} settings={SETTINGS} />, store);
  const link = rendered.container.querySelector('a.wgt-card__link') as HTMLAnchorElement;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let followed = false;
  // Last in the bubbling path: note whether the card let the browser follow the link, then
  // stop happy-dom from really navigating.
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  act(() => {
    link.dispatchEvent(click);
  });
  return { followed, popup: store.getState().popup };
}

describe('given no pop-up host on the page', () => {
  it('a news card click follows the link', () => {
    expect(clickCard({ ItemType: 'TiarcNews' }, false)).toEqual({ followed: true, popup: null });
  });
});

describe('given a pop-up host on the page', () => {
  it('a news card click opens the news pop-up through the store instead', () => {
    expect(clickCard({ ItemType: 'TiarcNews', Id: 9, FeedId: 2 }, true)).toEqual({
      followed: false,
      popup: { kind: 'news', itemId: 9, feedId: 2, source: 'card' },
    });
  });

  it('an event card opens the event pop-up and a photo set the photos pop-up', () => {
    expect(clickCard({ ItemType: 'TiarcCalendar' }, true).popup?.kind).toBe('event');
    rendered?.unmount();
    expect(clickCard({ ItemType: 'Flickr' }, true).popup?.kind).toBe('photos');
  });

  it('a social post card (tweet, Facebook, Instagram, Pinterest) opens the player pop-up', () => {
    for (const ItemType of ['Twitter', 'Facebook', 'Instagram', 'Pinterest']) {
      expect(clickCard({ ItemType, Id: 4, FeedId: 7 }, true)).toEqual({
        followed: false,
        popup: { kind: 'embed', itemId: 4, feedId: 7, source: 'card' },
      });
      rendered?.unmount();
    }
  });

  it('a blog post card follows its link', () => {
    expect(clickCard({ ItemType: 'WordPress' }, true)).toEqual({ followed: true, popup: null });
  });

  it('a ctrl-click (new tab) follows the link', () => {
    expect(clickCard({ ItemType: 'TiarcNews' }, true, { ctrlKey: true })).toEqual({
      followed: true,
      popup: null,
    });
  });
});
