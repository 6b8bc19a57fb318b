import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createViewerMachine,
  openedState,
  PLAY_INTERVAL_MS,
  reduce,
  SLIDE_MS,
  THUMBNAILS_IDLE_MS,
  type ViewerMachine,
  wrapIndex,
} from '../../../widgets/popups/kinds/photos/viewer-machine';

let machine: ViewerMachine;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  machine?.destroy();
  vi.useRealTimers();
});

const next = () => machine.send({ type: 'next', by: 'user' });
const previous = () => machine.send({ type: 'previous', by: 'user' });
const index = () => machine.getState().index;

describe('given a set of five photos just opened', () => {
  beforeEach(() => {
    machine = createViewerMachine({ count: 5 });
  });

  it('shows the first photo, not playing (the button reads Play), thumbnails shown', () => {
    expect(machine.getState()).toMatchObject({
      count: 5,
      index: 0,
      playing: false,
      thumbnailsVisible: true,
      slide: null,
      movedBy: 'open',
    });
  });

  it('next slides for 500 ms, during which further clicks are ignored', () => {
    next();
    expect(index()).toBe(1);
    expect(machine.getState().slide).toEqual({ from: 0, direction: 1 });
    next();
    previous();
    machine.send({ type: 'goTo', index: 4, by: 'user' });
    vi.advanceTimersByTime(SLIDE_MS - 1);
    expect(index()).toBe(1);
    expect(machine.getState().slide).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(machine.getState().slide).toBeNull();
    next();
    expect(index()).toBe(2);
  });

  it('previous from the first photo wraps to the last, next from the last to the first', () => {
    previous();
    expect(index()).toBe(4);
    expect(machine.getState().slide).toEqual({ from: 0, direction: -1 });
    vi.advanceTimersByTime(SLIDE_MS);
    next();
    expect(index()).toBe(0);
  });

  it('a thumbnail click goes to that photo and says it was the visitor', () => {
    machine.send({ type: 'goTo', index: 3, by: 'user' });
    expect(machine.getState()).toMatchObject({ index: 3, movedBy: 'user' });
    expect(machine.getState().slide).toEqual({ from: 0, direction: 1 });
  });

  it('play advances every 3 s until paused', () => {
    machine.send({ type: 'togglePlay' });
    expect(machine.getState().playing).toBe(true);
    vi.advanceTimersByTime(PLAY_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(machine.getState()).toMatchObject({ index: 1, movedBy: 'autoplay' });
    vi.advanceTimersByTime(PLAY_INTERVAL_MS);
    expect(index()).toBe(2);
    machine.send({ type: 'togglePlay' });
    expect(machine.getState().playing).toBe(false);
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 3);
    expect(index()).toBe(2);
  });

  it('while playing, a move by the visitor starts a fresh 3 s period', () => {
    machine.send({ type: 'togglePlay' });
    vi.advanceTimersByTime(2_000);
    next();
    vi.advanceTimersByTime(PLAY_INTERVAL_MS - 1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(2);
  });

  it('the slideshow wraps round the set', () => {
    machine.send({ type: 'togglePlay' });
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 5);
    expect(index()).toBe(0);
  });

  it('hides the thumbnails after 5 s without mouse movement; the arrow shows them again', () => {
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS - 1);
    expect(machine.getState().thumbnailsVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.getState().thumbnailsVisible).toBe(false);
    machine.send({ type: 'showThumbnails' });
    expect(machine.getState().thumbnailsVisible).toBe(true);
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS);
    expect(machine.getState().thumbnailsVisible).toBe(false);
  });

  it('mouse movement restarts the 5 s count', () => {
    vi.advanceTimersByTime(4_000);
    machine.activity();
    vi.advanceTimersByTime(4_000);
    expect(machine.getState().thumbnailsVisible).toBe(true);
    machine.activity();
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS - 1);
    expect(machine.getState().thumbnailsVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.getState().thumbnailsVisible).toBe(false);
  });

  it('does not hide the thumbnails while focus is inside them', () => {
    machine.holdThumbnails(true);
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS * 3);
    expect(machine.getState().thumbnailsVisible).toBe(true);
    machine.holdThumbnails(false);
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS);
    expect(machine.getState().thumbnailsVisible).toBe(false);
  });

  it('opening a set resets to Play state and the first photo', () => {
    machine.send({ type: 'togglePlay' });
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 2 + SLIDE_MS);
    vi.advanceTimersByTime(THUMBNAILS_IDLE_MS);
    expect(machine.getState()).toMatchObject({ index: 3, playing: true, thumbnailsVisible: false });
    machine.send({ type: 'open', count: 12 });
    expect(machine.getState()).toMatchObject({
      count: 12,
      index: 0,
      playing: false,
      thumbnailsVisible: true,
      slide: null,
    });
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 2);
    expect(index()).toBe(0);
  });

  it('destroy stops every timer and listener', () => {
    const listener = vi.fn();
    machine.subscribe(listener);
    machine.send({ type: 'togglePlay' });
    listener.mockClear();
    machine.destroy();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 2);
    next();
    expect(listener).not.toHaveBeenCalled();
    expect(index()).toBe(0);
  });
});

describe('given the visitor prefers reduced motion', () => {
  beforeEach(() => {
    machine = createViewerMachine({ count: 3, reducedMotion: true });
  });

  it('moves at once, without a slide, so there is no 500 ms lock', () => {
    next();
    expect(machine.getState()).toMatchObject({ index: 1, slide: null });
    next();
    expect(index()).toBe(2);
  });

  it('never plays by itself, but Play still runs the slideshow when asked', () => {
    vi.advanceTimersByTime(PLAY_INTERVAL_MS * 3);
    expect(machine.getState()).toMatchObject({ index: 0, playing: false });
    machine.send({ type: 'togglePlay' });
    vi.advanceTimersByTime(PLAY_INTERVAL_MS);
    expect(machine.getState()).toMatchObject({ index: 1, slide: null });
  });

  it('a change to reduced motion during a slide ends it at once', () => {
    const moving = createViewerMachine({ count: 3 });
    moving.send({ type: 'next', by: 'user' });
    moving.send({ type: 'reducedMotion', value: true });
    expect(moving.getState().slide).toBeNull();
    moving.send({ type: 'next', by: 'user' });
    expect(moving.getState().index).toBe(2);
    moving.destroy();
  });
});

describe('given a set of one photo', () => {
  it('next and previous stay on it', () => {
    machine = createViewerMachine({ count: 1 });
    next();
    previous();
    expect(machine.getState()).toMatchObject({ index: 0, slide: null });
  });
});

describe('the pure reducer', () => {
  it('returns the same state object for an ignored event', () => {
    const sliding = reduce(openedState(4), { type: 'next', by: 'user' });
    expect(reduce(sliding, { type: 'next', by: 'user' })).toBe(sliding);
    expect(reduce(openedState(4), { type: 'slideEnd' })).toEqual(openedState(4));
  });

  it('ignores a goTo to a non-integer index and wraps out-of-range ones', () => {
    expect(reduce(openedState(4), { type: 'goTo', index: 1.5, by: 'user' }).index).toBe(0);
    expect(reduce(openedState(4), { type: 'goTo', index: -1, by: 'user' }).index).toBe(3);
  });

  it('wrapIndex wraps both ways', () => {
    expect([-1, 0, 4, 5, 9].map((i) => wrapIndex(i, 5))).toEqual([4, 0, 4, 0, 4]);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
