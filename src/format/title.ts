import { encodeComponent } from './safe-url';

/** One piece of a title for React to render: plain text, or a hashtag/mention link. */
export type TitlePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

/** Where hashtag and mention links point (spec section 2), after the media page's path. */
export const TITLE_SEARCH = '?SearchExpression=';

// Runs are matched greedily so removing one can never join two lone '?' into a new run; the
// spaces after '#'/'@' are matched as a run ('#   x' -> '#x') so a second pass has nothing
// left to do. Together with the final trim this makes the clean-up idempotent.
const QUESTION_RUN = /\?{2,}/g;
const SPACED_MARK = /([#@]) +/g;

/**
 * Title clean-up (spec section 5): removes runs of two or more '?', turns '# '/'@ ' into '#'/'@'
 * and trims; idempotent. Returns '' for a non-string title.
 */
export function cleanTitle(title: unknown): string {
  if (typeof title !== 'string') return '';
  return title.replace(QUESTION_RUN, '').replace(SPACED_MARK, '$1').trim();
}

// A tag starts at the beginning or after a non-word character, so 'me@school.org' and 'C#'
// stay text; its body is letters, digits and '_' in any script.
const TAG = /(?<![\p{L}\p{M}\p{N}_])[#@][\p{L}\p{M}\p{N}_]+/gu;

/**
 * Cleans the title, then splits it into text and link parts: each #hashtag or @mention links to
 * the media page (`mediaPage`, '/media' by default) + ?SearchExpression= + encodeURIComponent
 * of the tag including its '#' or '@' (so '#news'
 * and '@news' stay distinct searches). The parts' texts joined equal cleanTitle(title); [] for
 * an empty or non-string title.
 */
export function titleParts(title: unknown, mediaPage = '/media'): TitlePart[] {
  const clean = cleanTitle(title);
  // Most titles have no tag: they skip TAG, whose Unicode classes V8 builds on first use (in
  // the task that renders the first cards).
  if (!/[#@]/.test(clean)) return clean ? [{ kind: 'text', text: clean }] : [];
  const parts: TitlePart[] = [];
  let last = 0;
  for (const match of clean.matchAll(TAG)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: clean.slice(last, index) });
    const tag = match[0];
    parts.push({ kind: 'link', text: tag, href: mediaPage + TITLE_SEARCH + encodeComponent(tag) });
    last = index + tag.length;
  }
  if (last < clean.length) parts.push({ kind: 'text', text: clean.slice(last) });
  return parts;
}
