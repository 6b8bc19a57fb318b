// The names the CMS markup, the bundle and integrators share, in one place. Lazily loaded code
// gets `schema` at run time as it gets `log` (widget props, the bridge's and the tag manager's
// arguments): a value imported from here would join the boot chunk's graph (./types.ts).
export const schema = {
  /** Marks an element the bundle turns into a widget: `data-widget="footer"`. */
  widget: 'data-widget',
  /**
   * Written by the runtime: pending (waiting for its strategy or its code), mounted, failed
   * (the widget threw; server markup is shown again), disabled (config it needs is missing),
   * unknown (no widget of that name), invalid (bad options).
   */
  state: 'data-widget-state',
  /** The element React renders into, appended inside the widget element. */
  root: 'data-widget-root',
  /** Per-element load strategy override: `data-load="eager|idle|visible|interaction"`. */
  load: 'data-load',
  /** The page config: `<script type="application/json" data-widgets-config>`. */
  config: 'data-widgets-config',
  /** Dispatched on `document` before each log line (./log.ts). */
  log: 'widgets:log',
  /** The prefix of the bundle's events: `widgets:search` (src/ui/events.ts). */
  events: 'widgets:',
} as const;
export type Schema = typeof schema;

export type WidgetState = 'pending' | 'mounted' | 'failed' | 'disabled' | 'unknown' | 'invalid';

/** The keys of the runtime's strategy table (./runtime.ts), which checks `data-load`. */
export type LoadStrategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** A widget element as its opening tag, for the console: `<div id="news" data-widget="media-hub">`. */
export function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  return `<${element.tagName.toLowerCase()}${id} ${schema.widget}="${element.getAttribute(schema.widget)}">`;
}
