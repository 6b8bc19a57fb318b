import { visibleThumbnails } from '../../../../src/format/thumbnails';
import { t } from '../../../../src/i18n';
import { previewUrl, thumbnailWindow } from './photo-urls';
import type { ViewerParts } from './use-viewer';

/**
 * The thumbnail strip: a window of "Photo N" buttons centred on the current photo, held open
 * while focus is inside it (keyboard users would lose focus if it hid).
 */
export function Thumbnails({
  id,
  photos,
  state,
  viewport,
  machine,
  firstShown,
}: ViewerParts & { id: string }) {
  const { index, thumbnailsVisible } = state;
  return (
    <ul
      id={id}
      className="wgt-photos__thumbnails"
      aria-label={t('Thumbnails')}
      hidden={!thumbnailsVisible}
      onFocus={() => machine.holdThumbnails(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          machine.holdThumbnails(false);
      }}
    >
      {thumbnailWindow(index, photos.length, visibleThumbnails(viewport.width)).map((i) => {
        const src = firstShown ? previewUrl(photos[i]?.Sizes) : '';
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
  );
}
