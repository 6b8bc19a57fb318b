import type { KeyboardEvent } from 'react';
import { tabbables } from '../../../src/ui/tabbable';

/**
 * Keeps Tab and Shift+Tab inside a modal dialog, wrapping from the last element to the first
 * and back (WAI-ARIA APG dialog pattern). A native modal `<dialog>` makes the page inert but
 * lets Tab leave for the browser's own UI after its last element.
 */
export function wrapTab(event: KeyboardEvent, container: Element) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const list = tabbables(container);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
