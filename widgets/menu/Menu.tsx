import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import type { PageState, WidgetProps } from '../../src/kernel/types';
import { tabbables } from '../../src/ui/tabbable';
import { afterNextPaint, usePageStore } from '../../src/ui/widget-root';
import { inertOutside } from './inert';
import { type MenuNode, readMenuMarkup } from './read-markup';
import { SearchForm } from './SearchForm';
import { activePath, closeAt, openAt, openerId, panelId, panelsOf } from './tree';

// Fetched on the first open only, with keen-slider.
const Promos = lazy(() => import('./Promos'));

/**
 * The full-screen site menu (WAI-ARIA APG disclosure navigation): three levels read from the
 * CMS's nested lists, the search form and the featured promo carousel. It shows while the
 * store's `headerOpened` is true (the header's menu button toggles it) and finds that button
 * by its aria-controls, which names this element's id.
 */
export default function Menu({ element, store }: WidgetProps) {
  const [markup] = useState(() => readMenuMarkup(element));
  const active = useMemo(() => activePath(markup.items), [markup]);
  const panels = useMemo(() => panelsOf(markup.items), [markup]);
  const opened = usePageStore((state) => state.headerOpened);
  const path = usePageStore((state) => state.menuPath);
  const [everOpened, setEverOpened] = useState(opened);
  const overlay = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const releaseInert = useRef(() => {});
  const pathOnOpen = useRef(path);
  pathOnOpen.current = path;

  const controller = () =>
    document.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(markup.id)}"]`);

  const closeMenu = (returnFocus: boolean) => {
    // Synchronously, so that a Tab out of the menu lands on the page, which is no longer inert.
    releaseInert.current();
    store.getState().setHeaderOpened(false);
    if (returnFocus) controller()?.focus();
  };

  // The levels of the current page open in the same update that opens the menu.
  useEffect(() => {
    const openActive = (state: PageState) => {
      if (state.headerOpened && state.menuPath.length === 0 && active.length > 0) {
        state.setMenuPath(active);
      }
    };
    openActive(store.getState());
    return store.subscribe((state, previous) => {
      if (!previous.headerOpened) openActive(state);
    });
  }, [store, active]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open and close only
  useLayoutEffect(() => {
    if (!opened) return;
    const self = overlay.current;
    // Opened with no level open: the current page's levels are opening (see the effect above),
    // also when the menu mounts already opened (a click that beat the menu's code download).
    const openPath = pathOnOpen.current.length > 0 ? pathOnOpen.current : active;
    // The click paints the overlay first (INP, a bench budget); making
    // the page inert (a restyle of all of it), moving focus (a forced layout) and the promo
    // carousel follow in the task after that paint.
    const cancelSettle = afterNextPaint(() => {
      releaseInert.current = inertOutside(element, controller());
      const deepest = self?.querySelector(`[data-level="${openPath.length + 1}"]`) ?? null;
      const target =
        deepest?.querySelector<HTMLElement>('[aria-current="page"]') ??
        deepest?.querySelector<HTMLElement>('.wgt-menu__item > :is(a, button)');
      if (!self?.contains(document.activeElement)) target?.focus();
      setEverOpened(true);
    });

    // Focus moving anywhere but the menu and its button (Shift+Tab out, a click) closes it.
    const onFocusIn = (event: FocusEvent) => {
      const to = event.target as Node;
      if (self?.contains(to) || controller()?.contains(to)) return;
      closeMenu(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelSettle();
      document.removeEventListener('focusin', onFocusIn);
      releaseInert.current();
      // Closed from elsewhere while focus was inside: don't leave it on a hidden element.
      if (self?.contains(document.activeElement)) controller()?.focus();
    };
  }, [opened]);

  // Focus to move after a level opens or closes, once the panels have their new classes.
  useLayoutEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = null;
    target?.focus();
  });

  const openLevel = (level: number, node: MenuNode) => {
    if (path[level - 1] === node.id) {
      store.getState().setMenuPath(closeAt(path, level + 1));
      return;
    }
    store.getState().setMenuPath(openAt(path, level, node.id));
    pendingFocus.current = () =>
      document.getElementById(panelId(node.id))?.querySelector<HTMLElement>('.wgt-menu__title a');
  };

  const closeLevel = (level: number) => {
    const opener = path[level - 2];
    store.getState().setMenuPath(closeAt(path, level));
    pendingFocus.current = () => (opener ? document.getElementById(openerId(opener)) : null);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (path.length > 0) closeLevel(path.length + 1);
      else closeMenu(true);
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && overlay.current) {
      if (event.target === tabbables(overlay.current).at(-1)) closeMenu(false);
    }
  };

  const list = (items: MenuNode[], level: number) => (
    <ul className="wgt-menu__list">
      {items.map((node) => (
        <li key={node.id} className="wgt-menu__item">
          {node.children.length > 0 ? (
            <button
              type="button"
              id={openerId(node.id)}
              className="wgt-menu__opener"
              aria-expanded={path[level - 1] === node.id}
              aria-controls={panelId(node.id)}
              onClick={() => openLevel(level, node)}
            >
              {node.title}
            </button>
          ) : (
            <a href={node.href} aria-current={node.current ? 'page' : undefined}>
              {node.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  );

  const panelClass = (level: number, open: boolean) =>
    `wgt-menu__panel wgt-menu__panel--${level}${open ? ' wgt-is-open' : ''}${
      open && path.length >= level ? ' wgt-is-covered' : ''
    }`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab anywhere in the menu (APG)
    <div className="wgt-menu__overlay" ref={overlay} hidden={!opened} onKeyDown={onKeyDown}>
      {markup.search && <SearchForm search={markup.search} />}
      <div className="wgt-menu__levels">
        <div className={panelClass(1, true)} data-level={1}>
          {list(markup.items, 1)}
        </div>
        {panels.map(({ node, level, parent }) => {
          const open = path[level - 2] === node.id;
          return (
            <div
              key={node.id}
              id={panelId(node.id)}
              className={panelClass(level, open)}
              data-level={open ? level : undefined}
            >
              <button type="button" className="wgt-menu__back" onClick={() => closeLevel(level)}>
                {t('Back')}
                <span className="wgt-sr-only">
                  {' '}
                  {parent ? t('to {title}', { title: parent.title }) : t('to the main menu')}
                </span>
              </button>
              <h2 className="wgt-menu__title">
                <a href={node.href} aria-current={node.current ? 'page' : undefined}>
                  {node.title}
                </a>
              </h2>
              {list(node.children, level)}
            </div>
          );
        })}
      </div>
      {everOpened && markup.promos && (
        <Suspense fallback={null}>
          <Promos label={markup.promos.label} items={markup.promos.items} shown={opened} />
        </Suspense>
      )}
    </div>
  );
}
