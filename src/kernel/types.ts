// The kernel's public surface for lazily loaded code: types only. The kernel (this folder) is the
// boot chunk every page pays for; a lazily loaded module (a widget, src/media, src/ui, the bridge)
// importing a *value* from it would make esbuild split the shared module into a chunk every page
// fetches. So biome.json refuses imports of src/kernel from outside it except this file, and
// test/unit/kernel/types-only.test.ts proves this file compiles to nothing. Widgets get the
// kernel's values (the logger, the page store, the names of ./schema.ts) through their props.
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
   * A check that decides whether to download the widget's code at all. Runs in the boot chunk,
   * so keep it tiny; throw an Error naming the problem. The rest belongs in `readOptions`.
   */
  options?: (element: HTMLElement) => Options;
  /**
   * What the page's first paint needs from the widget before React (the landing intro's sized
   * background image, its largest paint on a phone): run at discovery, whatever the strategy. In
   * the boot chunk, so it imports only a small chunk without React. React is asked for once every
   * early promise settles, so on a slow network this does not share bandwidth with React, the largest chunk.
   */
  early?: (element: HTMLElement) => Promise<unknown>;
  /** A dynamic import, so a page downloads only the widgets it has. */
  load: () => Promise<WidgetModule<Options>>;
}

/** What a widget's lazily loaded module exports. */
export interface WidgetModule<Options> {
  default: ComponentType<WidgetProps<Options>>;
  /**
   * Reads the options once the widget's code has arrived, so parsing costs the boot chunk nothing
   * (its size does not grow with the catalog). Receives what `options` returned, if anything.
   * Throw an Error naming the bad attribute: the runtime reports it and leaves the server markup.
   */
  readOptions?: (element: HTMLElement, early: unknown) => Options;
  /**
   * Work to start before React arrives, such as the first media call (the component then finds
   * the answer in the repository): run once the code is here and the options are read.
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
