// Untrusted HTML goes through one DOMPurify instance, one URL rule and one fallback, with a
// named policy per use. Media descriptions come from the source networks; an editable field's
// HTML leaves the page as an edit and comes back from sessionStorage as a draft, which any
// script of this origin can write. Only the pop-up kinds and the CMS bridge import this module,
// so DOMPurify loads with them alone.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isHttpOrSitePath } from '../format/safe-url';
// Named imports: esbuild leaves out the files' other keys ("about").
import {
  addAttributes,
  ariaAttributes,
  dataAttributes,
  urls as descriptionUrls,
  forbidAttributes,
  forbidTags,
} from './sanitize-policies/description.json';
import { tags as richTags, urls as richUrls } from './sanitize-policies/rich-field.json';
import { tags as textTags, urls as textUrls } from './sanitize-policies/text-field.json';

/**
 * The policies are data (src/ui/sanitize-policies/, one JSON file per use, each with its URL
 * rule); the WordPress plugin reads rich-field.json for the same fields' save.
 * - `description`: a media item's description. DOMPurify's defaults (no script, no event
 *   handler, no javascript: URL) and nothing that frames, submits, restyles the page or plays
 *   by itself; `target` kept for links that open a new tab.
 * - `rich-field`: what a CMS editor can type, paste or restore in a rich field.
 * - `text-field`: no tags at all, the text kept.
 */
export type SanitizePolicy = 'description' | 'rich-field' | 'text-field';

interface Policy {
  config: Config;
  /** The attributes the URL rule checks. */
  urls: string[];
  /** An allow-list policy's tags, each with the attributes it keeps (DOMPurify's are global). */
  tags?: Record<string, string[]>;
}

/** An allow-list policy: its tags, each with the attributes it keeps, and its URL rule. */
const allowOnly = (tags: Record<string, string[]>, urls: { attributes: string[] }): Policy => ({
  config: { ALLOWED_TAGS: Object.keys(tags), ALLOWED_ATTR: Object.values(tags).flat() },
  urls: urls.attributes,
  tags,
});

const POLICIES: Record<SanitizePolicy, Policy> = {
  description: {
    config: {
      FORBID_TAGS: forbidTags,
      FORBID_ATTR: forbidAttributes,
      ADD_ATTR: addAttributes,
      ALLOW_DATA_ATTR: dataAttributes,
      ALLOW_ARIA_ATTR: ariaAttributes,
    },
    urls: descriptionUrls.attributes,
  },
  'rich-field': allowOnly(richTags, richUrls),
  'text-field': allowOnly(textTags, textUrls),
};

/** The policy of the sanitize() running now: the hooks below are the instance's, not a call's. */
let current: Policy = POLICIES['text-field'];

let purifier: Purifier | null = null;

/** A private instance: our hook must not change how other users of DOMPurify sanitize. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tags = current.tags;
    if (tags && !tags[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // The one URL rule: http(s) or a site path, for every policy.
    for (const name of current.urls) {
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
  current = POLICIES[policy];
  return purify.sanitize(html, current.config);
}

function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
