// What the widget inspector (./inspector.ts) puts on the page: its styles, tag and notices.
import type { Schema } from '../kernel/types';

const css = ({ widget }: Schema) => `
[${widget}]:hover,[${widget}]:focus-within{outline:2px dashed #1d4ed8;outline-offset:2px}
.wgt-inspector-tag{position:absolute;z-index:2147483000;padding:.125rem .375rem;border-radius:.25rem;font:600 .75rem/1.4 system-ui,sans-serif;color:#fff;background:#1e3a8a;pointer-events:none}
.wgt-inspector-tag[hidden]{display:none}
.wgt-inspector-notice{margin:.5rem 0;padding:.5rem .75rem;border:2px solid #b45309;border-radius:.375rem;font:400 .875rem/1.45 system-ui,sans-serif;color:#1c1917;background:#fef3c7;text-align:start}
.wgt-inspector-notice strong{font-weight:700}
.wgt-inspector-notice ul{margin:.25rem 0 0;padding-inline-start:1.25rem}
`;

/**
 * A constructed stylesheet (no inline <style> for a strict CSP), as ./status.ts attaches its
 * own: importing that module from here would split it into a chunk boot has to list.
 */
export function attachStyles(doc: Document, schema: Schema, signal: AbortSignal) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css(schema));
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  signal.addEventListener('abort', () => {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((entry) => entry !== sheet);
  });
}

/** The tag above the widget under the pointer or with focus inside: name and state. */
export function attachTag(doc: Document, schema: Schema, signal: AbortSignal): HTMLElement {
  const tag = doc.createElement('div');
  tag.className = 'wgt-inspector-tag';
  // A visual aid for the pointer and the eye; the notices are what everyone gets.
  tag.setAttribute('aria-hidden', 'true');
  tag.hidden = true;
  doc.body.append(tag);
  let tagged: Element | null = null;
  const showTag = (element: Element | null) => {
    tagged = element;
    tag.hidden = !element;
    if (!element) return;
    const name = element.getAttribute(schema.widget) ?? '';
    const state = element.getAttribute(schema.state) ?? 'not started';
    tag.textContent = `${name} · ${state}`;
    const box = element.getBoundingClientRect();
    const view = doc.defaultView;
    tag.style.left = `${Math.max(0, box.left + (view?.scrollX ?? 0))}px`;
    tag.style.top = `${Math.max(0, box.top + (view?.scrollY ?? 0) - 22)}px`;
  };
  const widgetOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(`[${schema.widget}]`) : null;
  const onOver = (event: Event) => showTag(widgetOf(event.target));
  const onOut = (event: Event) => {
    const next = widgetOf((event as FocusEvent | MouseEvent).relatedTarget);
    if (next !== tagged) showTag(next);
  };
  doc.addEventListener('pointerover', onOver, { signal });
  doc.addEventListener('focusin', onOver, { signal });
  doc.addEventListener('pointerout', onOut, { signal });
  doc.addEventListener('focusout', onOut, { signal });
  signal.addEventListener('abort', () => tag.remove());
  return tag;
}

/** A notice (a note for everyone, not only the pointer's user) headed by `heading`. */
export function noticeElement(doc: Document, heading = ''): HTMLElement {
  const notice = doc.createElement('div');
  notice.className = 'wgt-inspector-notice';
  notice.setAttribute('role', 'note');
  const title = doc.createElement('strong');
  title.textContent = heading;
  notice.append(title);
  return notice;
}
