// React bindings of the viewer: the machine, the viewport, the reduced-motion preference and the
// swipe.
import { type PointerEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

const measure = (): Viewport => ({
  width: window.innerWidth,
  height: window.innerHeight,
  pixelRatio: window.devicePixelRatio || 1,
});

/** The window's size and pixel ratio, updated RESIZE_DEBOUNCE_MS after resizing stops. */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(measure);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = measure();
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
