import type { ComponentType } from 'react';
import type { ConfigKey, WidgetsConfig } from '../config/config';
import type { PageStore } from '../store/store';
import type { LoadStrategy } from './schema';

/** What every widget component receives. */
export interface WidgetProps<Options = undefined> {
  /** The CMS element carrying data-widget; its server markup is the widget's input. */
  element: HTMLElement;
  /** Config keys the widget declared in `needs` are guaranteed present. */
  config: Partial<WidgetsConfig>;
  store: PageStore;
  options: Options;
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
}

/** Declares a widget; the identity function exists for type inference. */
export function defineWidget<Options = undefined>(
  definition: WidgetDefinition<Options>,
): WidgetDefinition<Options> {
  return definition;
}

// A catalog holds widgets of different option types; the runtime treats options opaquely.
// biome-ignore lint/suspicious/noExplicitAny: options are opaque to the runtime
export type AnyWidgetDefinition = WidgetDefinition<any>;
