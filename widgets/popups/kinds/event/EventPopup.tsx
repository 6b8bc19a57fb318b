import { lazy, Suspense, useId } from 'react';
import { newsCategories } from '../../../../src/format/categories';
import { eventPopupTime } from '../../../../src/format/event-popup-time';
import { showsUpdatedNotice } from '../../../../src/format/events';
import { cardImageUrl } from '../../../../src/format/images';
import { EVENT_IMAGE_WIDTH, eventImageUrl } from '../../../../src/format/popup-images';
import { isHttpOrSitePath } from '../../../../src/format/safe-url';
import { cleanTitle } from '../../../../src/format/title';
import { t } from '../../../../src/i18n';
import { readSchools, schoolOf } from '../../../../src/schools/schools';
import { cardSettings } from '../../../../src/ui/cards/settings';
import { loadOnce } from '../../../../src/ui/chunk-load';
import { SafeHtml } from '../../../../src/ui/SafeHtml';
import { useLog } from '../../../../src/ui/widget-root';
import type { PopupContentProps } from '../../host/content';
import { PopupHeader } from '../../host/PopupHeader';
import { ShareButton } from '../../share/ShareButton';
import { AddToCalendar } from './AddToCalendar';
import { Booking } from './Booking';
import { Directions } from './Directions';
import { RelatedEvents } from './RelatedEvents';

// Leaflet, the largest chunk after React, loads only for an event that has coordinates.
const EventMap = lazy(loadOnce(() => import('./EventMap')));

const BANNER_WIDTH = 1200;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * Event pop-up (spec section 2): categories, title, time ('all day' or start ' to ' end), the
 * 'Updated' notice for alerts, a date block, image and banner, description, booking, a link
 * button, add-to-calendar, the venue (name, address, a map with a marker, a directions box) and
 * other events in the same categories.
 */
export default function EventPopup({ item, titleId, config, shareUrl, client }: PopupContentProps) {
  const settings = cardSettings(config);
  const school = schoolOf(readSchools(config.schools, useLog()), item.FeedId)?.name;
  const zone = settings.timeZone;
  const venueId = useId();
  const title = cleanTitle(item.Title) || t('Event');
  const time = eventPopupTime(item, zone);
  const image = eventImageUrl(item.Image);
  const banner = isHttpOrSitePath(item.BannerImage)
    ? cardImageUrl(item.BannerImage, {
        service: settings.imageService,
        defaultImage: '',
        width: BANNER_WIDTH,
      })
    : '';
  const link = isHttpOrSitePath(item.Link) ? item.Link.trim() : '';
  const offSiteLink = /^(https?:)?\/\//i.test(link);
  const place = text(item.Location);
  const address = text(item.LocationAdress);
  const latitude = coordinate(item.Latitude, 90);
  const longitude = coordinate(item.Longitude, 180);
  const hasCoordinates = latitude !== null && longitude !== null;
  const destination = address || place || (hasCoordinates ? `${latitude},${longitude}` : '');
  const tileUrl = config.mapTileUrl ?? '';

  return (
    <article className={`wgt-event-popup${showsUpdatedNotice(item) ? ' wgt-is-updated' : ''}`}>
      {banner && (
        <img
          className="wgt-event-popup__banner"
          src={banner}
          alt=""
          width={BANNER_WIDTH}
          height={300}
        />
      )}
      <PopupHeader
        titleId={titleId}
        title={title}
        categories={newsCategories(item)}
        date={item.Date}
        timeZone={zone}
        school={school}
        dateAs="block"
      >
        {time && <p className="wgt-event-popup__time">{time}</p>}
        {showsUpdatedNotice(item) && <p className="wgt-event-popup__updated">{t('Updated')}</p>}
      </PopupHeader>
      {image && (
        <img
          className="wgt-event-popup__image"
          src={image}
          alt=""
          width={EVENT_IMAGE_WIDTH}
          height={Math.round((EVENT_IMAGE_WIDTH * 2) / 3)}
        />
      )}
      <SafeHtml html={item.Description} className="wgt-popup__description" />
      <Booking event={item} embedHosts={config.embedHosts} />
      <div className="wgt-event-popup__actions">
        {link && (
          <a
            className="wgt-button"
            href={link}
            target={offSiteLink ? '_blank' : undefined}
            rel={offSiteLink ? 'noopener noreferrer' : undefined}
          >
            {t('More about this event')}
            {offSiteLink && <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>}
          </a>
        )}
        <AddToCalendar event={item} url={shareUrl} />
        <ShareButton url={shareUrl} className="wgt-popup__share" />
      </div>
      {(place || address || hasCoordinates) && (
        <section className="wgt-event-popup__venue" aria-labelledby={venueId}>
          <h3 className="wgt-event-popup__venue-heading" id={venueId}>
            {t('Location')}
          </h3>
          {(place || address) && (
            <p className="wgt-event-popup__address">
              {place && (
                <span className="wgt-event-popup__place" dir="auto">
                  {place}
                </span>
              )}
              {address && (
                <span className="wgt-event-popup__street" dir="auto">
                  {address}
                </span>
              )}
            </p>
          )}
          {hasCoordinates && tileUrl && (
            <Suspense fallback={<div className="wgt-event-map" aria-busy="true" />}>
              <EventMap
                latitude={latitude}
                longitude={longitude}
                place={place || address}
                tileUrl={tileUrl}
              />
            </Suspense>
          )}
          {destination && <Directions destination={destination} />}
        </section>
      )}
      <RelatedEvents
        event={item}
        client={client}
        feedIds={config.feedGroups?.events ?? []}
        timeZone={zone}
      />
    </article>
  );
}
