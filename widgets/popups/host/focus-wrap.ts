import type { KeyboardEvent } from 'react';

// src/ui/tabbable.ts is a chunk of its own (the menu's too). Imported statically, the host's
// chunk could not run before it had arrived, a round trip after the host's own (the browser
// finds a chunk's imports once it has parsed it; the pop-ups' chunk, a first load, preloads
// nothing: docs/architecture.md, Preloading), and the pop-up's set and content chunk were asked
// for that much later. So it is asked for when this chunk runs, beside the host's first render;
// a Tab pressed before it has arrived (a round trip after the dialog could first show) does
// what the browser does in a modal dialog.
let tabbable: typeof import('../../../src/ui/tabbable') | undefined;
import('../../../src/ui/tabbable').then(
  (module) => {
    tabbable = module;
  },
  () => {},
);

/**
 * Keeps Tab and Shift+Tab inside a modal dialog, wrapping from the last element to the first
 * and back (WAI-ARIA APG dialog pattern). A native modal `<dialog>` makes the page inert but
 * lets Tab leave for the browser's own UI after its last element.
 */
export function wrapTab(event: KeyboardEvent, container: Element) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !tabbable) return;
  const list = tabbable.tabbables(container);
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
