/** Elements that can be in the tab order; `tabbables` then drops those that are not. */
const CANDIDATES =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

// visibility: hidden counts: Tab skips it, and the menu hides a covered panel that way.
// Without checkVisibility (Safari before 17.4), having a box is what can be told.
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;

/** Elements Tab can reach inside `container`, in order: shown, not inert, not tabindex=-1. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}
