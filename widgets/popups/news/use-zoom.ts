import { useEffect, useState } from 'react';

/** Spec section 4: the overlay's class is added 100 ms after it is shown... */
export const ZOOM_IN_DELAY_MS = 100;
/** ...and on close it is hidden 500 ms after the class is removed (the fade-out). */
export const ZOOM_OUT_MS = 500;

/** hidden -> shown (in the page, no class) -> zoomed (class on) -> closing (class off) -> hidden */
export type ZoomPhase = 'hidden' | 'shown' | 'zoomed' | 'closing';

/** The zoom overlay of a news image (spec section 4); every timer is cleared on change or unmount. */
export function useZoom() {
  const [phase, setPhase] = useState<ZoomPhase>('hidden');
  useEffect(() => {
    if (phase === 'shown') {
      const timer = setTimeout(() => setPhase('zoomed'), ZOOM_IN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => setPhase('hidden'), ZOOM_OUT_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);
  return {
    phase,
    open: () => setPhase('shown'),
    close: () => setPhase((current) => (current === 'hidden' ? current : 'closing')),
  };
}
