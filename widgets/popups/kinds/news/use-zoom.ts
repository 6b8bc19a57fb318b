import { useEffect, useState } from 'react';

/** Spec section 4: the overlay's class is added 100 ms after it is shown... */
export const ZOOM_IN_DELAY_MS = 100;
/** ...and on close it is hidden 500 ms after the class is removed (the fade-out). */
export const ZOOM_OUT_MS = 500;

/** The overlay's padding and the room kept below the image (styles.css, .wgt-zoom). */
const ZOOM_PADDING_PX = 16;
const ZOOM_ROOM_BELOW_PX = 96;
/** News images are 3:2 (the pop-up's image box). */
const IMAGE_RATIO = 3 / 2;

/**
 * The width (CSS px) the enlarged image is shown at in a viewport: the widest 3:2 image that
 * fits the overlay's box (at most the width less the padding, and 100vh - 6rem high).
 */
export function zoomedImageWidth(viewportWidth: number, viewportHeight: number): number {
  return Math.max(
    0,
    Math.min(
      viewportWidth - 2 * ZOOM_PADDING_PX,
      (viewportHeight - ZOOM_ROOM_BELOW_PX) * IMAGE_RATIO,
    ),
  );
}

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
