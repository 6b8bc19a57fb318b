// Why a widget shows nothing of its own, in plain words: the reason of the widget inspector's
// notices and of the admin's list (docs/cms-bridge.md, "Widget inspector"). What a config key
// is and must hold comes from the config's rules for servers (src/kernel/config.schema.json, in
// the words of the bundle's console error); no boot code reads that file, so it costs boot nothing.
import { properties } from '../kernel/config.schema.json';
import type { AnyWidgetDefinition, LogEntry, Schema, WidgetsConfig } from '../kernel/types';

const expected = (key: keyof typeof properties) =>
  `Expected ${properties[key]['x-expected']}. ${properties[key].description}`;

export interface ReasonsOptions {
  doc: Document;
  config: Partial<WidgetsConfig>;
  schema: Schema;
  widgets: readonly AnyWidgetDefinition[];
  /** The page's log lines since the bridge started, still growing. */
  logs: readonly LogEntry[];
}

/** The reason of a widget in state failed, invalid, disabled or unknown; `changed`: one changed. */
export function createReasons(options: ReasonsOptions, changed: () => void) {
  const { doc, config, schema, widgets, logs } = options;
  const checkOptions = optionsChecker(options, changed);
  return (element: Element, state: string): string => {
    const name = element.getAttribute(schema.widget) ?? '';
    const widget = widgets.find((entry) => entry.name === name);
    if (state === 'unknown' || !widget) {
      const names = widgets.map((entry) => entry.name);
      const near = closestName(name, names);
      return `There is no widget named "${name}" (${schema.widget}).${near ? ` Did you mean "${near}"?` : ''} Expected one of: ${names.join(', ')}.`;
    }
    if (state === 'disabled') {
      const written = rawConfigKeys(doc, schema);
      return (
        (widget.needs ?? [])
          .filter((key) => config[key] === undefined)
          .map(
            (key) =>
              `The page config's "${key}" is ${written.has(key) ? 'invalid' : 'missing'}; the "${name}" widget needs it. ${expected(key)}`,
          )
          .join(' ') || 'A config key it needs is missing or invalid; the browser console names it.'
      );
    }
    const entry = lastLogAbout(logs, element);
    if (state === 'invalid') {
      const detail = entry?.message.split('>: ').slice(1).join('>: ') || checkOptions(element);
      return detail
        ? `Its options are not valid: ${detail}.`
        : 'Its options (data- attributes) are not valid; checking which…';
    }
    const error = entry?.details.find((detail) => detail instanceof Error) as Error | undefined;
    const why = error ? `: ${error.message}` : '';
    return entry?.message.includes('could not load')
      ? `Its code could not load${why}. Its server markup is shown instead.`
      : `It stopped with an error while showing${why}. Its server markup is shown instead.`;
  };
}

// A widget found invalid before the inspector was listening: its options are read again, as
// the runtime read them, for the message naming the attribute at fault ('' until it is known).
function optionsChecker({ widgets, schema }: ReasonsOptions, changed: () => void) {
  const checked = new WeakMap<Element, string>();
  return (element: Element): string => {
    const widget = widgets.find(({ name }) => name === element.getAttribute(schema.widget));
    if (!widget || checked.has(element)) return checked.get(element) ?? '';
    checked.set(element, '');
    const found = (error: unknown) => {
      checked.set(element, error instanceof Error ? error.message : String(error));
      changed();
    };
    try {
      const early = widget.options?.(element as HTMLElement);
      widget.load().then((module) => {
        try {
          module.readOptions?.(element as HTMLElement, early);
        } catch (error) {
          found(error);
        }
      }, found);
    } catch (error) {
      found(error);
    }
    return checked.get(element) ?? '';
  };
}

/** The keys the page config's element holds, valid or not (a missing key is not an invalid one). */
function rawConfigKeys(doc: Document, schema: Schema): Set<string> {
  try {
    const raw = JSON.parse(doc.querySelector(`script[${schema.config}]`)?.textContent ?? '');
    return new Set(typeof raw === 'object' && raw !== null ? Object.keys(raw) : []);
  } catch {
    return new Set();
  }
}

/** The last log line that names `element` among its details. */
function lastLogAbout(logs: readonly LogEntry[], element: Element): LogEntry | undefined {
  for (let index = logs.length - 1; index >= 0; index--) {
    if (logs[index]?.details.includes(element)) return logs[index];
  }
  return undefined;
}

/** The catalog name within two edits of `name` (a typo), if there is one. */
export function closestName(name: string, names: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of names) {
    const distance = editDistance(name.toLowerCase(), candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
