import { type KeyboardEvent, useEffect, useRef } from 'react';
import { newsCategories } from '../../../../src/format/categories';
import { cardImageUrl } from '../../../../src/format/images';
import { shownImageWidth } from '../../../../src/format/popup-images';
import { isHttpOrSitePath } from '../../../../src/format/safe-url';
import { cleanTitle } from '../../../../src/format/title';
import { t } from '../../../../src/i18n';
import { readSchools, schoolOf } from '../../../../src/schools/schools';
import { cardSettings } from '../../../../src/ui/cards/settings';
import { SafeHtml } from '../../../../src/ui/SafeHtml';
import { useLog } from '../../../../src/ui/widget-root';
import type { PopupContentProps } from '../../host/content';
import { PopupHeader } from '../../host/PopupHeader';
import { ShareButton } from '../../share/ShareButton';
import { useZoom, zoomedImageWidth } from './use-zoom';

/** Image width asked of the image service in the pop-up (enlarged: the width it is shown at). */
const IMAGE_WIDTH = 720;

/**
 * News pop-up (spec section 2): title, date ('Do MMM YYYY'), up to two categories, the image
 * with its zoom overlay, the description (sanitized) and a share button; alert style when the
 * item is an alert.
 */
export default function NewsPopup({ item, titleId, config, shareUrl }: PopupContentProps) {
  const settings = cardSettings(config);
  const school = schoolOf(readSchools(config.schools, useLog()), item.FeedId)?.name;
  const title = cleanTitle(item.Title) || t('News');
  const alert = item.IsAlert === true;
  const hasImage = isHttpOrSitePath(item.Image);
  const image = (width: number) =>
    cardImageUrl(item.Image, { service: settings.imageService, defaultImage: '', width });
  const zoom = useZoom();
  const zoomButton = useRef<HTMLButtonElement>(null);
  const zoomClose = useRef<HTMLButtonElement>(null);
  const zoomOpen = zoom.phase === 'shown' || zoom.phase === 'zoomed';

  // Focus follows the overlay: into it when it opens, back to the image when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (zoomOpen && !wasOpen.current) zoomClose.current?.focus();
    if (!zoomOpen && wasOpen.current) zoomButton.current?.focus();
    wasOpen.current = zoomOpen;
  }, [zoomOpen]);

  const onOverlayKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape closes the overlay only, not the pop-up under it.
    event.preventDefault();
    event.stopPropagation();
    zoom.close();
  };

  return (
    <article className={`wgt-news-popup${alert ? ' wgt-is-alert' : ''}`}>
      <div className="wgt-news-popup__body" inert={zoomOpen || undefined}>
        <PopupHeader
          titleId={titleId}
          title={title}
          categories={newsCategories(item)}
          date={item.Date}
          timeZone={settings.timeZone}
          school={school}
          flag={alert && <p className="wgt-news-popup__alert">{t('Alert')}</p>}
        />
        {hasImage && (
          <button
            ref={zoomButton}
            type="button"
            className="wgt-news-popup__image-button"
            onClick={zoom.open}
          >
            <img
              className="wgt-news-popup__image"
              src={image(IMAGE_WIDTH)}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_WIDTH * (2 / 3)}
            />
            <span className="wgt-sr-only">{t('Enlarge the image')}</span>
          </button>
        )}
        <SafeHtml html={item.Description} className="wgt-popup__description" />
        <ShareButton url={shareUrl} className="wgt-popup__share" />
      </div>
      {zoom.phase !== 'hidden' && (
        <figure
          className={`wgt-zoom${zoom.phase === 'zoomed' ? ' wgt-is-zoomed' : ''}`}
          aria-label={t('Enlarged image')}
          onKeyDown={onOverlayKey}
        >
          <img
            className="wgt-zoom__image"
            src={image(
              shownImageWidth(zoomedImageWidth(innerWidth, innerHeight), devicePixelRatio),
            )}
            alt={title}
          />
          <button ref={zoomClose} type="button" className="wgt-zoom__close" onClick={zoom.close}>
            {t('Close the enlarged image')}
          </button>
        </figure>
      )}
    </article>
  );
}
