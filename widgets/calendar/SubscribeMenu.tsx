import { type KeyboardEvent, useEffect, useRef } from 'react';
import { t } from '../../src/i18n';
import { type FeedChoice, subscribeLinks } from './subscribe-links';

/** Closed, or open with focus to go to its first or last item. */
export type MenuOpen = false | 'first' | 'last';

export interface SubscribeMenuProps {
  id: string;
  /** The menu button's id: it labels the menu. */
  buttonId: string;
  /** The feed's address (./feed-link.ts, feedBase). */
  base: URL;
  choice: FeedChoice;
  open: MenuOpen;
  /** Closes the menu, focus back on its button or not. */
  close: (focusButton: boolean) => void;
  /** Says something in the row's live region. */
  say: (status: string) => void;
}

/** The menu's items, in order. */
const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
];

/**
 * The Subscribe button's menu (./Subscribe.tsx holds the button): each calendar app's link to
 * the feed of the school and category chosen, and Copy link, with the menu pattern's keys.
 */
export function SubscribeMenu({
  id,
  buttonId,
  base,
  choice,
  open,
  close,
  say,
}: SubscribeMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const links = subscribeLinks(base, choice, t('Events'));

  // The item to focus once the menu is drawn open.
  useEffect(() => {
    if (!open) return;
    const all = menuItems(menu.current);
    (open === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open]);

  // A press outside the button and its menu closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
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

  const copy = () => {
    close(true);
    navigator.clipboard.writeText(links.feed).then(
      () => say(t('Link copied')),
      () => say(t('Copy to clipboard failed.')),
    );
  };

  const newTab = <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>;
  const inNewTab = { target: '_blank', rel: 'noopener noreferrer' };

  return (
    <div
      ref={menu}
      className="wgt-subscribe__menu"
      id={id}
      role="menu"
      aria-labelledby={buttonId}
      hidden={!open}
      onKeyDown={onKeyDown}
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
        {...inNewTab}
        onClick={() => close(false)}
      >
        {t('Google Calendar')}
        {newTab}
      </a>
      <a
        role="menuitem"
        tabIndex={-1}
        href={links.outlookCom}
        {...inNewTab}
        onClick={() => close(false)}
      >
        {t('Outlook.com')}
        {newTab}
      </a>
      <button role="menuitem" tabIndex={-1} type="button" onClick={copy}>
        {t('Copy link')}
      </button>
    </div>
  );
}
