import { type KeyboardEvent, useId } from 'react';
import { t } from '../../../../src/i18n';
import { Stage } from './Stage';
import { Thumbnails } from './Thumbnails';
import {
  isRtl,
  useFirstShown,
  useViewerMachine,
  useViewport,
  type ViewerParts,
} from './use-viewer';

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The viewer of a loaded set: the stage (the main image between its neighbours, previous/next),
 * play/pause, the position for screen readers, and the thumbnail strip. Behaviour is
 * viewer-machine.ts; the keys act anywhere inside.
 */
export function Viewer({ photos, title }: Pick<ViewerParts, 'photos' | 'title'>) {
  const count = photos.length;
  const [state, machine] = useViewerMachine(count);
  const viewport = useViewport();
  const thumbnailsId = useId();
  const { index, slide, playing, thumbnailsVisible } = state;
  const single = count < 2;
  const [firstShown, onFirstLoaded] = useFirstShown();
  const parts = { photos, title, state, viewport, machine, firstShown, onFirstLoaded };

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
    if (!act || single) return;
    event.preventDefault();
    act();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the viewer move it (the buttons inside are the interactive parts)
    <div
      className={`wgt-photos__viewer${slide ? ' wgt-is-sliding' : ''}`}
      onKeyDown={onKeyDown}
      onPointerMove={() => machine.activity()}
    >
      <Stage {...parts} />

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

      <Thumbnails {...parts} id={thumbnailsId} />
    </div>
  );
}
