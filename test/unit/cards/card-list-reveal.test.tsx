import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../src/media/types';
import { CardList } from '../../../src/ui/cards/CardList';
import { REVEAL_STEP } from '../../../src/ui/cards/use-revealed-count';
import { mediaItem, SETTINGS } from './render';

const items = (from: number, to: number): MediaItem[] =>
  Array.from({ length: to - from }, (_, index) =>
    mediaItem({ Id: from + index, Title: `Item ${from + index}` }),
  );

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(list: MediaItem[]) {
  act(() => root.render(<CardList items={list} settings={SETTINGS} />));
}

function mount(list: MediaItem[]) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  show(list);
}

const shownIds = () =>
  [...container.querySelectorAll('[data-card-key]')].map((entry) =>
    Number(entry.getAttribute('data-card-key')?.split(':')[1]),
  );

/** Lets the browser run the next animation frame, and React the updates it scheduled. */
async function nextFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('given a card list', () => {
  it('draws its first page at once', () => {
    mount(items(0, 12));
    expect(shownIds()).toEqual(items(0, 12).map((item) => item.Id));
  });

  it('draws an appended page a few cards per frame, in order, until all are there', async () => {
    mount(items(0, 12));
    show(items(0, 24));
    // The first new cards come with the data (focus moves to the first of them).
    expect(shownIds()).toHaveLength(12 + REVEAL_STEP);
    await nextFrame();
    await nextFrame();
    expect(shownIds()).toEqual(items(0, 24).map((item) => item.Id));
  });

  it('goes on from where it was when another page arrives mid-way, and never shows a card twice', async () => {
    mount(items(0, 12));
    show(items(0, 24));
    show(items(0, 36));
    expect(shownIds().length).toBeLessThan(36);
    for (let frame = 0; frame < 6 && shownIds().length < 36; frame++) await nextFrame();
    expect(shownIds()).toEqual(items(0, 36).map((item) => item.Id));
  });

  it('draws a shorter list at once (a new search, a reset)', () => {
    mount(items(0, 24));
    show(items(100, 103));
    expect(shownIds()).toEqual([100, 101, 102]);
  });
});
