import { useEffect, useState } from 'react';
import { formatPopupDate } from '../../../src/format/dates';
import { popupPhotoCount } from '../../../src/format/photos';
import { cleanTitle } from '../../../src/format/title';
import type { MediaClient } from '../../../src/media/client';
import type { PhotoSet } from '../../../src/media/types';
import { ShareButton } from '../../../src/ui/ShareButton';
import { Viewer } from './Viewer';

export interface PhotoViewerProps {
  /** GetPhotosSet SetId: the Flickr item's Id. */
  setId: number | string;
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

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'ready'; set: PhotoSet };

/**
 * The photos pop-up content (spec section 2): fetches the set (GetPhotosSet, aborted on unmount),
 * then shows the viewer, '{n} photos', the date and a share button. A failed call offers Retry.
 */
export default function PhotoViewer({
  setId,
  title,
  date,
  shareUrl,
  client,
  timeZone,
  titleId,
}: PhotoViewerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // attempt: Retry asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    client.getPhotosSet({ SetId: setId }, { signal: controller.signal }).then(
      (set) => {
        if (!controller.signal.aborted)
          setLoaded(set ? { status: 'ready', set } : { status: 'missing' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[widgets] the photo set could not be loaded:', error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, setId, attempt]);

  const set = loaded.status === 'ready' ? loaded.set : null;
  const heading = cleanTitle(title) || cleanTitle(set?.Title);
  const photos = set?.Photos ?? [];
  const shownDate = formatPopupDate(date || set?.Date, timeZone);

  return (
    <div className="wgt-photos" aria-busy={loaded.status === 'loading'}>
      <header className="wgt-photos__header">
        <h2 className="wgt-photos__title" id={titleId}>
          {heading || 'Photos'}
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
          Loading photos…
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="wgt-photos__status" role="alert">
          <p>The photos could not be loaded.</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}
      {loaded.status === 'missing' && (
        <p className="wgt-photos__status">This photo set is not available.</p>
      )}
      {set && photos.length === 0 && <p className="wgt-photos__status">This set has no photos.</p>}
      {set && photos.length > 0 && <Viewer key={String(setId)} photos={photos} title={heading} />}
    </div>
  );
}
