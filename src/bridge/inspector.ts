// The widget inspector (docs/cms-bridge.md, "Widget inspector"): inside the CMS admin's frame
// only, once the admin has answered the handshake. Every widget element shows an outline with
// its name and state on hover or focus; a widget that shows nothing of its own (failed, invalid,
// disabled, unknown) gets a visible notice in its place with the reason in plain words, and the
// admin gets the same list. Its own chunk, loaded by ./start.ts: no visitor ever downloads it.
import type { AnyWidgetDefinition, ConfigKey, LogEntry, WidgetsConfig } from '../kernel/types';
import { type AskFeedDetails, createFeedNotice } from './inspector-feeds';
import type { WidgetProblem } from './messages';
import { widgetWarning } from './widget-warnings';

// The runtime's attribute names (src/kernel/schema.ts: a value from there would join the boot
// chunk's graph).
const WIDGET_ATTR = 'data-widget';
const STATE_ATTR = 'data-widget-state';
const PROBLEM_STATES: readonly string[] = ['failed', 'invalid', 'disabled', 'unknown'];
/** Longest reason shown and sent. */
const MAX_REASON = 400;

/** What each config key must hold, as src/kernel/config.ts checks it. */
const EXPECTED: Record<ConfigKey, string> = {
  mediaServiceUrl: 'an http(s) or relative URL of the media service',
  imageServiceUrl: 'an http(s) or relative URL',
  defaultImage: 'an http(s) or relative URL',
  feedGroups: 'an object of positive integer FeedId lists per group, e.g. { "news": [1, 2] }',
  adminOrigin: 'a base64 string',
  websiteOrigin: 'a base64 string',
  tagManagerId: '"GTM-…" or ""',
  tagManagerUrl: 'an http(s) or relative URL with {id}',
  mapTileUrl: 'a URL with {z}, {x}, {y}',
  timeZone: 'an IANA time zone',
  embedHosts: 'an object of provider names to absolute http(s) URLs',
  schools:
    'a list of { "slug": "dubai", "name": "Dubai", "feedIds": [2, 5] }, each FeedId in one school at most',
  locale: 'a language tag: "en", "fr" or "ar" (another is shown in English)',
};

const CSS = `
[${WIDGET_ATTR}]:hover,[${WIDGET_ATTR}]:focus-within{outline:2px dashed #1d4ed8;outline-offset:2px}
.wgt-inspector-tag{position:absolute;z-index:2147483000;padding:.125rem .375rem;border-radius:.25rem;font:600 .75rem/1.4 system-ui,sans-serif;color:#fff;background:#1e3a8a;pointer-events:none}
.wgt-inspector-tag[hidden]{display:none}
.wgt-inspector-notice{margin:.5rem 0;padding:.5rem .75rem;border:2px solid #b45309;border-radius:.375rem;font:400 .875rem/1.45 system-ui,sans-serif;color:#1c1917;background:#fef3c7;text-align:start}
.wgt-inspector-notice strong{font-weight:700}
.wgt-inspector-notice ul{margin:.25rem 0 0;padding-inline-start:1.25rem}
`;

export interface InspectorOptions {
  doc: Document;
  config: Partial<WidgetsConfig>;
  widgets: readonly AnyWidgetDefinition[];
  /** The page's log lines since the bridge started, still growing. */
  logs: readonly LogEntry[];
  sendProblems: (problems: WidgetProblem[]) => void;
  /** GetMediaFeedDetails, for the feed notice (./inspector-feeds.ts); default the media service. */
  askFeedDetails?: AskFeedDetails;
}

/** Starts the inspector; returns its stop (outline, notices, styles and listeners removed). */
export function startInspector({
  doc,
  config,
  widgets,
  logs,
  sendProblems,
  askFeedDetails,
}: InspectorOptions): () => void {
  const removeStyles = attachStyles(doc, CSS);
  const feedNotice = createFeedNotice({ doc, config, widgets, ask: askFeedDetails });
  const catalog = new Map(widgets.map((widget) => [widget.name, widget]));
  const notices = new Map<Element, HTMLElement>();
  let sent = '';

  const tag = doc.createElement('div');
  tag.className = 'wgt-inspector-tag';
  // A visual aid for the pointer and the eye; the notices below are what everyone gets.
  tag.setAttribute('aria-hidden', 'true');
  tag.hidden = true;
  doc.body.append(tag);
  let tagged: Element | null = null;
  const showTag = (element: Element | null) => {
    tagged = element;
    if (!element) {
      tag.hidden = true;
      return;
    }
    const name = element.getAttribute(WIDGET_ATTR) ?? '';
    const state = element.getAttribute(STATE_ATTR) ?? 'not started';
    tag.textContent = `${name} · ${state}`;
    const box = element.getBoundingClientRect();
    const view = doc.defaultView;
    tag.style.left = `${Math.max(0, box.left + (view?.scrollX ?? 0))}px`;
    tag.style.top = `${Math.max(0, box.top + (view?.scrollY ?? 0) - 22)}px`;
    tag.hidden = false;
  };
  const widgetOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`[${WIDGET_ATTR}]`) : null;
  const onOver = (event: Event) => showTag(widgetOf(event.target));
  const onOut = (event: Event) => {
    const next = widgetOf((event as FocusEvent | MouseEvent).relatedTarget);
    if (next !== tagged) showTag(next);
  };
  doc.addEventListener('pointerover', onOver);
  doc.addEventListener('focusin', onOver);
  doc.addEventListener('pointerout', onOut);
  doc.addEventListener('focusout', onOut);

  const reasonFor = (element: Element, state: string): string => {
    const name = element.getAttribute(WIDGET_ATTR) ?? '';
    const widget = catalog.get(name);
    if (state === 'unknown' || !widget) {
      const names = [...catalog.keys()];
      const near = closestName(name, names);
      return `There is no widget named "${name}" (data-widget).${near ? ` Did you mean "${near}"?` : ''} Expected one of: ${names.join(', ')}.`;
    }
    if (state === 'disabled') {
      const keys = (widget.needs ?? []).filter((key) => config[key] === undefined);
      const written = rawConfigKeys(doc);
      return (
        keys
          .map((key) => {
            const invalid = written.has(key);
            return `The page config's "${key}" is ${invalid ? 'invalid' : 'missing'}; the "${name}" widget needs it. Expected ${EXPECTED[key]}.`;
          })
          .join(' ') || 'A config key it needs is missing or invalid; the browser console names it.'
      );
    }
    const entry = lastLogAbout(logs, element);
    if (state === 'invalid') {
      const detail =
        entry?.message.split('>: ').slice(1).join('>: ') || checked.get(element) || check(element);
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

  // A widget found invalid before this module was listening: its options are read again, as
  // the runtime read them, for the message naming the attribute at fault.
  const checked = new WeakMap<Element, string>();
  const check = (element: Element): string => {
    const widget = catalog.get(element.getAttribute(WIDGET_ATTR) ?? '');
    if (!widget || checked.has(element)) return '';
    checked.set(element, '');
    const found = (error: unknown) => {
      checked.set(element, error instanceof Error ? error.message : String(error));
      schedule();
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

  const refresh = () => {
    const problems: WidgetProblem[] = [];
    const seen = new Set<Element>();
    for (const element of doc.querySelectorAll(`[${WIDGET_ATTR}][${STATE_ATTR}]`)) {
      const state = element.getAttribute(STATE_ATTR) ?? '';
      const problem = PROBLEM_STATES.includes(state);
      // A mounted widget may still deserve a word (./widget-warnings.ts): a notice on the page,
      // not in the admin's list, which names the widgets showing nothing of their own.
      const warning = problem || state !== 'mounted' ? null : widgetWarning(element, config);
      if (!problem && !warning) continue;
      seen.add(element);
      const widget = element.getAttribute(WIDGET_ATTR) ?? '';
      const reason = (warning ?? reasonFor(element, state)).slice(0, MAX_REASON);
      if (problem) problems.push({ widget, state: state as WidgetProblem['state'], reason });
      let notice = notices.get(element);
      if (!notice) {
        notice = doc.createElement('div');
        notice.className = 'wgt-inspector-notice';
        notice.setAttribute('role', 'note');
        notice.append(doc.createElement('strong'), ' ', doc.createElement('span'));
        notices.set(element, notice);
      }
      const [title, , text] = notice.childNodes;
      const heading = `Widget "${widget}" (${warning ? 'warning' : state}):`;
      if (title && title.textContent !== heading) title.textContent = heading;
      if (text && text.textContent !== reason) text.textContent = reason;
      // Beside the element, not inside it: a widget's element may be a list or a table.
      if (notice.nextElementSibling !== element) element.before(notice);
    }
    for (const [element, notice] of notices) {
      if (!seen.has(element)) {
        notice.remove();
        notices.delete(element);
      }
    }
    const message = JSON.stringify(problems);
    if (message !== sent) {
      sent = message;
      sendProblems(problems);
    }
    feedNotice.update();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(refresh, 50);
  }
  const observer = new MutationObserver((records) => {
    // Only the runtime's changes count: the notices (of every kind) and the tag are our own.
    const ours = (node: Node) =>
      node === tag || (node instanceof Element && node.classList.contains('wgt-inspector-notice'));
    const relevant = records.some(
      (record) =>
        record.type === 'attributes' ||
        [...record.addedNodes, ...record.removedNodes].some((node) => !ours(node)),
    );
    if (relevant) schedule();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributeFilter: [STATE_ATTR] });
  refresh();

  return () => {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('pointerover', onOver);
    doc.removeEventListener('focusin', onOver);
    doc.removeEventListener('pointerout', onOut);
    doc.removeEventListener('focusout', onOut);
    for (const notice of notices.values()) notice.remove();
    notices.clear();
    feedNotice.stop();
    tag.remove();
    removeStyles();
  };
}

/**
 * A constructed stylesheet (no inline <style> for a strict CSP), as ./status.ts attaches its
 * own: importing that module from here would split it into a chunk boot has to list.
 */
function attachStyles(doc: Document, css: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return () => {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((entry) => entry !== sheet);
  };
}

/** The keys the page config's element holds, valid or not (a missing key is not an invalid one). */
function rawConfigKeys(doc: Document): Set<string> {
  try {
    const raw = JSON.parse(doc.querySelector('script[data-widgets-config]')?.textContent ?? '');
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
