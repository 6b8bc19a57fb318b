// The widget inspector (docs/cms-bridge.md, "Widget inspector"): inside the CMS admin's frame
// only, once the admin has answered the handshake. Every widget element shows an outline with
// its name and state on hover or focus; a widget that shows nothing of its own (failed, invalid,
// disabled, unknown) gets a visible notice in its place with the reason in plain words, and the
// admin gets the same list. Its own chunk, loaded by ./start.ts: no visitor ever downloads it.
import { type AskFeedDetails, createFeedNotice } from './inspector-feeds';
import { createReasons, type ReasonsOptions } from './inspector-reasons';
import { attachStyles, attachTag, noticeElement } from './inspector-view';
import type { WidgetProblem } from './messages';
import { widgetWarning } from './widget-warnings';

const PROBLEM_STATES: readonly string[] = ['failed', 'invalid', 'disabled', 'unknown'];
/** Longest reason shown and sent. */
const MAX_REASON = 400;
const OURS = '.wgt-inspector-tag, .wgt-inspector-notice';

export interface InspectorOptions extends ReasonsOptions {
  sendProblems: (problems: WidgetProblem[]) => void;
  /** GetMediaFeedDetails, for the feed notice (./inspector-feeds.ts); default the media service. */
  askFeedDetails?: AskFeedDetails;
  /** Its owner's: the abort removes the outline, notices, styles and listeners, stops the call. */
  signal: AbortSignal;
}

/** Starts the inspector, until `signal` aborts. */
export function startInspector(options: InspectorOptions): void {
  const { doc, config, schema, sendProblems, askFeedDetails, signal } = options;
  if (signal.aborted) return;
  attachStyles(doc, schema, signal);
  attachTag(doc, schema, signal);
  const updateFeedNotice = createFeedNotice({ ...options, ask: askFeedDetails });
  const reasonFor = createReasons(options, () => schedule());
  const notices = new Map<Element, HTMLElement>();
  let sent = '';

  const refresh = () => {
    const problems: WidgetProblem[] = [];
    const seen = new Set<Element>();
    for (const element of doc.querySelectorAll(`[${schema.widget}][${schema.state}]`)) {
      const state = element.getAttribute(schema.state) ?? '';
      const problem = PROBLEM_STATES.includes(state);
      // A mounted widget may still deserve a word (./widget-warnings.ts): a notice on the page,
      // not in the admin's list, which names the widgets showing nothing of their own.
      const warning = problem || state !== 'mounted' ? null : widgetWarning(element, config);
      if (!problem && !warning) continue;
      seen.add(element);
      const widget = element.getAttribute(schema.widget) ?? '';
      const reason = (warning ?? reasonFor(element, state)).slice(0, MAX_REASON);
      if (problem) problems.push({ widget, state: state as WidgetProblem['state'], reason });
      let notice = notices.get(element);
      if (!notice) {
        notice = noticeElement(doc);
        notice.append(' ', doc.createElement('span'));
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
    updateFeedNotice();
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(refresh, 50);
  }
  const observer = new MutationObserver((records) => {
    // Only the runtime's changes count: the notices (of every kind) and the tag are our own.
    const ours = (node: Node) => node instanceof Element && node.matches(OURS);
    const relevant = records.some(
      (record) =>
        record.type === 'attributes' ||
        [...record.addedNodes, ...record.removedNodes].some((node) => !ours(node)),
    );
    if (relevant) schedule();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributeFilter: [schema.state] });
  refresh();

  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const notice of notices.values()) notice.remove();
  });
}
