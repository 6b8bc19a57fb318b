// Events for integrators (README.md, "Events for analytics"): what a site owner measures,
// dispatched as a namespaced, bubbling CustomEvent on the widget's element. No personal data:
// ids, kinds, counts and lengths, never what a visitor typed. The tag manager's chunk
// (src/tag-manager) passes the same events on to window.dataLayer.
// In the chunk every widget loads ('widget-root', build/chunks.json).
import type { PopupKind, Schema } from '../kernel/types';

/** Every event's `detail`, by name; the DOM event's type is `widgets:<name>`. */
export interface WidgetEventDetails {
  /** A pop-up opened: from a card (or a related event) or from a share URL's page. */
  'popup-open': { kind: PopupKind; itemId: number; feedId: number; source: 'card' | 'share' };
  /** The share button copied the open item's link. */
  'share-copy': { kind: PopupKind | null; itemId: number | null; feedId: number | null };
  /** An event's booking form was opened (Book Tickets Now). */
  'booking-open': { itemId: number | null };
  /** A third-party player or form was loaded: after a click, or by a remembered consent. */
  'embed-load': { provider: string; kind: string; remembered: boolean };
  /** A search was submitted: the length of the term only, never the text. */
  search: { length: number };
  /** A suggestion was taken: its position (1-based) among how many were shown. */
  suggestion: { position: number; count: number };
  /** Load more (media hub) or Show more dates (calendar): the number of the page now asked for. */
  'load-more': { page: number };
  /** A school was chosen in the school choice: its slug, '' for all schools. */
  school: { school: string };
  /** A language was chosen (for a language choice control). */
  language: { language: string };
}

export type WidgetEventName = keyof WidgetEventDetails;

let names: Schema | undefined;
/** Takes the runtime's names; the React door calls it before any widget renders. */
export function nameWidgetEvents(schema: Schema) {
  names = schema;
}

/**
 * Dispatches `widgets:<name>` on the widget element that holds `from` (or is it). Does nothing
 * when `from` is outside any widget (a component rendered elsewhere, a test without one).
 */
export function emitWidgetEvent<N extends WidgetEventName>(
  from: Element | null | undefined,
  name: N,
  detail: WidgetEventDetails[N],
): void {
  if (!names) return;
  from
    ?.closest(`[${names.widget}]`)
    ?.dispatchEvent(new CustomEvent(names.events + name, { bubbles: true, detail }));
}
