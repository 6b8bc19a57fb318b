// Back online, once the media repository has forgotten the answers that came while offline (the
// worker's kept copies), the media widgets are taken out and put back: the runtime mounts them
// again and they ask the service afresh, without a reload. A visitor's focus inside one of them
// would go with its old DOM: it is put back on the same card (by its item key), on the same
// control of it, once the widget has drawn that card again.
import type { Schema } from '../../../src/kernel/types';

/** The widgets whose media answers the worker keeps. */
const MEDIA_WIDGETS = ['media-hub', 'calendar'];
/** A card's item key (src/ui/cards/CardList.tsx, CARD_KEY_ATTR). */
const CARD = 'data-card-key';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** How long focus waits for its card to come back: the media calls' own timeout. */
const RESTORE_WITHIN_MS = 8_000;

interface FocusPlace {
  widget: Element;
  /** The attribute of the host React renders into (src/kernel/schema.ts). */
  root: string;
  /** The focused card's item key; null when focus was elsewhere in the widget. */
  card: string | null;
  /** The focused control's position among the card's (or the widget's) focusable ones. */
  index: number;
}

function focusPlace(widget: Element, root: string): FocusPlace | null {
  const active = document.activeElement;
  if (!active || !widget.contains(active)) return null;
  const card = active.closest(`[${CARD}]`);
  const scope = card ?? active.closest(`[${root}]`) ?? widget;
  return {
    widget,
    root,
    card: card?.getAttribute(CARD) ?? null,
    index: [...scope.querySelectorAll(FOCUSABLE)].indexOf(active),
  };
}

function drawnAgain({ widget, root, card, index }: FocusPlace): HTMLElement | null {
  const host = widget.querySelector(`[${root}]`);
  const scope = card === null ? host : host?.querySelector(`[${CARD}="${CSS.escape(card)}"]`);
  return scope?.querySelectorAll<HTMLElement>(FOCUSABLE)[index] ?? null;
}

/** Focuses `place` again once it is drawn; gives up when the visitor has moved on, or late. */
function restoreFocus(place: FocusPlace) {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const attempt = () => {
    const moved = document.activeElement !== null && document.activeElement !== document.body;
    if (moved) return stop();
    const target = drawnAgain(place);
    if (!target) return;
    stop();
    target.focus();
  };
  const observer = new MutationObserver(attempt);
  observer.observe(place.widget, { childList: true, subtree: true });
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
}

/** Mounts the media widgets again, keeping the visitor's place of focus inside them. */
export function remountMedia(schema: Schema) {
  const media = MEDIA_WIDGETS.map((name) => `[${schema.widget}="${name}"]`).join();
  for (const widget of document.querySelectorAll(media)) {
    const place = focusPlace(widget, schema.root);
    const { parentNode, nextSibling } = widget;
    widget.remove();
    // After the runtime's MutationObserver has seen the removal (a task later).
    setTimeout(() => {
      parentNode?.insertBefore(widget, nextSibling);
      if (place) restoreFocus(place);
    });
  }
}
