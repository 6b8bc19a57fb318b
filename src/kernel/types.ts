// The kernel's public surface for lazily loaded code: types only.
//
// The kernel (this folder) is the boot chunk: what every page pays for. A lazily loaded module
// (a widget's components, src/media, src/ui, the bridge) that imported a *value* from it would
// make esbuild move the shared module into a chunk of its own that every page then fetches
// before any widget is needed. So the lint rule in biome.json refuses any import of src/kernel
// from outside it except this file, and test/unit/kernel/types-only.test.ts proves this file
// compiles to nothing. What a widget needs of the kernel's values (the logger, the page store,
// the names of ./schema.ts) reaches it through its props.
import type { ComponentType } from 'react';
import type { ConfigKey, WidgetsConfig } from './config';
import type { Logger } from './log';
import type { LoadStrategy, Schema } from './schema';
import type { PageStore } from './store/store';

export type { ConfigKey, WidgetsConfig } from './config';
export type { LogEntry, Logger, LogLevel } from './log';
export type { LoadStrategy, Schema, WidgetState } from './schema';
export type { EditingMode } from './store/editing';
export type { OpenPopup, PopupKind } from './store/popup';
export type { PageState, PageStore } from './store/store';

/** What every widget component receives. */
export interface WidgetProps<Options = undefined> {
  /** The CMS element carrying data-widget; its server markup is the widget's input. */
  element: HTMLElement;
  /** Config keys the widget declared in `needs` are guaranteed present. */
  config: Partial<WidgetsConfig>;
  store: PageStore;
  options: Options;
  /** The bundle's logger (src/kernel/log.ts): the one way a widget writes to the console. */
  log: Logger;
  /** The attribute and event names (src/kernel/schema.ts). */
  schema: Schema;
}

export interface WidgetDefinition<Options = undefined> {
  name: string;
  defaultStrategy: LoadStrategy;
  /** Config keys without which the widget stays as server markup. */
  needs?: readonly ConfigKey[];
  /**
   * A check that must run before the widget's code is downloaded (it decides whether to
   * download at all). Runs in the boot chunk, so keep it tiny; throw an Error whose message
   * names the problem. Anything else belongs in the module's `readOptions`.
   */
  options?: (element: HTMLElement) => Options;
  /**
   * What the page's first paint needs from the widget before React (the landing intro's sized
   * background image, its largest paint on a phone): run at discovery, before the first frame,
   * whatever the load strategy. Runs in the boot chunk, so it only imports a small chunk
   * without React. The runtime asks for React only once every early promise has settled, so
   * that on a slow network this work does not share the bandwidth with React's 57 KB.
   */
  early?: (element: HTMLElement) => Promise<unknown>;
  /** A dynamic import, so a page downloads only the widgets it has. */
  load: () => Promise<WidgetModule<Options>>;
}

/** What a widget's lazily loaded module exports. */
export interface WidgetModule<Options> {
  default: ComponentType<WidgetProps<Options>>;
  /**
   * Reads the widget's options from its element once its code has arrived, so that parsing
   * costs the boot chunk nothing (it stays the same size however many widgets the catalog
   * has). Receives what `options` returned, if anything. Throw an Error naming the bad
   * attribute: the runtime reports it once and leaves the server markup.
   */
  readOptions?: (element: HTMLElement, early: unknown) => Options;
  /**
   * Work the widget can start before React has arrived, such as its first media call (the
   * component then finds the answer in the page's repository): run once its code is here and
   * its options are read, while React, the larger download, may still be on its way.
   */
  prepare?: (props: WidgetProps<Options>) => void;
}

// A catalog holds widgets of different option types; the runtime treats options opaquely.
// biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
export type AnyWidgetDefinition = WidgetDefinition<any>;

/** What the runtime hands the React door (src/ui/react-root.tsx) to render one widget. */
export interface RenderRequest {
  name: string;
  element: HTMLElement;
  /** Mounted because the visitor interacted with it (a click, a key): render it at once. */
  urgent: boolean;
  /** Called in the frame of the first commit: the server markup can be hidden. */
  onMounted: () => void;
  /** Called once when the widget throws while rendering. */
  onFailed: (error: unknown) => void;
  // biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
  Component: ComponentType<WidgetProps<any>>;
  // biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
  props: WidgetProps<any>;
}
