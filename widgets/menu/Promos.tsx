import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import { reportLoadFailure } from '../../src/ui/chunk-load';
import { prefersReducedMotion } from '../../src/ui/motion';
import { useLog } from '../../src/ui/widget-root';
import { loadSlider } from './load-slider';
import type { Promo } from './read-markup';

/** Spec section 9: the featured promo carousel advances every 5000 ms. */
export const AUTOPLAY_MS = 5000;
/** Spec section 9: slide animation. */
const SLIDE_MS = 500;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The featured promo carousel (WAI-ARIA APG carousel). Loaded and rendered the first time the
 * menu opens; keen-slider is fetched then, so its code never weighs on a page load. Autoplays
 * every 5000 ms while the menu is open, in a loop; pauses while pointed at or focused, and with
 * the visible pause button. No autoplay for visitors who asked for reduced motion.
 */
export default function Promos({
  label,
  items,
  shown,
}: {
  label: string;
  items: Promo[];
  /** The menu is open: the carousel can be seen. */
  shown: boolean;
}) {
  const log = useLog();
  const track = useRef<HTMLDivElement>(null);
  const [slider, setSlider] = useState<KeenSliderInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = slider !== null && shown && playing && !hovered && !focused;

  useEffect(() => {
    let cancelled = false;
    let instance: KeenSliderInstance | undefined;
    loadSlider()
      .then((KeenSlider) => {
        if (cancelled || !track.current) return;
        instance = new KeenSlider(track.current, {
          loop: true,
          // Right to left, the next slide comes from the left (keen-slider mirrors its track).
          rtl: getComputedStyle(track.current).direction === 'rtl',
          selector: '.wgt-menu__promo',
          defaultAnimation: { duration: prefersReducedMotion() ? 0 : SLIDE_MS },
          slideChanged: (changed) => setIndex(changed.track.details.rel),
        });
        setSlider(instance);
      })
      .catch((error: unknown) => reportLoadFailure(log, 'the promo carousel failed:', error));
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [log]);

  // A fresh timer on every slide: a manual move also restarts the 5 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer
  useEffect(() => {
    if (!rotating || !slider) return;
    const timer = setTimeout(() => slider.next(), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, slider, index]);

  return (
    <section
      className="wgt-menu__promos"
      aria-roledescription="carousel"
      aria-label={label || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="wgt-menu__promo-track" ref={track} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((promo, position) => (
          // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a group, not a fieldset
          <div
            key={promo.href + promo.title}
            className="wgt-menu__promo"
            role="group"
            aria-roledescription="slide"
            aria-label={t('{index} of {count}', { index: position + 1, count: items.length })}
            inert={position !== index}
          >
            <a className="wgt-menu__promo-link" href={promo.href}>
              {promo.image && (
                <img
                  src={promo.image.src}
                  alt=""
                  width={promo.image.width || undefined}
                  height={promo.image.height || undefined}
                />
              )}
              <span className="wgt-menu__promo-title" dir="auto">
                {promo.title}
              </span>
            </a>
          </div>
        ))}
      </div>
      <div className="wgt-menu__promo-controls">
        <button
          type="button"
          className="wgt-menu__promo-step"
          aria-label={t('Previous slide')}
          onClick={() => slider?.prev()}
        >
          ‹
        </button>
        <p className="wgt-menu__promo-counter">
          {pad(index + 1)}/{pad(items.length)}
        </p>
        <button
          type="button"
          className="wgt-menu__promo-step"
          aria-label={t('Next slide')}
          onClick={() => slider?.next()}
        >
          ›
        </button>
        <button
          type="button"
          className="wgt-menu__promo-toggle"
          onClick={() => setPlaying(!playing)}
        >
          {playing ? t('Pause') : t('Play')}
        </button>
      </div>
    </section>
  );
}
