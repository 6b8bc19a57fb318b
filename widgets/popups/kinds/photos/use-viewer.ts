// React bindings of the viewer: the machine, the viewport and the reduced-motion preference.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../../../src/ui/widget-root';
import type { Viewport } from './photo-urls';
import { createViewerMachine, type ViewerMachine, type ViewerState } from './viewer-machine';

/** Resize settles for this long before images are chosen again (no fetch per resize frame). */
export const RESIZE_DEBOUNCE_MS = 200;

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
