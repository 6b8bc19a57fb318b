import { useEffect, useLayoutEffect, useRef } from 'react';
import { t } from '../../../../src/i18n';
import { fullSizeUrl } from './photo-urls';
import { preloadImage } from './preload';
import { isRtl, useSwipe, type ViewerParts } from './use-viewer';
import { SLIDE_MS, wrapIndex } from './viewer-machine';

/**
 * The main image between its neighbours, sliding from one to the next, with previous/next
 * buttons and the swipe of a finger or pen; the next photos are decoded ahead.
 */
export function Stage({
  photos,
  title,
  state: { index, slide },
  viewport,
  machine,
  firstShown,
  onFirstLoaded,
}: ViewerParts) {
  const count = photos.length;
  const track = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(machine);
  const full = (i: number) => fullSizeUrl(photos[wrapIndex(i, count)]?.Sizes, viewport);
  // During a slide the side it comes from shows the photo it leaves (a thumbnail jump may leave
  // a photo that is not a neighbour of the new one).
  const leftPhoto = slide?.direction === 1 ? slide.from : wrapIndex(index - 1, count);
  const rightPhoto = slide?.direction === -1 ? slide.from : wrapIndex(index + 1, count);

  useLayoutEffect(() => {
    const element = track.current;
    if (!slide || !element || typeof element.animate !== 'function') return;
    // The track is laid out for the new photo already; it starts one slot back, where the photo
    // it leaves was centred, and slides home.
    // Right to left, the previous photo's slot is on the right: the track comes from there.
    const side = isRtl(element) ? -1 : 1;
    const animation = element.animate(
      [{ transform: `translateX(${(side * slide.direction * 100) / 3}%)` }, { transform: 'none' }],
      { duration: SLIDE_MS, easing: 'ease-out' },
    );
    // cancel() rejects `finished`; nobody waits for it.
    animation.finished?.catch(() => {});
    return () => animation.cancel();
  }, [slide]);

  const ahead = count < 2 || !firstShown ? [] : [full(index + 1), full(index - 1), full(index + 2)];
  const aheadKey = ahead.join(' ');
  // Keyed by the URLs themselves: a new array each render is not a new set of images.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    for (const url of ahead) preloadImage(url);
  }, [aheadKey]);

  const current = full(index);
  const single = count < 2;
  // The neighbours wait for the first photo to be shown (useFirstShown); a photo with no usable
  // URL has nothing to wait for.
  const sides = !single && firstShown;
  useEffect(() => {
    if (!current) onFirstLoaded();
  }, [current, onFirstLoaded]);
  const arrows = [
    ['previous', '‹', t('Previous photo')],
    ['next', '›', t('Next photo')],
  ] as const;

  return (
    <div className="wgt-photos__stage" {...swipe}>
      <div className="wgt-photos__track" ref={track}>
        <div className="wgt-photos__slot wgt-photos__slot--side" aria-hidden="true">
          {sides && full(leftPhoto) && <img src={full(leftPhoto)} alt="" decoding="async" />}
        </div>
        <div className="wgt-photos__slot wgt-photos__slot--current">
          {current ? (
            <img
              src={current}
              alt={`${title ? `${title}, ` : ''}${t('{index} of {count}', { index: index + 1, count })}`}
              decoding="async"
              onLoad={onFirstLoaded}
              onError={onFirstLoaded}
            />
          ) : (
            <p className="wgt-photos__missing">{t('This photo is not available.')}</p>
          )}
        </div>
        <div className="wgt-photos__slot wgt-photos__slot--side" aria-hidden="true">
          {sides && full(rightPhoto) && <img src={full(rightPhoto)} alt="" decoding="async" />}
        </div>
      </div>
      {!single &&
        arrows.map(([type, glyph, label]) => (
          <button
            key={type}
            type="button"
            className={`wgt-photos__arrow wgt-photos__arrow--${type}`}
            onClick={() => machine.send({ type, by: 'user' })}
          >
            <span aria-hidden="true">{glyph}</span>
            <span className="wgt-sr-only">{label}</span>
          </button>
        ))}
    </div>
  );
}
