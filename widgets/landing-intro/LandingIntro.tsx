import { type CSSProperties, useLayoutEffect, useState } from 'react';
import type { WidgetProps } from '../../src/kernel/types';
import { prefersReducedMotion } from '../../src/ui/motion';
import { cssAnimationElapsed } from '../../src/ui/widget-root';
import { readIntroMarkup } from './read-markup';

/**
 * The landing page intro. The animation itself is CSS on the server markup's classes (it plays,
 * and ends with everything shown, even if JavaScript never runs; none under reduced motion).
 * The widget's copy continues it from where the server markup was, and makes the scroll hint
 * scroll (smoothly unless reduced motion is asked for) and move focus to the content. A
 * background image template (`data-intro-background`) is sized to the window.
 */
export default function LandingIntro({ element }: WidgetProps) {
  const [{ logo, title, strapline, alert, notice, scroll }] = useState(() =>
    readIntroMarkup(element),
  );
  const [elapsed] = useState(() => cssAnimationElapsed(element));
  const clock = elapsed
    ? ({ '--wgt-elapsed': `${Math.round(elapsed)}ms` } as CSSProperties)
    : undefined;
  const Heading = title?.level === 2 ? 'h2' : 'h1';

  // The background is sized by the definition's early work (./background.ts, before React),
  // again here should the widget mount anew, and goes back to the server's default when it
  // stops. The module is here already; its calls keep their order.
  useLayoutEffect(() => {
    const background = () => import('./background');
    background().then(({ sizeBackground }) => sizeBackground(element));
    return () => {
      background().then(({ restoreBackground }) => restoreBackground(element));
    };
  }, [element]);

  return (
    <>
      {logo && (
        <div className="wgt-intro__preloader" aria-hidden="true" style={clock}>
          <img
            src={logo.src}
            alt=""
            width={logo.width || undefined}
            height={logo.height || undefined}
            style={clock}
          />
        </div>
      )}
      {title && (
        <Heading className="wgt-intro__title" style={clock}>
          {title.text}
        </Heading>
      )}
      {strapline && (
        <p className="wgt-intro__strapline" style={clock}>
          {strapline}
        </p>
      )}
      {(alert || notice) && (
        <p className="wgt-intro__actions">
          {alert && (
            <a className="wgt-intro__alert" href={alert.href} style={clock}>
              {alert.label}
            </a>
          )}
          {notice && (
            <a className="wgt-intro__notice" href={notice.href} style={clock}>
              {notice.label}
            </a>
          )}
        </p>
      )}
      {scroll && (
        <a className="wgt-intro__scroll" href={scroll.href} style={clock} onClick={scrollToTarget}>
          {scroll.label}
        </a>
      )}
    </>
  );
}

function scrollToTarget(event: React.MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users must land on the content too, not just the viewport.
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
