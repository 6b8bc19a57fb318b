// The photo viewer's behaviour (spec sections 4, 5 and 9) without React or the DOM: `reduce` is
// the pure state machine; `createViewerMachine` runs it against the clock (the timers below).

/** One slide animation; further moves are ignored meanwhile (spec section 9). */
export const SLIDE_MS = 500;
/** Slideshow auto-advance (spec section 9). */
export const PLAY_INTERVAL_MS = 3_000;
/** Without mouse movement for this long, the thumbnail carousel hides (spec section 9). */
export const THUMBNAILS_IDLE_MS = 5_000;

/** Who moved: user moves are announced to screen readers; the slideshow's are not. */
export type MoveSource = 'user' | 'autoplay';

export interface ViewerState {
  /** Photos in the set. */
  count: number;
  /** The photo shown, 0-based. */
  index: number;
  /** During the 500 ms slide: the photo it leaves and the direction (1 next, -1 previous). */
  slide: { from: number; direction: 1 | -1 } | null;
  /** The slideshow runs; the button then reads Pause. */
  playing: boolean;
  thumbnailsVisible: boolean;
  /** prefers-reduced-motion: moves are instant (no slide, hence no lock). */
  reducedMotion: boolean;
  /** What made the current photo current. */
  movedBy: MoveSource | 'open';
}

export type ViewerEvent =
  | { type: 'open'; count: number }
  | { type: 'next'; by: MoveSource }
  | { type: 'previous'; by: MoveSource }
  | { type: 'goTo'; index: number; by: MoveSource }
  | { type: 'slideEnd' }
  | { type: 'togglePlay' }
  | { type: 'hideThumbnails' }
  | { type: 'showThumbnails' }
  | { type: 'reducedMotion'; value: boolean };

/** `index` brought into 0..count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count < 1) return 0;
  return ((index % count) + count) % count;
}

/** A set just opened: first photo, not playing (the button reads Play), thumbnails shown. */
export function openedState(count: number, reducedMotion = false): ViewerState {
  return {
    count: Math.max(0, Math.floor(count)),
    index: 0,
    slide: null,
    playing: false,
    thumbnailsVisible: true,
    reducedMotion,
    movedBy: 'open',
  };
}

function move(state: ViewerState, target: number, direction: 1 | -1, by: MoveSource): ViewerState {
  if (state.slide || state.count < 2) return state;
  const index = wrapIndex(target, state.count);
  if (index === state.index) return state;
  return {
    ...state,
    index,
    slide: state.reducedMotion ? null : { from: state.index, direction },
    movedBy: by,
  };
}

/** The pure transition function. Returns the same object when nothing changes. */
export function reduce(state: ViewerState, event: ViewerEvent): ViewerState {
  switch (event.type) {
    case 'open':
      return openedState(event.count, state.reducedMotion);
    case 'next':
      return move(state, state.index + 1, 1, event.by);
    case 'previous':
      return move(state, state.index - 1, -1, event.by);
    case 'goTo': {
      if (!Number.isInteger(event.index)) return state;
      const target = wrapIndex(event.index, state.count);
      return move(state, target, target > state.index ? 1 : -1, event.by);
    }
    case 'slideEnd':
      return state.slide ? { ...state, slide: null } : state;
    case 'togglePlay':
      return { ...state, playing: !state.playing };
    case 'hideThumbnails':
      return state.thumbnailsVisible ? { ...state, thumbnailsVisible: false } : state;
    case 'showThumbnails':
      return state.thumbnailsVisible ? state : { ...state, thumbnailsVisible: true };
    case 'reducedMotion':
      if (state.reducedMotion === event.value) return state;
      return { ...state, reducedMotion: event.value, slide: event.value ? null : state.slide };
  }
}

export interface ViewerMachine {
  getState(): ViewerState;
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  send(event: ViewerEvent): void;
  /** The visitor moved the mouse (or typed) in the viewer: restarts the idle count. */
  activity(): void;
  /** While held (focus inside the thumbnails), the thumbnails do not hide. */
  holdThumbnails(held: boolean): void;
  /** Stops every timer and drops every listener. */
  destroy(): void;
}

export interface ViewerMachineOptions {
  count: number;
  reducedMotion?: boolean;
  /** Clock for the idle count; Date.now by default (fake timers replace it in tests). */
  now?: () => number;
}

/**
 * The state machine with its timers. Idle hiding uses one timer, not the spec's 100 ms polling:
 * activity only stamps the time (cheap per mousemove); a timer firing early re-arms for the rest.
 */
export function createViewerMachine({
  count,
  reducedMotion = false,
  now = Date.now,
}: ViewerMachineOptions): ViewerMachine {
  let state = openedState(count, reducedMotion);
  const listeners = new Set<() => void>();
  let slideTimer: ReturnType<typeof setTimeout> | undefined;
  let playTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastActivity = now();
  let held = false;
  let destroyed = false;

  const armIdle = (delay = THUMBNAILS_IDLE_MS) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      const idleFor = now() - lastActivity;
      if (idleFor < THUMBNAILS_IDLE_MS) armIdle(THUMBNAILS_IDLE_MS - idleFor);
      else if (!held) send({ type: 'hideThumbnails' });
    }, delay);
  };

  const armPlay = () => {
    clearTimeout(playTimer);
    playTimer = setTimeout(() => {
      playTimer = undefined;
      const before = state.index;
      send({ type: 'next', by: 'autoplay' });
      // A tick that could not move (a slide still running) tries again a period later.
      if (state.index === before && state.playing) armPlay();
    }, PLAY_INTERVAL_MS);
  };

  function send(event: ViewerEvent) {
    if (destroyed) return;
    const previous = state;
    state = reduce(state, event);
    if (state === previous) return;

    if (event.type === 'open') {
      clearTimeout(slideTimer);
      clearTimeout(playTimer);
    }
    if (state.slide && state.slide !== previous.slide) {
      clearTimeout(slideTimer);
      slideTimer = setTimeout(() => send({ type: 'slideEnd' }), SLIDE_MS);
    }
    if (!state.slide) clearTimeout(slideTimer);
    // Playing: every move (the slideshow's or the visitor's) starts a fresh 3 s period.
    if (state.playing && (!previous.playing || state.index !== previous.index)) armPlay();
    if (!state.playing) clearTimeout(playTimer);
    if (state.thumbnailsVisible && (!previous.thumbnailsVisible || event.type === 'open')) {
      lastActivity = now();
      armIdle();
    }
    if (!state.thumbnailsVisible) clearTimeout(idleTimer);
    for (const listener of [...listeners]) listener();
  }

  armIdle();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    activity() {
      lastActivity = now();
    },
    holdThumbnails(value) {
      held = value;
      if (!value && state.thumbnailsVisible && !destroyed) {
        lastActivity = now();
        armIdle();
      }
    },
    destroy() {
      destroyed = true;
      clearTimeout(slideTimer);
      clearTimeout(playTimer);
      clearTimeout(idleTimer);
      listeners.clear();
    },
  };
}
