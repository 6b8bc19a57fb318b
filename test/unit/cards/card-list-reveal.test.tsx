import { getAllByRole, getByRole, queryAllByRole } from '@testing-library/dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { createPageStore } from '../../../src/kernel/store/store';
import type { MediaItem } from '../../../src/media/types';
import { BLOCK_SIZE, CardList } from '../../../src/ui/cards/CardList';
import { REVEAL_STEP } from '../../../src/ui/cards/use-revealed-count';
import { WidgetContext } from '../../../src/ui/widget-root';
import { mediaItem, SETTINGS } from './render';

const CONTEXT = { store: createPageStore(), log };

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

function show(list: MediaItem[], placeholders = 0, onAllShown?: () => void) {
  act(() =>
    root.render(
      <WidgetContext.Provider value={CONTEXT}>
        <CardList
          items={list}
          settings={SETTINGS}
          placeholders={placeholders}
          onAllShown={onAllShown}
        />
      </WidgetContext.Provider>,
    ),
  );
}

function mount(list: MediaItem[], placeholders = 0, onAllShown?: () => void) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  show(list, placeholders, onAllShown);
}

const shownIds = () =>
  [...container.querySelectorAll('[data-card-key]')].map((entry) =>
    Number(entry.getAttribute('data-card-key')?.split(':')[1]),
  );

// Frames run when the test says so: happy-dom's own would run several between two awaits.
// (The unit project restores these spies after each test: restoreMocks.)
let frameQueue = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
beforeEach(() => {
  frameQueue = new Map();
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frameQueue.set(++lastFrame, callback);
    return lastFrame;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frameQueue.delete(id);
  });
});

/** Runs one animation frame: the callbacks asked for so far, and the React updates they make. */
async function nextFrame() {
  const due = [...frameQueue.values()];
  frameQueue.clear();
  await act(async () => {
    for (const callback of due) callback(performance.now());
  });
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
    const counts = [shownIds().length];
    expect(counts[0]).toBe(12 + REVEAL_STEP);
    for (let frame = 0; frame < 12 && shownIds().length < 24; frame++) {
      await nextFrame();
      counts.push(shownIds().length);
    }
    expect(shownIds()).toEqual(items(0, 24).map((item) => item.Id));
    // No frame drew more than a step of new cards.
    const steps = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(Math.max(...steps)).toBeLessThanOrEqual(REVEAL_STEP);
  });

  it('goes on from where it was when another page arrives mid-way, and never shows a card twice', async () => {
    mount(items(0, 12));
    show(items(0, 24));
    show(items(0, 36));
    expect(shownIds().length).toBeLessThan(36);
    for (let frame = 0; frame < 6 && shownIds().length < 36; frame++) await nextFrame();
    expect(shownIds()).toEqual(items(0, 36).map((item) => item.Id));
  });

  it('says when the last card of an appended page is in the document, once', async () => {
    // The hub moves focus to the first new card then (widgets/media-hub/MediaHub.tsx).
    const lastDrawn: number[][] = [];
    const onAllShown = () => lastDrawn.push(shownIds());
    mount(items(0, 12), 0, onAllShown);
    expect(lastDrawn).toEqual([items(0, 12).map((item) => item.Id)]);
    show(items(0, 24), 0, onAllShown);
    for (let frame = 0; frame < 12; frame++) await nextFrame();
    expect(lastDrawn).toEqual([
      items(0, 12).map((item) => item.Id),
      items(0, 24).map((item) => item.Id),
    ]);
  });

  it('draws a shorter list at once (a new search, a reset)', () => {
    mount(items(0, 24));
    show(items(100, 103));
    expect(shownIds()).toEqual([100, 101, 102]);
  });

  it('is one list to assistive technology, its items drawn in blocks of twelve', () => {
    mount(items(0, 30));
    const list = getByRole(container, 'list');
    expect(getAllByRole(list, 'listitem')).toHaveLength(30);
    // The blocks are invisible to assistive technology by design: their class, by which the
    // stylesheet lays each out as a grid (src/ui/cards/cards.css), is their contract.
    const blocks = [...container.querySelectorAll('.wgt-card-list__block')];
    expect(BLOCK_SIZE).toBe(12);
    expect(blocks.map((block) => block.children.length)).toEqual([12, 12, 6]);
  });

  it('shows loading placeholders hidden from assistive technology, not as list items', () => {
    mount([], 4);
    const list = getByRole(container, 'list', { busy: true });
    expect(queryAllByRole(list, 'listitem')).toHaveLength(0);
    // Placeholders have no role or name: the skeleton class that draws them finds them.
    expect(container.querySelectorAll('.wgt-card--skeleton')).toHaveLength(4);
    for (const entry of container.querySelectorAll('.wgt-card-list__item')) {
      expect(entry.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
