import {
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { t } from '../../src/i18n';
import type { ExtendedMediaItem } from '../../src/media/types';
import { eventCategories, feedBase, subscribeLinks } from './subscribe-links';

/** Closed, or open with focus to go to its first or last item. */
export type MenuOpen = false | 'first' | 'last';

export interface SubscribeMenuProps {
  /** The menu button (./Subscribe.tsx draws it; from here on the menu runs it). */
  button: RefObject<HTMLButtonElement | null>;
  /** The server's link to the feed (./feed-link.ts, feedHref). */
  href: string;
  /** The school the calendar shows (null: all). */
  school: string | null;
  /** The events read, for the categories a feed may be narrowed to (null while reading). */
  items: readonly ExtendedMediaItem[] | null;
  /** Opened before the menu's code arrived (a press, an arrow key), and where focus goes. */
  open: MenuOpen;
}

/** The menu's items, in order: the apps, Copy link, then the categories. */
const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? []),
];

/**
 * The Subscribe button's menu, with the WAI-ARIA menu button pattern's keys: each calendar
 * app's link to the feed of the school shown and of the category checked, Copy link, then the
 * categories as a group of menuitemradio items (All categories, then the service's categories
 * among the events). Checking one (a press, Enter or Space) keeps the menu open and its links
 * follow. It runs the button drawn in the first frame (./Subscribe.tsx): aria-expanded,
 * aria-controls, its press and its keys. And it holds the row's live region ("Link copied"),
 * drawn as soon as its code arrives, before the menu first opens.
 */
export function SubscribeMenu({ button, href, school, items, open: opened }: SubscribeMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const [open, setOpen] = useState(opened);
  const [status, say] = useState('');
  const [chosen, choose] = useState<number | null>(null);
  const [base] = useState(() => feedBase(href, location.href));
  const categories = useMemo(() => eventCategories(items ?? []), [items]);
  // A category the events of the school shown do not have is no choice: the whole feed.
  const category = categories.some((entry) => entry.id === chosen) ? chosen : null;

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  // The button: its id labels the menu; its state; a press toggles, the arrows open. Wired in
  // the task that draws the menu (a layout effect): a passive effect runs a frame or more
  // later, and a press in between went to no one, the menu never opened (WebKit's journey).
  useLayoutEffect(() => {
    const target = button.current;
    if (!target || !base) return;
    target.id = `${id}b`;
    target.setAttribute('aria-controls', `${id}m`);
    const press = () => setOpen((now) => (now ? false : 'first'));
    const key = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    };
    target.addEventListener('click', press);
    target.addEventListener('keydown', key);
    return () => {
      target.removeEventListener('click', press);
      target.removeEventListener('keydown', key);
    };
  }, [button, base, id]);

  // Drawn open: the button says so, the last message goes, focus goes to the first or last item.
  useEffect(() => {
    button.current?.setAttribute('aria-expanded', String(Boolean(open)));
    if (!open) return;
    say('');
    const all = menuItems(menu.current);
    (open === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open, button]);

  // A press outside the button and its menu closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, button]);

  if (!base) return null;
  const links = subscribeLinks(base, { school, category }, t('Events'));

  const onKeyDown = (event: React.KeyboardEvent) => {
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
    else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a link item as Enter does (a button item has both natively).
      event.preventDefault();
      event.target.click();
    }
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
  const radio = (value: number | null, name: string) => (
    <button
      key={value ?? ''}
      role="menuitemradio"
      aria-checked={value === category}
      tabIndex={-1}
      type="button"
      onClick={() => choose(value)}
    >
      {name}
    </button>
  );

  return (
    <>
      <div
        ref={menu}
        className="wgt-subscribe__menu"
        id={`${id}m`}
        role="menu"
        aria-labelledby={`${id}b`}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {(
          [
            [t('Apple Calendar'), links.webcal, false],
            [t('Outlook'), links.webcal, false],
            [t('Google Calendar'), links.google, true],
            [t('Outlook.com'), links.outlookCom, true],
          ] as const
        ).map(([name, href, away]) => (
          <a
            key={name}
            role="menuitem"
            tabIndex={-1}
            href={href}
            {...(away ? inNewTab : {})}
            onClick={() => close(false)}
          >
            {name}
            {away && newTab}
          </a>
        ))}
        <button role="menuitem" tabIndex={-1} type="button" onClick={copy}>
          {t('Copy link')}
        </button>
        <hr />
        {/* biome-ignore lint/a11y/useSemanticElements: an APG menu's group of menuitemradio items, not a form's fieldset */}
        <div role="group" aria-label={t('Category')}>
          {/* The group's name, seen; a screen reader hears it as the group's label. */}
          <div className="wgt-subscribe__label" aria-hidden="true">
            {t('Category')}
          </div>
          {radio(null, t('All categories'))}
          {categories.map((entry) => radio(entry.id, entry.name))}
        </div>
      </div>
      <p className="wgt-sr-only" role="status">
        {status}
      </p>
    </>
  );
}
