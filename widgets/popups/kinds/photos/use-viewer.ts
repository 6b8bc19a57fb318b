// React bindings of the viewer: the machine, the viewport, the reduced-motion preference and the
// swipe.
import {
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Photo } from '../../../../src/media/types';
import { prefersReducedMotion } from '../../../../src/ui/motion';
import type { Viewport } from './photo-urls';
import { createViewerMachine, type ViewerMachine, type ViewerState } from './viewer-machine';

/** Resize settles for this long before images are chosen again (no fetch per resize frame). */
export const RESIZE_DEBOUNCE_MS = 200;

/** What the viewer gives each of its parts (Stage, Thumbnails). */
export interface ViewerParts {
  photos: readonly Photo[];
  /** The set's title, for the main image's alt text. */
  title: string;
  state: ViewerState;
  viewport: Viewport;
  machine: ViewerMachine;
  /**
   * The first photo is on screen (or failed): only then do the neighbours and thumbnails load
   * (useFirstShown).
   */
  firstShown: boolean;
  /** The current photo's load or error. */
  onFirstLoaded: () => void;
}

/** One machine per mounted viewer, destroyed (timers cleared) on unmount. */
export function useViewerMachine(count: number): [ViewerState, ViewerMachine] {
  const [machine] = useState(() =>
    createViewerMachine({ count, reducedMotion: prefersReducedMotion() }),
  );
  useEffect(() => () => machine.destroy(), [machine]);
  useEffect(() => {
    if (machine.getState().count !== count) machine.send({ type: 'open', count });
  }, [machine, count]);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => machine.send({ type: 'reducedMotion', value: query.matches });
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [machine]);
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  return [state, machine];
}

/**
 * Whether the first photo has been painted: its load (or error), then the frame that shows it.
 * Until then the viewer asks for that photo alone. The two neighbours at full size, the one
 * decoded ahead and the thumbnails are eight images more; asked for with it, they shared its
 * bandwidth, and their loads and decodes took the main thread before the frame that shows it
 * (in the demo, whose photos are SVG, each one a document of its own to lay out and paint;
 * budget: `GROWTH.photoViewerOpen`, bench/budgets.mjs).
 */
export function useFirstShown(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const pending = useRef<{ frame?: number; timer?: ReturnType<typeof setTimeout> }>({});
  const onLoaded = useCallback(() => {
    const wait = pending.current;
    if (wait.frame !== undefined) return;
    // After the frame: a task queued from its animation frame runs once it has been painted.
    wait.frame = requestAnimationFrame(() => {
      wait.timer = setTimeout(() => setShown(true), 0);
    });
  }, []);
  useEffect(() => {
    const wait = pending.current;
    return () => {
      if (wait.frame !== undefined) cancelAnimationFrame(wait.frame);
      clearTimeout(wait.timer);
    };
  }, []);
  return [shown, onLoaded];
}

export const measureViewport = (): Viewport => ({
  width: window.innerWidth,
  height: window.innerHeight,
  pixelRatio: window.devicePixelRatio || 1,
});

/** The window's size and pixel ratio, updated RESIZE_DEBOUNCE_MS after resizing stops. */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(measureViewport);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = measureViewport();
        setViewport((current) =>
          current.width === next.width &&
          current.height === next.height &&
          current.pixelRatio === next.pixelRatio
            ? current
            : next,
        );
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return viewport;
}

/** A horizontal swipe longer than this moves; shorter ones are taps or scroll jitter. */
export const SWIPE_THRESHOLD_PX = 40;

// Whether the viewer reads right to left (an Arabic page): here rather than in src/i18n, whose
// runtime every page loads, so that only the viewer's chunk pays for it.
export const isRtl = (node: Element) => getComputedStyle(node).direction === 'rtl';

/** A finger's or pen's horizontal swipe on the element: towards the line's start, the next photo. */
export function useSwipe(machine: ViewerMachine) {
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y))
        return;
      // A swipe towards the start of the line (left, or right in Arabic) brings the next photo.
      const towardsStart = isRtl(event.currentTarget) ? dx > 0 : dx < 0;
      machine.send({ type: towardsStart ? 'next' : 'previous', by: 'user' });
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };
}
