import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { t } from '../../src/i18n';
import type { PageState, WidgetProps } from '../../src/kernel/types';
import { loadOnce, reportLoadFailure } from '../../src/ui/chunk-load';
import { afterNextPaint, useLog, usePageStore } from '../../src/ui/widget-root';
import { inertOutside } from './inert';
import { type MenuNode, readMenuMarkup } from './read-markup';
import { SearchForm } from './SearchForm';
import { activePath, closeAt, openAt, openerId, panelId, panelsOf } from './tree';

// Fetched on the first open only, with keen-slider.
const Promos = lazy(() => import('./Promos'));

// Only Tab past the last item needs it: fetched once the menu has mounted, not with the menu's
// code. As a static import its chunk was one more that a click beating the menu's code waited
// for, asked for by boot.js's preload timer behind the click's own work, and often arriving
// after the menu's own chunk (budget: `TIMES.menuOpen`, bench/budgets.mjs, its cold clicks).
const loadTabbables = loadOnce(() =>
  import('../../src/ui/tabbable').then((module) => module.tabbables),
);

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
  const log = useLog();
  const overlay = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const releaseInert = useRef(() => {});
  const pathOnOpen = useRef(path);
  pathOnOpen.current = path;
  // The levels shown: closed, the overlay is laid out unseen (styles.css) with the current
  // page's levels open, as the next open will show them, so the click only makes it visible.
  const shown = opened ? path : active;

  const controller = () =>
    document.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(markup.id)}"]`);

  const closeMenu = (returnFocus: boolean) => {
    // Synchronously, so that a Tab out of the menu lands on the page, which is no longer inert.
    releaseInert.current();
    store.getState().setHeaderOpened(false);
    if (returnFocus) controller()?.focus();
  };

  useEffect(() => {
    loadTabbables().catch((error: unknown) =>
      reportLoadFailure(log, 'the menu could not load its Tab order:', error),
    );
  }, [log]);

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

  // Stable, reading the path from the store: the memoized levels keep them across renders.
  const openLevel = useCallback(
    (level: number, node: MenuNode) => {
      const { menuPath, setMenuPath } = store.getState();
      if (menuPath[level - 1] === node.id) {
        setMenuPath(closeAt(menuPath, level + 1));
        return;
      }
      setMenuPath(openAt(menuPath, level, node.id));
      pendingFocus.current = () =>
        document.getElementById(panelId(node.id))?.querySelector<HTMLElement>('.wgt-menu__title a');
    },
    [store],
  );

  const closeLevel = useCallback(
    (level: number) => {
      const { menuPath, setMenuPath } = store.getState();
      const opener = menuPath[level - 2];
      setMenuPath(closeAt(menuPath, level));
      pendingFocus.current = () => (opener ? document.getElementById(openerId(opener)) : null);
    },
    [store],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (path.length > 0) closeLevel(path.length + 1);
      else closeMenu(true);
      return;
    }
    if (event.key === 'Tab' && !event.shiftKey && overlay.current) {
      // Not fetched (yet, or it failed): Tab goes where the browser sends it; Escape closes.
      const tabbables = loadTabbables.peek();
      if (tabbables && event.target === tabbables(overlay.current).at(-1)) closeMenu(false);
    }
  };

  // The search form and the levels re-render only when what they show changes: opening the
  // menu re-renders no more than the overlay itself.
  const search = useMemo(() => markup.search && <SearchForm search={markup.search} />, [markup]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab anywhere in the menu (APG)
    <div className="wgt-menu__overlay" ref={overlay} hidden={!opened} onKeyDown={onKeyDown}>
      {search}
      <Levels
        items={markup.items}
        panels={panels}
        shown={shown}
        onOpen={openLevel}
        onBack={closeLevel}
      />
      {everOpened && markup.promos && (
        <Suspense fallback={null}>
          <Promos label={markup.promos.label} items={markup.promos.items} shown={opened} />
        </Suspense>
      )}
    </div>
  );
}

interface LevelsProps {
  items: MenuNode[];
  panels: ReturnType<typeof panelsOf>;
  /** The open path: the ids of the items whose levels show. */
  shown: readonly string[];
  onOpen: (level: number, node: MenuNode) => void;
  onBack: (level: number) => void;
}

/** The menu's three levels: level one, and a panel for each item with a sub-list. */
const Levels = memo(
  function Levels({ items, panels, shown, onOpen, onBack }: LevelsProps) {
    const list = (nodes: MenuNode[], level: number) => (
      <ul className="wgt-menu__list">
        {nodes.map((node) => (
          <li key={node.id} className="wgt-menu__item">
            {node.children.length > 0 ? (
              <button
                type="button"
                id={openerId(node.id)}
                className="wgt-menu__opener"
                aria-expanded={shown[level - 1] === node.id}
                aria-controls={panelId(node.id)}
                onClick={() => onOpen(level, node)}
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
        open && shown.length >= level ? ' wgt-is-covered' : ''
      }`;

    return (
      <div className="wgt-menu__levels">
        <div className={panelClass(1, true)} data-level={1}>
          {list(items, 1)}
        </div>
        {panels.map(({ node, level, parent }) => {
          const open = shown[level - 2] === node.id;
          return (
            <div
              key={node.id}
              id={panelId(node.id)}
              className={panelClass(level, open)}
              data-level={open ? level : undefined}
            >
              <button type="button" className="wgt-menu__back" onClick={() => onBack(level)}>
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
    );
  },
  // The path by its ids: the store hands a new array for the same levels (the open that sets
  // the current page's path, which the closed overlay already shows).
  (before, after) =>
    before.items === after.items &&
    before.panels === after.panels &&
    before.onOpen === after.onOpen &&
    before.onBack === after.onBack &&
    before.shown.join(' ') === after.shown.join(' '),
);
