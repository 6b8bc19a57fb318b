import { useState } from 'react';
import { formatPopupDate } from '../../../../src/format/dates';
import { popupPhotoCount } from '../../../../src/format/photos';
import { cleanTitle } from '../../../../src/format/title';
import { t } from '../../../../src/i18n';
import type { MediaClient } from '../../../../src/media/client';
import type { PhotoSet } from '../../../../src/media/types';
import { useLoad, useLog } from '../../../../src/ui/widget-root';
import { ShareButton } from '../../share/ShareButton';
import { fullSizeUrl } from './photo-urls';
import { preloadImage } from './preload';
import { measureViewport } from './use-viewer';
import { Viewer } from './Viewer';

export interface PhotoViewerProps {
  /** GetPhotosSet SetId: the Flickr item's Id. */
  setId: number | string;
  /**
   * The set's answer when the host has it already (its own call, host/use-popup-item.ts): shown
   * in the first render. Undefined: the viewer waits for its call.
   */
  answer?: PhotoSet | null;
  /** The item's title and date, when the host has them; otherwise the set's own are shown. */
  title?: string;
  date?: string;
  /** Copied by the share button. */
  shareUrl: string;
  client: MediaClient;
  /** IANA zone of the date; default Europe/London. */
  timeZone?: string;
  /** id given to the title heading, so the host's dialog can be labelled by it. */
  titleId?: string;
}

/**
 * The first photo is asked for as soon as the answer names it, not a render and a commit later
 * when its <img> is made: the viewer's first render of a large set is no short one. The host
 * calls it too, once the answer and this chunk are both here (host/kinds.tsx, preparePhotos).
 */
export function askFirstPhoto(set: PhotoSet | null): PhotoSet | null {
  preloadImage(fullSizeUrl(set?.Photos?.[0]?.Sizes, measureViewport()));
  return set;
}

/**
 * The photos pop-up content (spec section 2): fetches the set (GetPhotosSet, aborted on unmount),
 * then shows the viewer, '{n} photos', the date and a share button. A failed call offers Retry.
 */
export default function PhotoViewer({
  setId,
  answer,
  title,
  date,
  shareUrl,
  client,
  timeZone,
  titleId,
}: PhotoViewerProps) {
  const log = useLog();
  // The answer the first render had, if any: a later one changes nothing (the call has it).
  const [early] = useState(answer);
  const answered = early !== undefined;
  // Asked for in the render when the answer is here: idempotent, and a commit sooner.
  if (answered) askFirstPhoto(early);
  const called = useLoad(
    answered ? null : String(setId),
    (signal) => client.getPhotosSet({ SetId: setId }, { signal }).then(askFirstPhoto),
    {
      onError: (error) => log.error('the photo set could not be loaded:', error),
    },
  );
  const loaded: typeof called = answered ? { status: 'ready', value: early, retry() {} } : called;
  const set = loaded.status === 'ready' ? loaded.value : null;
  const missing = loaded.status === 'ready' && !set;
  const heading = cleanTitle(title) || cleanTitle(set?.Title);
  const photos = set?.Photos ?? [];
  const shownDate = formatPopupDate(date || set?.Date, timeZone);

  return (
    <div className="wgt-photos" aria-busy={loaded.status === 'loading'}>
      <header className="wgt-photos__header">
        <h2 className="wgt-photos__title" id={titleId} dir="auto">
          {heading || t('Photos')}
        </h2>
        {set && (
          <p className="wgt-photos__meta">
            {photos.length > 0 && (
              <span className="wgt-photos__count">{popupPhotoCount('Flickr', photos.length)}</span>
            )}
            {shownDate && <span className="wgt-photos__date">{shownDate}</span>}
          </p>
        )}
        <ShareButton url={shareUrl} className="wgt-photos__share" />
      </header>
      {loaded.status === 'loading' && (
        <p className="wgt-photos__status" role="status">
          {t('Loading photos…')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="wgt-photos__status" role="alert">
          <p>{t('The photos could not be loaded.')}</p>
          <button type="button" onClick={loaded.retry}>
            {t('Retry')}
          </button>
        </div>
      )}
      {missing && <p className="wgt-photos__status">{t('This photo set is not available.')}</p>}
      {set && photos.length === 0 && (
        <p className="wgt-photos__status">{t('This set has no photos.')}</p>
      )}
      {set && photos.length > 0 && <Viewer key={String(setId)} photos={photos} title={heading} />}
    </div>
  );
}
