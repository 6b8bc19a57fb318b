import {
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { cleanTitle } from '../../../src/format/title';
import { sharePath, t } from '../../../src/i18n';
import type { OpenPopup, PopupKind, WidgetsConfig } from '../../../src/kernel/types';
import { itemTypeOf } from '../../../src/media/item-types';
import { itemKey, mediaRepositoryFor } from '../../../src/media/repository';
import type { MediaItem } from '../../../src/media/types';
import { reportLoadFailure } from '../../../src/ui/chunk-load';
import { ErrorBoundary, useLog, usePageStoreApi } from '../../../src/ui/widget-root';
import { wrapTab } from './focus-wrap';
import { useKindContent } from './kinds';
import { usePopupItem } from './use-popup-item';

/** On `<html>` while a pop-up is open: the page behind does not scroll. */
const SCROLL_LOCK_CLASS = 'wgt-popup-open';
/** Performance mark: the first frame showing a pop-up's content (bench/run.mjs reads it). */
export const PAINTED_MARK = 'widgets:popups:painted';

export interface HostProps {
  popup: OpenPopup;
  config: Partial<WidgetsConfig>;
  /** Focus returns here when the pop-up closes. */
  opener: RefObject<HTMLElement | null>;
}

/** The pop-up an item calls for; items with no pop-up of their own get the player pop-up. */
const kindOfItem = (item: MediaItem): PopupKind => itemTypeOf(item.ItemType)?.popup ?? 'embed';

/**
 * The modal dialog of the open pop-up: a native `<dialog>` opened with showModal(), so focus moves
 * in, the page behind is inert and Escape closes it (through the store, so history and state stay
 * in step). Focus returns to the opener on close. It is labelled by the content's title.
 */
export default function Host({ popup, config, opener }: HostProps) {
  const store = usePageStoreApi();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const log = useLog();
  const client = mediaRepositoryFor(config, log);
  const loaded = usePopupItem(popup, client);
  const close = () => store.getState().closePopup();

  // After paint, not in the commit: showModal() makes the page behind inert, a style recalculation
  // of every element that made the commit's task a long one. Opened by a click, it still opens in
  // the click's frame: React runs a discrete event's effects before the paint.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const root = document.documentElement;
    root.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      root.classList.remove(SCROLL_LOCK_CLASS);
      if (node.open) node.close();
      const target = opener.current;
      if (target?.isConnected) target.focus();
    };
  }, [opener]);

  // Another item in the same dialog (a related event): start at its top, and move focus to the
  // dialog so that screen readers announce the new title.
  const shownItem = itemKey({ FeedId: popup.feedId, Id: popup.itemId });
  const shownKey = useRef(shownItem);
  useEffect(() => {
    if (shownKey.current === shownItem) return;
    shownKey.current = shownItem;
    const node = dialog.current;
    if (!node) return;
    node.scrollTop = 0;
    node.focus();
  }, [shownItem]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  // A dialog closed by the browser itself (a second Escape may skip cancel) still closes the store's.
  const onClose = () => {
    if (store.getState().popup) close();
  };

  const kind = loaded.status === 'ready' ? kindOfItem(loaded.item) : popup.kind;
  const content = useKindContent(kind);
  const shareUrl = new URL(sharePath({ ...popup, kind }), location.href).href;

  return (
    <dialog
      ref={dialog}
      className={`wgt-popup wgt-popup--${kind}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onClose}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="wgt-popup__panel">
        <button type="button" className="wgt-popup__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="wgt-sr-only">{t('Close')}</span>
        </button>
        {loaded.status === 'ready' ? (
          content.status === 'ready' ? (
            <ErrorBoundary
              key={shownItem}
              // The content's own lazy parts (the event map) fail here too.
              onError={(error) => reportLoadFailure(log, 'a pop-up failed to render:', error)}
              fallback={
                <Status titleId={titleId} title="" message={t('This item cannot be shown.')} />
              }
            >
              <content.Content
                item={loaded.item}
                titleId={titleId}
                config={config}
                shareUrl={shareUrl}
                client={client}
              />
              <Painted />
            </ErrorBoundary>
          ) : (
            <Status
              titleId={titleId}
              title={loaded.item.Title}
              loading={content.status === 'loading'}
              message={t('This item cannot be shown.')}
            />
          )
        ) : loaded.status === 'loading' ? (
          <Status titleId={titleId} title={loaded.preview?.Title} loading />
        ) : loaded.status === 'failed' ? (
          <Status
            titleId={titleId}
            title={loaded.preview?.Title}
            message={t('This item could not be loaded.')}
            retry={loaded.retry}
          />
        ) : (
          <Status titleId={titleId} title="" message={t('This item is no longer available.')} />
        )}
      </div>
    </dialog>
  );
}

/** Marks the first frame that shows the content (the bench's "click to painted"). */
function Painted() {
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      performance.clearMarks(PAINTED_MARK); // the latest only: marks are kept for the page's life
      performance.mark(PAINTED_MARK);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

interface StatusProps {
  titleId: string;
  title: string | undefined;
  loading?: boolean;
  message?: string;
  retry?: () => void;
}

/** Loading, failed and missing states; the title keeps the dialog labelled meanwhile. */
function Status({ titleId, title, loading, message, retry }: StatusProps) {
  const heading = cleanTitle(title) || (loading ? t('Loading…') : t('Not available'));
  return (
    <div className="wgt-popup__status" aria-busy={loading || undefined}>
      {/* Above the title while loading: the title may change from "Loading…" to the item's
          (the list's copy arrives), and a longer one moved this line down (a layout shift). */}
      {loading && <p role="status">{t('Loading…')}</p>}
      <h2 className="wgt-popup__title" id={titleId} dir="auto">
        {heading}
      </h2>
      {!loading && <p role={retry ? 'alert' : undefined}>{message}</p>}
      {retry && (
        <button type="button" className="wgt-button" onClick={retry}>
          {t('Retry')}
        </button>
      )}
    </div>
  );
}
