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
   * Reads the widget's options from its element. Runs in the boot chunk, so keep it tiny;
   * throw an Error whose message names the bad attribute.
   */
  options?: (element: HTMLElement) => Options;
  /** A dynamic import, so a page downloads only the widgets it has. */
  load: () => Promise<{ default: ComponentType<WidgetProps<Options>> }>;
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
