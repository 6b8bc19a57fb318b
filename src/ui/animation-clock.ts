/**
 * How long (ms) the CSS animations of a widget's server markup have been running.
 *
 * A widget re-renders its CMS markup in a React root, and new elements start their CSS
 * animations from zero: an intro that the server markup was already half-way through would
 * restart (content that had slid in would vanish and slide in again). A widget passes this
 * figure to its copy as `--wgt-elapsed` and subtracts it from its animation delays, so the copy
 * continues where the server markup was. Read it before the first commit, while the server
 * markup still shows. 0 when nothing animates (reduced motion, or no Web Animations API).
 */
export function cssAnimationElapsed(element: Element): number {
  const now = document.timeline?.currentTime;
  if (typeof now !== 'number' || typeof element.getAnimations !== 'function') return 0;
  for (const animation of element.getAnimations({ subtree: true })) {
    if (typeof animation.startTime === 'number') return Math.max(0, now - animation.startTime);
  }
  return 0;
}
