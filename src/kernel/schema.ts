// Every data attribute and class the mount runtime reads or writes, in one place, so that the
// CMS markup contract (see each widget's README) and the runtime cannot drift apart.

/** Marks an element the bundle turns into a widget: `data-widget="footer"`. */
export const WIDGET_ATTR = 'data-widget';
/** Per-element load strategy override: `data-load="eager|idle|visible|interaction"`. */
export const LOAD_ATTR = 'data-load';
/**
 * Written by the runtime: pending (waiting for its strategy or its code), mounted, failed
 * (the widget threw; server markup is shown again), disabled (config it needs is missing),
 * unknown (no widget of that name), invalid (bad options).
 */
export const STATE_ATTR = 'data-widget-state';
/** The element React renders into, appended inside the widget element. */
export const ROOT_ATTR = 'data-widget-root';
/** The page config: `<script type="application/json" data-widgets-config>`. */
export const CONFIG_ATTR = 'data-widgets-config';

export type WidgetState = 'pending' | 'mounted' | 'failed' | 'disabled' | 'unknown' | 'invalid';

export const LOAD_STRATEGIES = ['eager', 'idle', 'visible', 'interaction'] as const;
export type LoadStrategy = (typeof LOAD_STRATEGIES)[number];

export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const name = element.getAttribute(WIDGET_ATTR);
  return `<${element.tagName.toLowerCase()}${id}${name === null ? '' : ` data-widget="${name}"`}>`;
}
