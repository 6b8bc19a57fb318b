// Untrusted HTML goes through one DOMPurify instance, one URL rule and one fallback, with a
// named policy per use. Media descriptions come from the source networks; an editable field's
// HTML leaves the page as an edit and comes back from sessionStorage as a draft, which any
// script of this origin can write. Only the pop-up kinds and the CMS bridge import this module,
// so DOMPurify loads with them alone.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isHttpOrSitePath } from '../format/safe-url';

/**
 * - `description`: a media item's description. DOMPurify's defaults (no script, no event
 *   handler, no javascript: URL) and nothing that frames, submits, restyles the page or plays
 *   by itself; `target` kept for links that open a new tab.
 * - `rich-field`: what a CMS editor can type, paste or restore in a rich field.
 * - `text-field`: no tags at all, the text kept.
 */
export type SanitizePolicy = 'description' | 'rich-field' | 'text-field';

const POLICIES: Record<SanitizePolicy, Config> = {
  description: {
    FORBID_TAGS: [
      ...['style', 'link', 'meta', 'base', 'template', 'svg', 'math'],
      ...['iframe', 'frame', 'frameset', 'object', 'embed'],
      ...['form', 'input', 'button', 'select', 'textarea', 'option'],
      ...['video', 'audio', 'source', 'track'],
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'ping', 'id', 'name'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_ATTR: ['target'],
  },
  'rich-field': {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li'],
    ALLOWED_ATTR: ['href'],
  },
  'text-field': { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true },
};

let purifier: Purifier | null = null;

/** A private instance: our hook must not change how other users of DOMPurify sanitize. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // The one URL rule: http(s) or a site path, for every policy.
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !isHttpOrSitePath(value)) node.removeAttribute(name);
    }
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'A') {
      node.removeAttribute('target');
    }
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // An image without a usable source would only show a broken-image icon.
      if (!node.hasAttribute('src')) node.remove();
    }
  });
  return purifier;
}

/**
 * HTML safe to put in the page under `policy`; '' for an empty or non-string value. Where
 * DOMPurify cannot run, no markup gets through at all: the text, escaped.
 */
export function sanitizeHtml(html: unknown, policy: SanitizePolicy): string {
  if (typeof html !== 'string' || html === '') return '';
  const purify = instance();
  if (!purify.isSupported) return escapeText(textOf(html));
  return purify.sanitize(html, POLICIES[policy]);
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
