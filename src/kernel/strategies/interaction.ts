import type { Strategy } from './strategy';

// Any of these means the visitor is about to use the widget. Hover and focus come before the
// click, which gives the widget's code a head start on the click itself.
const EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Mounts on the first pointer, focus or key event inside the element, or on a control that
 * opens it from elsewhere on the page: an element whose aria-controls names the element's id,
 * or a link to `#id` (a menu button in the header opening the menu overlay).
 */
export const interaction: Strategy = (element, run) => {
  // Already asked for: the page was opened on (or a link before boot jumped to) #id, which the
  // server markup shows with CSS :target.
  if (element.id && decodeURIComponent(location.hash.slice(1)) === element.id) {
    run();
    return () => {};
  }
  const id = element.id ? CSS.escape(element.id) : '';
  const controls = id ? `[aria-controls~="${id}"], a[href="#${id}"]` : '';
  const isIntent = (target: EventTarget | null) =>
    target instanceof Node &&
    (element.contains(target) ||
      (controls !== '' && target instanceof Element && target.closest(controls) !== null));

  const onEvent = (event: Event) => {
    if (!isIntent(event.target)) return;
    stop();
    run();
  };
  const stop = () => {
    for (const type of EVENTS) document.removeEventListener(type, onEvent, true);
  };
  // Listening on the document (capture) rather than on the controls: the control may be
  // rendered later by another widget (the header replaces its server-rendered menu link).
  for (const type of EVENTS) {
    document.addEventListener(type, onEvent, { capture: true, passive: true });
  }
  return stop;
};
