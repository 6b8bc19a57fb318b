import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isHttpOrSitePath } from '../../../src/format/safe-url';

// Media descriptions are HTML from the source networks: untrusted. Only the pop-ups render them,
// so this module (and DOMPurify with it) is imported by the pop-up chunks alone.

/** Nothing that runs, frames, submits, restyles the page or phones home by itself. */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'track',
  'template',
];
const FORBID_ATTR = ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'ping', 'id', 'name'];
const URL_ATTRS = ['href', 'src'];

let purifier: Purifier | null = null;

/** A private instance: our hooks must not change how other users of DOMPurify sanitize. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRS) {
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
 * HTML safe to put in the page: DOMPurify's defaults (no script, no event handler, no
 * javascript: URL) plus no frames, forms, styles or media elements; href and src only http(s) or
 * a site path; target=_blank links get rel="noopener noreferrer", other targets are dropped.
 * Where DOMPurify cannot run, no markup gets through at all: the text, escaped.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const purify = instance();
  if (!purify.isSupported) return escapeText(html.replace(/<[^>]*>/g, ' '));
  return purify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_ATTR: ['target'],
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface SafeHtmlProps {
  html: unknown;
  className?: string;
}

/** Untrusted HTML rendered through sanitizeHtml; nothing for an empty or non-string value. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = sanitizeHtml(html);
  if (!clean.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
