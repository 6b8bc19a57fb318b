// Inline editing of the CMS markup's editable elements, in plain DOM: contenteditable with a
// visible outline, a textbox role and the name "Edit: <label>", links that do not navigate,
// and every attribute put back as it was when editing stops.
import type { Logger } from '../kernel/types';
import { sanitizeHtml } from '../ui/sanitize-html';
import {
  EDIT_DEBOUNCE_MS,
  EDITABLE_ATTR,
  EDITABLE_KIND_ATTR,
  EDITABLE_LABEL_ATTR,
  EDITABLE_STATE_ATTR,
  FIELD_ID,
} from './schema';

export type FieldKind = 'text' | 'rich';
/** editing: no pending change; saving: sent or about to be; unsaved: refused or unanswered. */
export type FieldState = 'editing' | 'saving' | 'unsaved' | 'restored';

export interface EditableField {
  element: HTMLElement;
  field: string;
  kind: FieldKind;
  label: string;
}

/** The page's editable elements; bad or repeated field ids are skipped with a warning. */
export function findEditableFields(root: ParentNode, log: Logger): EditableField[] {
  const fields: EditableField[] = [];
  const seen = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${EDITABLE_ATTR}]`)) {
    const field = element.getAttribute(EDITABLE_ATTR) ?? '';
    if (!FIELD_ID.test(field) || seen.has(field)) {
      log.warn(`editable field id "${field}" is invalid or repeated; skipped.`);
      continue;
    }
    // An editable inside another would send its text twice, under two ids.
    if (element.parentElement?.closest(`[${EDITABLE_ATTR}]`)) {
      log.warn(`editable field "${field}" is inside another one; skipped.`);
      continue;
    }
    seen.add(field);
    const kind: FieldKind = element.getAttribute(EDITABLE_KIND_ATTR) === 'rich' ? 'rich' : 'text';
    const label = element.getAttribute(EDITABLE_LABEL_ATTR)?.trim() || field;
    fields.push({ element, field, kind, label });
  }
  return fields;
}

/** The value of a field as it is sent and kept as a draft. */
export function readField({ element, kind }: EditableField) {
  return {
    html: sanitizeHtml(element.innerHTML, `${kind}-field`),
    text: element.textContent ?? '',
  };
}

/** Puts a (restored) value back into the field, sanitized again. */
export function writeField({ element, kind }: EditableField, html: string) {
  element.innerHTML = sanitizeHtml(html, `${kind}-field`);
}

const MANAGED_ATTRS = [
  'contenteditable',
  'role',
  'aria-label',
  'aria-multiline',
  'tabindex',
  'spellcheck',
  EDITABLE_STATE_ATTR,
];

function makeEditable(element: HTMLElement, kind: FieldKind) {
  if (kind === 'text') {
    try {
      element.contentEditable = 'plaintext-only';
    } catch {
      // Older engines throw on 'plaintext-only'; 'true' below, and the value is sanitized.
    }
    if (element.contentEditable === 'plaintext-only') return;
  }
  element.contentEditable = 'true';
}

export interface InlineEditingOptions {
  fields: readonly EditableField[];
  /** Every change, at once: the caller keeps it as a draft before anything else can happen. */
  onChange: (field: EditableField) => void;
  /** The change settled (typing paused or focus left): time to send it. */
  onSettle: (field: EditableField) => void;
}

export interface InlineEditing {
  setState(field: string, state: FieldState): void;
  stop(): void;
}

export function startInlineEditing({
  fields,
  onChange,
  onSettle,
}: InlineEditingOptions): InlineEditing {
  const cleanups: (() => void)[] = [];
  const listening = new AbortController();
  const { signal } = listening;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const byId = new Map(fields.map((field) => [field.field, field]));

  const settle = (field: EditableField) => {
    const timer = timers.get(field.field);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(field.field);
    onSettle(field);
  };

  for (const field of fields) {
    const { element, kind } = field;
    const saved = MANAGED_ATTRS.map((name) => [name, element.getAttribute(name)] as const);
    makeEditable(element, kind);
    element.setAttribute('role', 'textbox');
    element.setAttribute('aria-label', `Edit: ${field.label}`);
    element.setAttribute('aria-multiline', String(kind === 'rich'));
    element.setAttribute('spellcheck', 'true');
    // In the tab order explicitly: engines differ on contenteditable's own focusability, and a
    // CMS tabindex="-1" must not take a field out of the order.
    const tabindex = element.getAttribute('tabindex');
    if (tabindex === null || Number(tabindex) < 0) element.setAttribute('tabindex', '0');
    if (!element.hasAttribute(EDITABLE_STATE_ATTR))
      element.setAttribute(EDITABLE_STATE_ATTR, 'editing');

    const onInput = () => {
      onChange(field);
      clearTimeout(timers.get(field.field));
      timers.set(
        field.field,
        setTimeout(() => settle(field), EDIT_DEBOUNCE_MS),
      );
    };
    const onBlur = () => settle(field);
    // Links stay in the markup but must not take the editor away from the page.
    const onClick = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a')) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (kind === 'text' && event.key === 'Enter') event.preventDefault();
    };
    // Pasted markup carries styles and worse; only the rich set (or plain text) goes in.
    const onPaste = (event: ClipboardEvent) => {
      if (kind !== 'rich' || !event.clipboardData) return;
      event.preventDefault();
      const pasted = event.clipboardData.getData('text/html');
      if (pasted) document.execCommand('insertHTML', false, sanitizeHtml(pasted, 'rich-field'));
      else document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
    };
    element.addEventListener('input', onInput, { signal });
    element.addEventListener('blur', onBlur, { signal });
    element.addEventListener('click', onClick, { capture: true, signal });
    element.addEventListener('auxclick', onClick, { capture: true, signal });
    element.addEventListener('keydown', onKeyDown, { signal });
    element.addEventListener('paste', onPaste, { signal });
    cleanups.push(() => {
      for (const [name, value] of saved) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    });
  }

  return {
    setState(field, state) {
      byId.get(field)?.element.setAttribute(EDITABLE_STATE_ATTR, state);
    },
    stop() {
      // A change still waiting for its debounce is sent now rather than dropped.
      for (const field of fields) settle(field);
      listening.abort();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
