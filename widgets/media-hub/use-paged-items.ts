import { startTransition, useReducer } from 'react';
import { MediaRequestError } from '../../src/media/error';
import { itemKey } from '../../src/media/repository';
import type { MediaItem } from '../../src/media/types';
import { useLoad, useLog } from '../../src/ui/widget-root';

/** Fetches page `index` (skip = index * take); rejects with MediaRequestError. */
export type PageLoader = (index: number, signal: AbortSignal) => Promise<MediaItem[]>;

interface Pages {
  items: MediaItem[];
  /** Pages loaded so far. */
  pages: number;
  /** The next page is wanted: it is on its way, or its call failed. */
  wanted: boolean;
  /** The service has nothing after the items shown. */
  done: boolean;
  /** Keys of the items the last page added (after dropping repeats). */
  added: string[];
}

type Action = { type: 'more' } | { type: 'page'; page: MediaItem[]; take: number };

const initial: Pages = { items: [], pages: 0, wanted: true, done: false, added: [] };

function reduce(state: Pages, action: Action): Pages {
  if (action.type === 'more') return state.done ? state : { ...state, wanted: true };
  // The service pages by position: an item published meanwhile shifts the next page by one,
  // which would show an item twice. Repeats are dropped.
  const seen = new Set(state.items.map(itemKey));
  const fresh = action.page.filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    items: [...state.items, ...fresh],
    pages: state.pages + 1,
    wanted: false,
    done: action.page.length < action.take,
    added: fresh.map(itemKey),
  };
}

/**
 * Skip/take paging: the first page at once, the next on loadMore(). One call per page; a page
 * whose call is still out is never asked for again (loadMore is ignored while loading). A
 * failed call leaves status 'failed' until retry(). Unmounting aborts the call in flight.
 */
export function usePagedItems(load: PageLoader, take: number) {
  const log = useLog();
  const [state, dispatch] = useReducer(reduce, initial);
  const page = useLoad(
    state.wanted ? String(state.pages) : null,
    (signal) => load(state.pages, signal),
    {
      // A transition renders the new cards in slices that yield to the browser, so a page of
      // twelve cards on a slow phone is no long task (bench: ten Load more rounds).
      onReady: (items) => startTransition(() => dispatch({ type: 'page', page: items, take })),
      onError: (error) => {
        const why = error instanceof MediaRequestError ? error.reason : 'unexpected';
        log.warn(`media items could not be loaded (${why}):`, error);
      },
    },
  );
  return {
    ...state,
    /** loading: a page is on its way; failed: the last call failed (retry asks again). */
    status: !state.wanted ? 'ready' : page.status === 'failed' ? 'failed' : 'loading',
    /** The call on its way was asked for by retry() (the Retry button stays in place). */
    retrying: page.status === 'loading' && page.retrying,
    loadMore: () => dispatch({ type: 'more' }),
    retry: page.retry,
  };
}
