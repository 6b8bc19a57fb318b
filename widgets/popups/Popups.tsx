import { type ComponentType, useEffect, useRef, useState } from 'react';
import { inPageLanguage, mediaPagePath } from '../../src/i18n';
import { readSharePath } from '../../src/i18n/share-path';
import type { WidgetProps } from '../../src/kernel/types';
import { loadOnce, reportLoadFailure } from '../../src/ui/chunk-load';
import { emitWidgetEvent } from '../../src/ui/events';
import { usePageStore } from '../../src/ui/widget-root';
import type { HostProps } from './host/Host';
import { CLOSE_LINK, OPEN_MARK } from './schema';

// The widget's first-load part, kept tiny: it tells the cards a host is here, opens a share URL's
// item and notes the opener. The history (./history), the dialog and every kind of content load
// on the first open.

// The dialog, loaded by hand on the first open (src/ui/chunk-load.ts says why not React.lazy).
const loadHost = loadOnce(() => import('./host/Host').then((module) => module.default));
const loadHistory = loadOnce(() => import('./host/history'));

/**
 * The pop-up host widget: renders whichever item the store says is open (from a card, a related
 * event or a share URL) in a modal dialog.
 */
export default function Popups({ element, config, store, log }: WidgetProps) {
  const popup = usePageStore((state) => state.popup);
  /** What had focus when the pop-up opened; focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const [Host, setHost] = useState<ComponentType<HostProps> | null>(null);

  useEffect(() => {
    if (!popup || Host) return;
    let live = true;
    loadHost().then(
      (component) => {
        if (live) setHost(() => component);
      },
      (error: unknown) => reportLoadFailure(log, 'the pop-up could not load:', error),
    );
    return () => {
      live = false;
    };
  }, [popup, Host, log]);

  useEffect(() => {
    // The site's media page, where share URLs point (the host's data-media-page: the CMS knows
    // which page holds the media hub).
    const mediaPage = mediaPagePath();
    let live = true;
    let disconnect: (() => void) | null = null;
    let connecting = false;
    const connectHistory = () => {
      if (connecting) return;
      connecting = true;
      const closeUrl = element.querySelector<HTMLAnchorElement>(CLOSE_LINK)?.getAttribute('href');
      loadHistory().then(
        (history) => {
          if (live) {
            disconnect = history.connectHistory(store, {
              closeUrl: inPageLanguage(closeUrl || mediaPage),
              host: element,
            });
          }
        },
        (error: unknown) => reportLoadFailure(log, 'the pop-up history could not load:', error),
      );
    };

    const shared = readSharePath(location.pathname);
    if (shared && !store.getState().popup) {
      store.getState().openPopup({ ...shared, source: 'share' });
      emitWidgetEvent(element, 'popup-open', { ...shared, source: 'share' });
    }
    const unsubscribe = store.subscribe((state, previous) => {
      if (!state.popup || previous.popup) return;
      const { kind, itemId, feedId, source } = state.popup;
      emitWidgetEvent(element, 'popup-open', { kind, itemId, feedId, source });
      // One mark per name: the page's timeline keeps every mark, for as long as the page lives.
      performance.clearMarks(OPEN_MARK);
      performance.mark(OPEN_MARK);
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      void loadHost(); // from the click, not a render later
      connectHistory();
    });
    if (store.getState().popup) connectHistory();
    store.getState().setPopupHostReady(true);
    return () => {
      live = false;
      store.getState().setPopupHostReady(false);
      disconnect?.();
      unsubscribe();
    };
  }, [store, element, log]);

  if (!popup || !Host) return null;
  return <Host popup={popup} config={config} opener={opener} />;
}
