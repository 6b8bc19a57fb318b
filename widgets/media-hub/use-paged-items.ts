import { startTransition, useReducer } from 'react';
import { MediaRequestError } from '../../src/media/error';
import { itemKey } from '../../src/media/repository';
import type { MediaItem } from '../../src/media/types';
import { useLoad, useLog } from '../../src/ui/hooks';

/** Fetches page `index` (skip = index * take); rejects with MediaRequestError. */
export type PageLoader = (index: number, signal: AbortSignal) => Promise<MediaItem[]>;

export interface PagedItems {
  items: MediaItem[];
  /** loading: a page is on its way; failed: the last call failed (retry asks again). */
  status: 'loading' | 'ready' | 'failed';
  /** Pages loaded so far. */
  pages: number;
  /** The service has nothing after the items shown. */
  done: boolean;
  /** Keys of the items the last page added (after dropping repeats). */
  added: string[];
  /** The call on its way was asked for by retry() (the Retry button stays in place). */
  retrying: boolean;
}

type Action =
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'page'; page: MediaItem[]; take: number }
  | { type: 'failed' };

const initial: PagedItems = {
  items: [],
  status: 'loading',
  pages: 0,
  done: false,
  added: [],
  retrying: false,
};

function reduce(state: PagedItems, action: Action): PagedItems {
  switch (action.type) {
    case 'more':
      return state.status === 'ready' && !state.done ? { ...state, status: 'loading' } : state;
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'loading', retrying: true } : state;
    case 'failed':
      return { ...state, status: 'failed', retrying: false };
    case 'page': {
      // The service pages by position: an item published meanwhile shifts the next page by
      // one, which would show an item twice. Repeats are dropped.
      const seen = new Set(state.items.map(itemKey));
      const fresh = action.page.filter((item) => {
        const key = itemKey(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return {
        items: [...state.items, ...fresh],
        status: 'ready',
        pages: state.pages + 1,
        done: action.page.length < action.take,
        added: fresh.map(itemKey),
        retrying: false,
      };
    }
  }
}

/**
 * Skip/take paging: the first page at once, the next on loadMore(). One call per page; a page
 * whose call is still out is never asked for again (loadMore is ignored while loading). A
 * failed call leaves status 'failed' until retry(). Unmounting aborts the call in flight.
 */
export function usePagedItems(load: PageLoader, take: number) {
  const log = useLog();
  const [state, dispatch] = useReducer(reduce, initial);
  const { status, pages } = state;
  // Each page is asked for once per request of it (a retry is a new request).
  const [requests, countRequest] = useReducer((n: number) => n + 1, 0);
  useLoad(status === 'loading' ? `${pages} ${requests}` : null, (signal) => load(pages, signal), {
    // A transition renders the new cards in slices that yield to the browser, so a page of
    // twelve cards on a slow phone is no long task (bench: ten Load more rounds).
    onReady: (page) => startTransition(() => dispatch({ type: 'page', page, take })),
    onError: (error) => {
      const why = error instanceof MediaRequestError ? error.reason : 'unexpected';
      log.warn(`media items could not be loaded (${why}):`, error);
      dispatch({ type: 'failed' });
    },
  });

  return {
    ...state,
    loadMore: () => dispatch({ type: 'more' }),
    retry: () => {
      countRequest();
      dispatch({ type: 'retry' });
    },
  };
}
