import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import type { ExtendedMediaItem } from '../../src/media/types';
import { eventCategories, feedBase, subscribeLinks } from './subscribe-links';

interface SubscribeMenuProps {
  /** The widget's element: its server markup holds the feed's link. */
  element: Element;
  /** The school the calendar shows (null: all). */
  school: string | null;
  /** The events read, for the categories a feed may be narrowed to (null while reading). */
  items: readonly ExtendedMediaItem[] | null;
}

/** The menu's items, in order. */
const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
];

/**
 * Subscribe (issue 50): a menu button (WAI-ARIA Authoring Practices, "Menu Button") offering
 * each calendar app the feed of the school the calendar shows and of the category chosen beside
 * it. Nothing without the server's feed link (README, "Subscribe").
 */
export function SubscribeMenu({ element, school, items }: SubscribeMenuProps) {
  const [base] = useState(() => feedBase(element, location.href));
  const [category, setCategory] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last' | null>(null);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const categories = useMemo(() => eventCategories(items ?? []), [items]);
  const links = base && subscribeLinks(base, { school, category }, t('Events'));

  // The item to focus once the menu is drawn open.
  useEffect(() => {
    if (!open || !focusAt) return;
    const all = menuItems(menu.current);
    (focusAt === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusAt(null);
  }, [open, focusAt]);

  // A press outside closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!links) return null;

  const show = (at: 'first' | 'last') => {
    setStatus('');
    setOpen(true);
    setFocusAt(at);
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

  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const copy = async () => {
    close(true);
    try {
      await navigator.clipboard.writeText(links.feed);
      setStatus(t('Link copied'));
    } catch {
      setStatus(t('Copy to clipboard failed.'));
    }
  };

  const newTab = <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>;

  return (
    <div className="wgt-subscribe" ref={root}>
      <div className="wgt-subscribe__anchor">
        <button
          ref={button}
          type="button"
          className="wgt-button wgt-subscribe__button"
          id={`${id}-button`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => (open ? close(false) : show('first'))}
          onKeyDown={onButtonKey}
        >
          {t('Subscribe')}
        </button>
        <div
          ref={menu}
          className="wgt-subscribe__menu"
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          hidden={!open}
          onKeyDown={onMenuKey}
        >
          <a role="menuitem" tabIndex={-1} href={links.webcal} onClick={() => close(false)}>
            {t('Apple Calendar')}
          </a>
          <a role="menuitem" tabIndex={-1} href={links.webcal} onClick={() => close(false)}>
            {t('Outlook')}
          </a>
          <a
            role="menuitem"
            tabIndex={-1}
            href={links.google}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            {t('Google Calendar')}
            {newTab}
          </a>
          <a
            role="menuitem"
            tabIndex={-1}
            href={links.outlookCom}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            {t('Outlook.com')}
            {newTab}
          </a>
          <button role="menuitem" tabIndex={-1} type="button" onClick={copy}>
            {t('Copy link')}
          </button>
        </div>
      </div>
      {/* From the first frame, so the row never changes when the events are read. */}
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
