import { type SyntheticEvent, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import type { ExtendedMediaItem } from '../../src/media/types';
import { loadOnce, reportLoadFailure } from '../../src/ui/chunk-load';
import { useLog } from '../../src/ui/widget-root';
import { feedHref } from './feed-link';
import type { MenuOpen } from './SubscribeMenu';

// The menu's code (its links, the category choice, the button's keys, Copy link and its status)
// is fetched on the first sign of intent (hover, focus or a touch on the button, as the site
// menu's is) or by the press itself: the calendar page's first load (bench budget
// BYTES.mediaPage) has room for the button alone.
const loadMenu = loadOnce(() => import('./SubscribeMenu'));

interface SubscribeProps {
  /** The widget's element: its server markup holds the feed's link. */
  element: Element;
  /** The school the calendar shows (null: all). */
  school: string | null;
  /** The events read, for the categories a feed may be narrowed to (null while reading). */
  items: readonly ExtendedMediaItem[] | null;
}

/**
 * Subscribe (issue 50): a menu button (WAI-ARIA Authoring Practices, "Menu Button") offering
 * each calendar app the feed of the school the calendar shows and of the category chosen in the
 * menu. Nothing without the server's feed link (README, "Subscribe"). Only the button is drawn
 * from the first frame, so the row never changes. Once its code is here the menu
 * (./SubscribeMenu.tsx) runs the button too: its state (aria-expanded, aria-controls) and keys.
 * A press or an arrow key before that opens the menu as it arrives.
 */
export function Subscribe({ element, school, items }: SubscribeProps) {
  const log = useLog();
  const [href] = useState(() => feedHref(element));
  // The menu's module once here (its namespace object, no function: a state as it is).
  const [menu, setMenu] = useState(loadMenu.peek);
  const opened = useRef<MenuOpen>(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!href) return null;

  // A sign of intent fetches the menu; a press or an arrow key before it is here also opens it
  // as it arrives (the menu's own handlers take those that come after).
  const intent = (event: SyntheticEvent & { key?: string }) => {
    if (event.type === 'click' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      opened.current = event.key === 'ArrowUp' ? 'last' : 'first';
    }
    loadMenu().then(setMenu, (error: unknown) =>
      reportLoadFailure(log, 'the subscribe menu could not load:', error),
    );
  };

  return (
    <div className="wgt-subscribe">
      <button
        ref={button}
        type="button"
        className="wgt-button wgt-subscribe__button"
        aria-haspopup="menu"
        // Never changed here: the menu sets it (React leaves a prop that stays as it is).
        aria-expanded="false"
        onPointerEnter={intent}
        onFocus={intent}
        onClick={intent}
        onKeyDown={intent}
      >
        {t('Subscribe')}
      </button>
      {menu && (
        <menu.SubscribeMenu
          button={button}
          href={href}
          school={school}
          items={items}
          open={opened.current}
        />
      )}
    </div>
  );
}
