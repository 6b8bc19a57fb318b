import { type SharedItem, sharePath } from '../../../src/i18n/media-page';
import type { OpenPopup, PageStore, PopupKind } from '../../../src/kernel/types';

// Share URLs and the back button (spec section 2): the address bar shows the open pop-up's
// share URL, the back button closes it, and closing leaves no extra history entry behind.

/** Marks the history entries this module pushed; holds the pop-up they show. */
const STATE_KEY = 'widgetsPopup';

/** A share URL's item as the CMS renders it (README.md). Not in schema.ts: it'd become a chunk. */
const SHARED_ARTICLE = '.wgt-popups__shared';

/**
 * Query parameters kept when a shared pop-up closes: the school choice the media hub under it
 * shows (src/schools/choice.ts's SCHOOL_PARAM; imported, it would join this chunk's graph).
 */
export const KEPT_ON_CLOSE = ['school'] as const;

/**
 * Where the address goes when a pop-up opened from a share URL closes: `closeUrl` (the page
 * behind, in the page's language: Popups.tsx) with the current school choice. Path, query and
 * hash only: the address bar cannot take another origin (replaceState would throw).
 */
export function closeAddress(
  closeUrl: string,
  current: Pick<Location, 'href' | 'pathname'>,
): string {
  const url = new URL(closeUrl, current.href);
  const now = new URL(current.href);
  for (const name of KEPT_ON_CLOSE) {
    const value = now.searchParams.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.pathname + url.search + url.hash;
}

const KINDS: readonly PopupKind[] = ['news', 'event', 'photos', 'embed'];

/** Our entry's pop-up, checked: history.state is anyone's to write. */
function poppedEntry(state: unknown): SharedItem | null {
  const entry = (state as Record<string, unknown> | null)?.[STATE_KEY] as
    | Record<string, unknown>
    | undefined;
  if (!entry || typeof entry !== 'object') return null;
  const { kind, feedId, itemId } = entry;
  if (!KINDS.includes(kind as PopupKind)) return null;
  if (!Number.isSafeInteger(feedId) || !Number.isSafeInteger(itemId)) return null;
  return { kind: kind as PopupKind, feedId: feedId as number, itemId: itemId as number };
}

export interface HistoryOptions {
  /** Where a shared pop-up leaves the address on close (Popups.tsx); `?school=` is kept. */
  closeUrl: string;
  /** The host element: a share URL's server article in it goes once its pop-up is closed. */
  host?: Element;
  /** The window whose history and location are used (tests pass a stand-in). */
  win?: Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps the store's pop-up and the browser history in step; returns the disconnect. Connected
 * by the host on the first open (or at once on a share URL), so it may find a pop-up open.
 * - A pop-up opened from a card pushes an entry with its share URL (one already open when this
 *   connects too); one replacing an open pop-up (a related event) replaces the entry.
 * - Back (popstate) closes the pop-up; forward onto one of our entries opens it again.
 * - Closing from the page (button, Escape) goes back over the entry it pushed, so the history
 *   is as it was before the pop-up; a pop-up opened from a share URL pushed nothing and instead
 *   replaces the address with `closeAddress` (the page behind it, keeping the school choice).
 */
export function connectHistory(store: PageStore, options: HistoryOptions): () => void {
  const win = options.win ?? window;
  const { history } = win;
  /** The current entry is ours: pushed for the open pop-up. */
  let pushed = false;
  /** The current entry is the share URL the page was loaded at. */
  let sharedEntry = false;
  /** history.back() was called and its popstate has not arrived yet. */
  let goingBack = false;
  /** The store is being changed because of the history: do not write the history again. */
  let following = false;

  const address = (popup: OpenPopup) => sharePath(popup, win.location.pathname);
  const push = (popup: OpenPopup) => {
    history.pushState({ [STATE_KEY]: shared(popup) }, '', address(popup));
    pushed = true;
  };

  const unsubscribe = store.subscribe((state, previous) => {
    const popup = state.popup;
    const before = previous.popup;
    if (following || popup === before) return;
    if (popup && !before) {
      // Opened. Right after a close, wait for its back() to land before pushing.
      if (popup.source === 'card' && !goingBack) push(popup);
    } else if (popup && before) {
      // Replaced in place: same entry, new address.
      const entryState = pushed ? { [STATE_KEY]: shared(popup) } : history.state;
      history.replaceState(entryState, '', address(popup));
    } else if (!popup && before) {
      if (pushed) {
        pushed = false;
        goingBack = true;
        history.back();
      } else if (sharedEntry) {
        sharedEntry = false;
        history.replaceState(null, '', closeAddress(options.closeUrl, win.location));
        // Kept in its place under the pop-up so that nothing moved when the widget mounted
        // (styles.css); closed, the page is the one behind it. A shift after a click is no CLS.
        options.host?.querySelector(SHARED_ARTICLE)?.setAttribute('hidden', '');
      }
    }
  });

  const onPopState = (event: PopStateEvent) => {
    if (goingBack) {
      goingBack = false;
      // A pop-up opened while the back was on its way gets its entry now.
      const open = store.getState().popup;
      if (open) push(open);
      return;
    }
    const entry = poppedEntry(event.state);
    following = true;
    try {
      if (entry) {
        pushed = true;
        store.getState().openPopup({ ...entry, source: 'card' });
      } else {
        pushed = false;
        sharedEntry = false;
        if (store.getState().popup) store.getState().closePopup();
      }
    } finally {
      following = false;
    }
  };
  win.addEventListener('popstate', onPopState);

  const open = store.getState().popup;
  if (open?.source === 'card') push(open);
  sharedEntry = open?.source === 'share';

  return () => {
    unsubscribe();
    win.removeEventListener('popstate', onPopState);
  };
}

const shared = ({ kind, feedId, itemId }: SharedItem): SharedItem => ({ kind, feedId, itemId });
