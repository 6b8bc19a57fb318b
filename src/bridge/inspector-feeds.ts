// The widget inspector's feed notice (docs/cms-bridge.md, "Widget inspector"): once the page
// has a widget that lists feeds (one that needs feedGroups), the config's FeedIds are asked of
// the media service, once (GetMediaFeedDetails, spec section 7), and what ./feed-check.ts finds
// wrong, or why the answer could not be had, is shown in a notice before the first such widget.
// Part of the inspector's chunk: only the CMS admin's frame ever makes this call.
import type { AnyWidgetDefinition, Schema, WidgetsConfig } from '../kernel/types';
import { MediaRequestError } from '../media/error';
import { checkFeeds, configuredFeedIds } from './feed-check';
import { askFeedDetails, type ServiceFeed } from './feed-details';
import { noticeElement } from './inspector-view';

/** GetMediaFeedDetails for `ids`; a test gives its own. */
export type AskFeedDetails = (ids: number[], signal: AbortSignal) => Promise<ServiceFeed[]>;

/** As long as a widget waits for the media service (src/media/repository.ts, MEDIA_TIMEOUT_MS). */
const TIMEOUT_MS = 8_000;

export interface FeedNoticeOptions {
  doc: Document;
  config: Partial<WidgetsConfig>;
  schema: Schema;
  widgets: readonly AnyWidgetDefinition[];
  ask?: AskFeedDetails;
  /** The inspector's: its abort stops the call and removes the notice. */
  signal: AbortSignal;
}

/** Returns `update`: starts the check when the page first has a widget that lists feeds. */
export function createFeedNotice(options: FeedNoticeOptions) {
  const { doc, config, schema, widgets, ask, signal } = options;
  const listsFeeds = new Set(
    widgets.filter((widget) => widget.needs?.includes('feedGroups')).map((widget) => widget.name),
  );
  const groups = config.feedGroups ?? {};
  const ids = configuredFeedIds(groups);
  let started = false;

  const show = (anchor: Element, heading: string, lines: readonly string[]) => {
    if (signal.aborted || lines.length === 0) return;
    const notice = noticeElement(doc, heading);
    notice.dataset.inspectorNotice = 'feeds';
    const list = doc.createElement('ul');
    for (const line of lines) {
      const item = doc.createElement('li');
      item.textContent = line;
      list.append(item);
    }
    notice.append(list);
    anchor.before(notice);
    signal.addEventListener('abort', () => notice.remove());
  };

  const check = (anchor: Element) => {
    const url = config.mediaServiceUrl;
    if (!url || ids.length === 0) return;
    const call = ask ?? askService(url, config.mediaTransport === 'json');
    call(ids, signal).then(
      (details) => show(anchor, `The page config's "feedGroups":`, checkFeeds(groups, details)),
      (error: unknown) =>
        show(anchor, `The page config's "feedGroups" could not be checked:`, [failure(error)]),
    );
  };

  return () => {
    if (started) return;
    const anchor = [...doc.querySelectorAll(`[${schema.widget}]`)].find((element) =>
      listsFeeds.has(element.getAttribute(schema.widget) ?? ''),
    );
    if (!anchor) return;
    started = true;
    check(anchor);
  };
}

/** The call to the page's media service, by its transport (JSONP, or JSON from a route). */
function askService(baseUrl: string, json: boolean): AskFeedDetails {
  return (ids, signal) => askFeedDetails(baseUrl, ids, { signal, timeoutMs: TIMEOUT_MS, json });
}

/** Why the answer could not be had, in plain words. */
function failure(error: unknown): string {
  const reason = error instanceof MediaRequestError ? error.reason : 'invalid';
  const detail = error instanceof Error ? error.message : '';
  const why = {
    timeout: `did not answer within ${TIMEOUT_MS / 1000} s`,
    network: 'could not be reached (the service is down, or mediaServiceUrl is wrong)',
    aborted: 'was stopped',
    invalid: `gave an answer that cannot be read${detail ? ` (${detail})` : ''}`,
  }[reason];
  return `The media service's GetMediaFeedDetails ${why}, so the FeedIds were not checked. Reload the page to check again.`;
}
