// What an editor sees of editing mode besides the fields: outlines per field state and one
// status line ("2 changes not saved yet ..."). The styles ship with the bridge chunk, so a page
// outside the CMS frame loads none of it.
import { EDITABLE_ATTR, EDITABLE_STATE_ATTR } from './schema';

const E = `[${EDITABLE_ATTR}][${EDITABLE_STATE_ATTR}]`;
const CSS = `
${E}{outline:2px dashed var(--wgt-editable-outline,#1d4ed8);outline-offset:3px;cursor:text}
${E}:focus{outline-style:solid;outline-width:3px}
${E}[${EDITABLE_STATE_ATTR}="saving"]{outline-color:var(--wgt-editable-saving,#6d28d9)}
${E}[${EDITABLE_STATE_ATTR}="unsaved"],${E}[${EDITABLE_STATE_ATTR}="restored"]{outline-color:var(--wgt-editable-warning,#b45309);background:var(--wgt-editable-warning-bg,#fff7ed)}
.wgt-cms-status{position:fixed;inset:auto auto 1rem 1rem;z-index:2147483000;max-width:min(36rem,calc(100vw - 2rem));padding:.5rem .75rem;border-radius:.375rem;font:600 .875rem/1.4 system-ui,sans-serif;color:#fff;background:#1e293b;box-shadow:0 2px 8px rgb(0 0 0/.3)}
.wgt-cms-status[data-tone="warning"]{color:#1c1917;background:#fdba74}
`;

export interface StatusCounts {
  fields: number;
  saving: number;
  unsaved: number;
  restored: number;
}

export function statusText({ fields, saving, unsaved, restored }: StatusCounts): {
  text: string;
  warning: boolean;
} {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (restored > 0 || unsaved > 0) {
    const parts = [];
    if (restored > 0) parts.push(`${plural(restored, 'draft', 'drafts')} restored`);
    if (unsaved > 0) parts.push(`${plural(unsaved, 'change', 'changes')} not confirmed by the CMS`);
    return { text: `${parts.join(', ')}: not saved yet, kept in this tab.`, warning: true };
  }
  if (saving > 0) return { text: 'Saving…', warning: false };
  return {
    text: `Editing ${plural(fields, 'field', 'fields')}: all changes saved.`,
    warning: false,
  };
}

export interface StatusView {
  update(counts: StatusCounts): void;
  remove(): void;
}

export function showStatus(doc: Document = document): StatusView {
  const sheet = attachStyles(doc);
  const element = doc.createElement('div');
  element.className = 'wgt-cms-status';
  element.setAttribute('role', 'status');
  doc.body.append(element);
  return {
    update(counts) {
      const { text, warning } = statusText(counts);
      if (element.textContent !== text) element.textContent = text;
      element.dataset.tone = warning ? 'warning' : 'info';
    },
    remove() {
      element.remove();
      sheet();
    },
  };
}

/** A constructed stylesheet where supported (no inline <style> for a strict CSP); returns its removal. */
function attachStyles(doc: Document): () => void {
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function') {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return () => {
        doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((entry) => entry !== sheet);
      };
    } catch {
      // Fall through to a <style> element.
    }
  }
  const style = doc.createElement('style');
  style.textContent = CSS;
  doc.head.append(style);
  return () => style.remove();
}
