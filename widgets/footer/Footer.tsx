import { type CSSProperties, useState } from 'react';
import type { WidgetProps } from '../../src/kernel/types';
import { prefersReducedMotion } from '../../src/ui/motion';
import { readFooterMarkup } from './read-markup';

/**
 * The footer: a scroll-to-top link, and three schools whose logo and map pin belong together;
 * pointing at or focusing one school's logo or pin shrinks the other two.
 */
export default function Footer({ element }: WidgetProps) {
  const [{ top, schools, schoolsLabel, mapLabel }] = useState(() => readFooterMarkup(element));
  const [active, setActive] = useState<number | null>(null);

  const stateOf = (index: number) =>
    active === null ? '' : active === index ? ' wgt-is-active' : ' wgt-is-shrunk';
  const highlight = (index: number) => ({
    onPointerEnter: () => setActive(index),
    onPointerLeave: () => setActive(null),
    onFocus: () => setActive(index),
    onBlur: () => setActive(null),
  });

  return (
    <>
      <ul className="wgt-footer__schools" aria-label={schoolsLabel ?? undefined}>
        {schools.map((school, index) => (
          <li key={school.href + school.name} className={`wgt-footer__school${stateOf(index)}`}>
            <a className="wgt-footer__logo" href={school.href} {...highlight(index)}>
              <img
                src={school.logo.src}
                alt={school.name}
                width={school.logo.width || undefined}
                height={school.logo.height || undefined}
              />
            </a>
          </li>
        ))}
      </ul>
      {schools.some((school) => school.pin) && (
        <ul className="wgt-footer__map" aria-label={mapLabel ?? undefined}>
          {schools.map(
            (school, index) =>
              school.pin && (
                <li
                  key={school.pin.href + school.pin.label}
                  className={`wgt-footer__pin${stateOf(index)}`}
                  style={{ '--x': `${school.pin.x}%`, '--y': `${school.pin.y}%` } as CSSProperties}
                >
                  <a href={school.pin.href} {...highlight(index)}>
                    {school.pin.label}
                  </a>
                </li>
              ),
          )}
        </ul>
      )}
      {top && (
        <a className="wgt-footer__top" href={top.href} onClick={scrollToTop}>
          {top.label}
        </a>
      )}
    </>
  );
}

function scrollToTop(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users must land at the top too, not just the viewport.
  const id = decodeURIComponent(new URL(event.currentTarget.href).hash.slice(1));
  const target =
    (id && document.getElementById(id)) || document.querySelector('main') || document.body;
  if (target instanceof HTMLElement) {
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
}
