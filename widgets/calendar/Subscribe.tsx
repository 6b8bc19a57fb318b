import { type ComponentType, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import type { ExtendedMediaItem } from '../../src/media/types';
import { loadOnce, reportLoadFailure } from '../../src/ui/chunk-load';
import { useLog } from '../../src/ui/widget-root';
import { eventCategories, feedBase } from './feed-link';
import type { MenuOpen, SubscribeMenuProps } from './SubscribeMenu';

// The menu's own code (its links, keys and Copy link) is fetched on the first sign of intent
// (hover, focus or a touch on the button, as the site menu's is) or by the click itself: the
// calendar page's first load (bench budget BYTES.mediaPage) has no room for it.
const loadMenu = loadOnce(() => import('./SubscribeMenu').then((module) => module.SubscribeMenu));

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
 * each calendar app the feed of the school the calendar shows and of the category chosen beside
 * it. Nothing without the server's feed link (README, "Subscribe"). The button and the category
 * are drawn from the first frame, so the row never changes; the menu arrives with its code.
 */
export function Subscribe({ element, school, items }: SubscribeProps) {
  const log = useLog();
  const [base] = useState(() => feedBase(element, location.href));
  const [category, setCategory] = useState<number | null>(null);
  const [open, setOpen] = useState<MenuOpen>(false);
  const [status, setStatus] = useState('');
  const [Menu, setMenu] = useState<ComponentType<SubscribeMenuProps> | undefined>(loadMenu.peek);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const categories = useMemo(() => eventCategories(items ?? []), [items]);
  if (!base) return null;

  const load = () => {
    if (Menu) return;
    loadMenu().then(
      (menu) => setMenu(() => menu),
      (error: unknown) => {
        reportLoadFailure(log, 'the subscribe menu could not load:', error);
        setOpen(false);
      },
    );
  };
  const show = (at: 'first' | 'last') => {
    load();
    setStatus('');
    setOpen(at);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div className="wgt-subscribe">
      <div className="wgt-subscribe__anchor">
        <button
          ref={button}
          type="button"
          className="wgt-button wgt-subscribe__button"
          id={`${id}-button`}
          aria-haspopup="menu"
          aria-expanded={Boolean(open)}
          // Only once the menu is drawn: a reference must name an element that exists.
          aria-controls={Menu ? `${id}-menu` : undefined}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={load}
          onClick={() => (open ? close(false) : show('first'))}
          onKeyDown={onButtonKey}
        >
          {t('Subscribe')}
        </button>
        {Menu && (
          <Menu
            id={`${id}-menu`}
            buttonId={`${id}-button`}
            base={base}
            choice={{ school, category }}
            open={open}
            close={close}
            say={setStatus}
          />
        )}
      </div>
      <p className="wgt-subscribe__category">
        <label htmlFor={`${id}-category`}>{t('Category')}</label>
        <select
          id={`${id}-category`}
          value={category ?? ''}
          onChange={(event) => setCategory(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('All categories')}</option>
          {categories.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </p>
      <p className="wgt-sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
