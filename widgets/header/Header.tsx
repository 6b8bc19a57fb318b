import { type CSSProperties, useState } from 'react';
import type { WidgetProps } from '../../src/kernel/types';
import { cssAnimationElapsed, usePageStore } from '../../src/ui/widget-root';
import { Portal } from './Portal';
import { readHeaderMarkup } from './read-markup';
import { templateOf } from './template';
import { useSticky } from './use-sticky';

/**
 * The site header: logo, portal link with its dropdown, and the menu button, which toggles the
 * opened header (the menu widget shows its overlay while `headerOpened` is true). Sticks to the
 * top after scrolling, by the template's thresholds (./sticky.ts).
 */
export default function Header({ element, store }: WidgetProps) {
  const [{ logo, menu, portal }] = useState(() => readHeaderMarkup(element));
  const [template] = useState(() => templateOf(element, document.body));
  // The landing intro slides the menu button and portal in: continue, don't restart.
  const [elapsed] = useState(() => cssAnimationElapsed(element));
  const opened = usePageStore((state) => state.headerOpened);
  const sticky = usePageStore((state) => state.sticky);
  useSticky(template, store);

  return (
    <div
      className={`wgt-header__bar${sticky ? ' wgt-is-sticky' : ''}${opened ? ' wgt-is-opened' : ''}`}
      style={
        elapsed ? ({ '--wgt-elapsed': `${Math.round(elapsed)}ms` } as CSSProperties) : undefined
      }
    >
      {logo && (
        <a className="wgt-header__logo" href={logo.href}>
          {logo.label}
        </a>
      )}
      {portal && <Portal portal={portal} />}
      {menu && (
        <button
          type="button"
          className="wgt-header__menu-button"
          aria-expanded={opened}
          aria-controls={menu.controls}
          onClick={() => store.getState().setHeaderOpened(!opened)}
        >
          {menu.label}
        </button>
      )}
    </div>
  );
}
