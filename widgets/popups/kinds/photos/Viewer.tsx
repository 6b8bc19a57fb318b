import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { visibleThumbnails } from '../../../../src/format/thumbnails';
import { t } from '../../../../src/i18n';
import type { Photo } from '../../../../src/media/types';
import { fullSizeUrl, previewUrl, thumbnailWindow } from './photo-urls';
import { preloadImage } from './preload';
import { useViewerMachine, useViewport } from './use-viewer';
import { SLIDE_MS, wrapIndex } from './viewer-machine';

/** A horizontal swipe longer than this moves; shorter ones are taps or scroll jitter. */
export const SWIPE_THRESHOLD_PX = 40;

interface Props {
  photos: readonly Photo[];
  /** The set's title, for the main image's alt text. */
  title: string;
}

// Whether the viewer reads right to left (an Arabic page): here rather than in src/i18n, whose
// runtime every page loads, so that only the viewer's chunk pays for it.
const isRtl = (node: Element) => getComputedStyle(node).direction === 'rtl';

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The viewer of a loaded set: the main image between its neighbours, previous/next, play/pause,
 * the position for screen readers, and the thumbnail carousel. Behaviour is viewer-machine.ts.
 */
export function Viewer({ photos, title }: Props) {
  const count = photos.length;
  const [state, machine] = useViewerMachine(count);
  const viewport = useViewport();
  const track = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const thumbnailsId = useId();
  const { index, slide, playing, thumbnailsVisible } = state;

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

  const ahead = count < 2 ? [] : [full(index + 1), full(index - 1), full(index + 2)];
  const aheadKey = ahead.join(' ');
  // Keyed by the URLs themselves: a new array each render is not a new set of images.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    for (const url of ahead) preloadImage(url);
  }, [aheadKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    machine.activity();
    if (isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    // The arrow keys follow the reading direction: right to left, ArrowLeft is the next photo.
    const rtl = isRtl(event.currentTarget);
    const act = {
      ArrowLeft: () => machine.send({ type: rtl ? 'next' : 'previous', by: 'user' }),
      ArrowRight: () => machine.send({ type: rtl ? 'previous' : 'next', by: 'user' }),
      Home: () => machine.send({ type: 'goTo', index: 0, by: 'user' }),
      End: () => machine.send({ type: 'goTo', index: count - 1, by: 'user' }),
    }[event.key];
    if (!act || count < 2) return;
    event.preventDefault();
    act();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y))
      return;
    // A swipe towards the start of the line (left, or right in Arabic) brings the next photo.
    const towardsStart = isRtl(event.currentTarget) ? dx > 0 : dx < 0;
    machine.send({ type: towardsStart ? 'next' : 'previous', by: 'user' });
  };

  const visible = visibleThumbnails(viewport.width);
  const current = full(index);
  const single = count < 2;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the viewer move it (the buttons inside are the interactive parts)
    <div
      className={`wgt-photos__viewer${slide ? ' wgt-is-sliding' : ''}`}
      onKeyDown={onKeyDown}
      onPointerMove={() => machine.activity()}
    >
      <div
        className="wgt-photos__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div className="wgt-photos__track" ref={track}>
          <div className="wgt-photos__slot wgt-photos__slot--side" aria-hidden="true">
            {!single && full(leftPhoto) && <img src={full(leftPhoto)} alt="" decoding="async" />}
          </div>
          <div className="wgt-photos__slot wgt-photos__slot--current">
            {current ? (
              <img
                src={current}
                alt={`${title ? `${title}, ` : ''}${t('{index} of {count}', { index: index + 1, count })}`}
                decoding="async"
              />
            ) : (
              <p className="wgt-photos__missing">{t('This photo is not available.')}</p>
            )}
          </div>
          <div className="wgt-photos__slot wgt-photos__slot--side" aria-hidden="true">
            {!single && full(rightPhoto) && <img src={full(rightPhoto)} alt="" decoding="async" />}
          </div>
        </div>
        {!single && (
          <>
            <button
              type="button"
              className="wgt-photos__arrow wgt-photos__arrow--previous"
              onClick={() => machine.send({ type: 'previous', by: 'user' })}
            >
              <span aria-hidden="true">‹</span>
              <span className="wgt-sr-only">{t('Previous photo')}</span>
            </button>
            <button
              type="button"
              className="wgt-photos__arrow wgt-photos__arrow--next"
              onClick={() => machine.send({ type: 'next', by: 'user' })}
            >
              <span aria-hidden="true">›</span>
              <span className="wgt-sr-only">{t('Next photo')}</span>
            </button>
          </>
        )}
      </div>

      <div className="wgt-photos__controls">
        {!single && (
          <button
            type="button"
            className="wgt-photos__play"
            onClick={() => machine.send({ type: 'togglePlay' })}
          >
            {playing ? t('Pause') : t('Play')}
          </button>
        )}
        {/* APG carousel: the position is announced on the visitor's moves, not the slideshow's. */}
        <p
          className="wgt-photos__position"
          aria-live={playing ? 'off' : 'polite'}
          aria-atomic="true"
        >
          {t('Photo {index} of {count}', { index: index + 1, count })}
        </p>
        <button
          type="button"
          className="wgt-photos__toggle"
          aria-expanded={thumbnailsVisible}
          aria-controls={thumbnailsId}
          onClick={() =>
            machine.send({ type: thumbnailsVisible ? 'hideThumbnails' : 'showThumbnails' })
          }
        >
          <span aria-hidden="true">{thumbnailsVisible ? '▾' : '▴'}</span>
          <span className="wgt-sr-only">{t('Thumbnails')}</span>
        </button>
      </div>

      <ul
        id={thumbnailsId}
        className="wgt-photos__thumbnails"
        aria-label={t('Thumbnails')}
        hidden={!thumbnailsVisible}
        onFocus={() => machine.holdThumbnails(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            machine.holdThumbnails(false);
        }}
      >
        {thumbnailWindow(index, count, visible).map((i) => {
          const src = previewUrl(photos[i]?.Sizes);
          return (
            <li key={i} className="wgt-photos__thumbnail">
              <button
                type="button"
                aria-label={t('Photo {index}', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => machine.send({ type: 'goTo', index: i, by: 'user' })}
              >
                {src && (
                  <img src={src} alt="" width={170} height={113} loading="lazy" decoding="async" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
