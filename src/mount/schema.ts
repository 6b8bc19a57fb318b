// Every data attribute and class the mount runtime reads or writes, in one place, so that the
// CMS markup contract (see each widget's README) and the runtime cannot drift apart.
//
// This module is part of the boot chunk. A lazily loaded module must not import a value from a
// boot-chunk module (this file, src/config/config.ts, src/store/store.ts and its slices, the
// runtime): esbuild would move the shared module into a chunk of its own that every page then
// fetches before any widget is needed. Type imports are fine. The end-to-end test "a page with
// no widgets loads only the boot chunk" guards this.

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

/** Prefix of the console messages, so an editor can filter the bundle's own output. */
export const LOG_PREFIX = '[widgets]';

export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const name = element.getAttribute(WIDGET_ATTR);
  return `<${element.tagName.toLowerCase()}${id}${name === null ? '' : ` data-widget="${name}"`}>`;
}
