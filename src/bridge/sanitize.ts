// What leaves the page as an edit, and what a restored draft puts back into the DOM, goes
// through DOMPurify: sessionStorage is readable and writable by any script of this origin.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isHttpOrSitePath } from '../format/safe-url';

/** Tags a rich field may hold: what a CMS editor can type, paste or restore. */
const RICH_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li'];

let purifier: Purifier | null = null;

/** A private instance, so our hook never touches another user of DOMPurify on the page. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !isHttpOrSitePath(href)) node.removeAttribute('href');
  });
  return purifier;
}

/** Sanitized HTML of a field: no tags at all for `text`, the small rich set for `rich`. */
export function sanitizeField(html: string, kind: 'text' | 'rich'): string {
  const purify = instance();
  // Where DOMPurify cannot run, no markup at all gets through: the text, escaped.
  if (!purify.isSupported) return escapeText(textOf(html));
  return purify.sanitize(html, {
    ALLOWED_TAGS: kind === 'rich' ? RICH_TAGS : [],
    ALLOWED_ATTR: kind === 'rich' ? ['href'] : [],
    KEEP_CONTENT: true,
  });
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
