import { lazy, Suspense, useEffect, useRef } from 'react';
import type { WidgetProps } from '../../src/mount/define';
import { usePageStore } from '../../src/store/hooks';
import { connectHistory, sharePath } from './history';
import { CLOSE_LINK, DEFAULT_CLOSE_URL, OPEN_MARK } from './schema';

// The widget's first-load part, kept tiny: it tells the cards a host is here, keeps the history
// in step and notes the opener. The dialog and every kind of content load on the first open.
const Host = lazy(() => import('./Host'));

/**
 * The pop-up host widget: renders whichever item the store says is open (from a card, a related
 * event or a share URL) in a modal dialog.
 */
export default function Popups({ element, config, store }: WidgetProps) {
  const popup = usePageStore((state) => state.popup);
  /** What had focus when the pop-up opened; focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (!state.popup || previous.popup) return;
      performance.mark(OPEN_MARK);
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    });
    const closeUrl = element.querySelector<HTMLAnchorElement>(CLOSE_LINK)?.getAttribute('href');
    const disconnect = connectHistory(store, { closeUrl: closeUrl || DEFAULT_CLOSE_URL });
    store.getState().setPopupHostReady(true);
    return () => {
      store.getState().setPopupHostReady(false);
      disconnect();
      unsubscribe();
    };
  }, [store, element]);

  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <Host popup={popup} config={config} opener={opener} sharePath={sharePath} />
    </Suspense>
  );
}
