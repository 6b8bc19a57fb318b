import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t, tn } from '../../src/i18n';
import type { WidgetProps } from '../../src/kernel/types';
import { mediaRepositoryFor } from '../../src/media/repository';
import { startingSchool } from '../../src/schools/choice';
import {
  readSchools,
  reportUnknownSchool,
  type School,
  schoolFeedIds,
} from '../../src/schools/schools';
import { CardList, focusCard } from '../../src/ui/cards/CardList';
import { LoadFailed } from '../../src/ui/cards/LoadFailed';
import { cardSettings } from '../../src/ui/cards/settings';
import { emitWidgetEvent } from '../../src/ui/events';
import { SchoolChoice, useSchool } from '../../src/ui/SchoolChoice';
import { afterNextPaint } from '../../src/ui/widget-root';
import { centreCurrentChip } from './current-chip';
import { feedIdsOf, loadHubPage } from './feeds';
import { readMediaHubMarkup } from './read-markup';
import { SearchForm } from './SearchForm';

/** Spec section 9: 10 by SearchText, 5 in the newer variant (by SearchExpression). */
const SUGGESTION_COUNT = 10;
const SUGGESTION_COUNT_BY_EXPRESSION = 5;

import type { MediaHubOptions } from './schema';

// Parsed once the widget's code has arrived: option parsing costs the boot chunk nothing.
export { readMediaHubOptions as readOptions } from './schema';

import { usePagedItems } from './use-paged-items';

/**
 * Run as soon as the hub's code has arrived, while React, the largest chunk, is still on its way: the
 * first page's call starts now, and the component's identical call finds it in the repository.
 */
export function prepare({ element, config, options, log }: WidgetProps<MediaHubOptions>) {
  const repository = mediaRepositoryFor(config, log);
  // The school the component starts with (useSchool), so that it adopts this very call.
  const schools = readSchools(config.schools, log);
  reportUnknownSchool(options.school, schools, element, log);
  const school = options.school ?? startingSchool(schools);
  const feedIds = schoolFeedIds(feedIdsOf(config.feedGroups ?? {}, options.group), schools, school);
  loadHubPage(repository, feedIds, options, 0).catch(
    () => {}, // the component's own call reports a failure
  );
  centreCurrentChip();
}

/**
 * The media hub: cards of the configured feeds (a group's, or all) or of a search expression, a
 * page at a time with Load more, and the search box when the markup has a search form. After Load
 * more, focus moves to the first new card (keyboard and screen-reader users continue where the
 * new content starts) and a polite live region says how many arrived. With `schools`, the school
 * choice above the hub (unless the CMS fixed it); a new choice starts again from the first page.
 */
export default function MediaHub(props: WidgetProps<MediaHubOptions>) {
  const { element, config, options, log } = props;
  const schools = readSchools(config.schools, log);
  const fixed = options.school;
  // Here too for a hub rendered without prepare; reported once either way.
  useEffect(
    () => reportUnknownSchool(fixed, schools, element, log),
    [fixed, schools, element, log],
  );
  const school = useSchool(fixed ? null : schools) ?? fixed;
  return (
    <>
      {schools && !fixed && <SchoolChoice schools={schools} school={school} />}
      <Hub key={school ?? ''} {...props} schools={schools} school={school} />
    </>
  );
}

function Hub({
  element,
  config,
  options,
  log,
  schools,
  school,
}: WidgetProps<MediaHubOptions> & { schools: readonly School[] | null; school: string | null }) {
  const [markup] = useState(() => readMediaHubMarkup(element));
  const settings = useMemo(() => cardSettings(config), [config]);
  const client = mediaRepositoryFor(config, log);
  const { group, take, searchExpression, headingLevel } = options;
  const feedIds = useMemo(() => {
    const ids = schoolFeedIds(feedIdsOf(config.feedGroups ?? {}, group), schools, school);
    if (ids.length === 0) {
      log.warn(
        `a media-hub has no feeds: config feedGroups lacks "${group ?? 'any group'}".`,
        element,
      );
    }
    return ids;
  }, [config.feedGroups, group, element, log, schools, school]);

  const loadPage = useCallback(
    (index: number, signal: AbortSignal) => loadHubPage(client, feedIds, options, index, signal),
    [client, feedIds, options],
  );
  const paged = usePagedItems(loadPage, take);

  // Spec sections 7 and 9: the search expression page, where the visitor refines one, uses 5.
  const loadSuggestions = useCallback(
    (text: string, signal: AbortSignal) =>
      searchExpression
        ? client.getSearchSuggestionsByExpression(
            { FeedIds: feedIds, SearchExpression: text, Count: SUGGESTION_COUNT_BY_EXPRESSION },
            { signal },
          )
        : client.getSearchSuggestions(
            { FeedIds: feedIds, SearchText: text, Count: SUGGESTION_COUNT },
            { signal },
          ),
    [client, feedIds, searchExpression],
  );

  const results = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Why the page on its way was asked for: focus and announcements differ for each.
  const cause = useRef<'first' | 'more' | 'retry'>('first');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page arrives
  useEffect(() => {
    if (paged.pages === 0) return;
    const why = cause.current;
    if (why === 'first') return;
    const count = paged.added.length;
    const loaded =
      paged.pages > 1
        ? tn(count, '1 more item loaded.', '{n} more items loaded.')
        : tn(count, '1 item loaded.', '{n} items loaded.');
    setAnnouncement(
      paged.done && paged.pages > 1 ? `${loaded} ${t('All items are shown.')}` : loaded,
    );
    // No new card to go to: the end of the list takes the focus.
    if (paged.added.length === 0) return afterNextPaint(() => end.current?.focus());
  }, [paged.pages]);

  // Focus moves to the first new card once CardList has rendered them all. Focus forces a
  // layout and scrolls the new cards into view, a repaint of the screen: after the frame that
  // draws the last of them (CardList reveals a few a frame), so that no frame both lays out new
  // cards and repaints the screen (the long tasks of bench/load-more.mjs).
  const focusedPage = useRef(0);
  const cancelFocus = useRef(() => {});
  useEffect(() => () => cancelFocus.current(), []);
  const focusNewCards = () => {
    if (cause.current === 'first' || paged.added.length === 0) return;
    if (focusedPage.current === paged.pages) return;
    focusedPage.current = paged.pages;
    const added = paged.added;
    cancelFocus.current = afterNextPaint(() => {
      if (!focusCard(results.current, added)) end.current?.focus();
    });
  };

  useEffect(() => {
    if (paged.status === 'failed') setAnnouncement(t('The items could not be loaded.'));
  }, [paged.status]);

  const loadMore = () => {
    if (paged.status !== 'ready') return;
    cause.current = 'more';
    emitWidgetEvent(element, 'load-more', { page: paged.pages + 1 });
    setAnnouncement('');
    paged.loadMore();
  };
  const retry = () => {
    if (cause.current === 'first') cause.current = 'retry';
    setAnnouncement('');
    paged.retry();
  };

  const firstPage = paged.pages === 0;
  const failedOrRetrying = paged.status === 'failed' || paged.retrying;

  return (
    <>
      {markup.search && <SearchForm form={markup.search} loadSuggestions={loadSuggestions} />}
      <div className="wgt-media-hub__results" ref={results}>
        {firstPage && failedOrRetrying ? (
          <LoadFailed
            message={
              searchExpression
                ? t('The items matching “{search}” could not be loaded.', {
                    search: searchExpression,
                  })
                : t('The items could not be loaded.')
            }
            busy={paged.retrying}
            onRetry={retry}
          />
        ) : (
          <CardList
            items={paged.items}
            settings={settings}
            headingLevel={headingLevel}
            placeholders={firstPage ? take : 0}
            label={markup.listLabel ?? undefined}
            onAllShown={focusNewCards}
          />
        )}
        {!firstPage && paged.items.length === 0 && (
          <p className="wgt-media-hub__empty">
            {searchExpression
              ? t('No items match “{search}”.', { search: searchExpression })
              : t('No items yet.')}
          </p>
        )}
      </div>
      {firstPage ? (
        // The server markup's "more" link keeps its place (as the button, not usable yet)
        // while the first page loads: the cards' arrival moves nothing below the hub.
        markup.hasMore &&
        !failedOrRetrying && (
          <button type="button" className="wgt-button wgt-media-hub__more" aria-disabled="true">
            {markup.moreLabel}
          </button>
        )
      ) : failedOrRetrying ? (
        <LoadFailed
          message={t('More items could not be loaded.')}
          busy={paged.retrying}
          onRetry={retry}
        />
      ) : !paged.done ? (
        <button
          type="button"
          className="wgt-button wgt-media-hub__more"
          aria-disabled={paged.status === 'loading' || undefined}
          onClick={loadMore}
        >
          {paged.status === 'loading' ? t('Loading…') : markup.moreLabel}
        </button>
      ) : (
        paged.pages > 1 && (
          <p className="wgt-media-hub__end" ref={end} tabIndex={-1}>
            {t('All items are shown.')}
          </p>
        )
      )}
      <p className="wgt-sr-only" role="status">
        {announcement}
      </p>
    </>
  );
}
