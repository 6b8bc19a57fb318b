import { beforeEach, describe, expect, it } from 'vitest';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';

let store: PageStore;

// Each case gets a fresh store, as each page does.
beforeEach(() => {
  store = createPageStore();
});

describe('given the header and menu state', () => {
  it('closing the header closes every open menu level', () => {
    store.getState().setHeaderOpened(true);
    store.getState().setMenuPath(['about', 'schools']);
    store.getState().setHeaderOpened(false);
    expect(store.getState()).toMatchObject({ headerOpened: false, menuPath: [] });
  });

  it('keeps at most three menu levels', () => {
    store.getState().setMenuPath(['a', 'b', 'c', 'd']);
    expect(store.getState().menuPath).toEqual(['a', 'b', 'c']);
  });
});

describe('given a pop-up opened from a card', () => {
  it('notifies subscribers and closes again', () => {
    const seen: Array<number | null> = [];
    store.subscribe((state) => seen.push(state.popup?.itemId ?? null));
    store.getState().openPopup({ kind: 'news', itemId: 7, feedId: 1, source: 'card' });
    store.getState().closePopup();
    expect(seen).toEqual([7, null]);
  });
});
