import { useEffect, useMemo, useState } from 'react';
import { googleCalendarUrl, icsForEvent } from '../../../../src/format/calendar-export';
import { t } from '../../../../src/i18n';
import type { ExtendedMediaItem } from '../../../../src/media/types';

interface AddToCalendarProps {
  event: Partial<ExtendedMediaItem>;
  /** The event's share URL, put in the calendar entry. */
  url: string;
}

/** The description's text, one line a block, for a calendar entry (no markup there). */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  // A parsed document without a browsing context: no script runs and no image loads.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6')) {
    block.append('\n');
  }
  return (body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Add to calendar: an .ics file (a Blob URL, revoked when the pop-up changes or closes) and a
 * Google Calendar link, both in London time. Nothing when the event has no usable start.
 */
export function AddToCalendar({ event, url }: AddToCalendarProps) {
  const description = useMemo(() => htmlToText(event.Description), [event.Description]);
  const google = googleCalendarUrl(event, { description, url });
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  // The file is written after the pop-up's first paint: its folded lines are work the
  // pop-up's opening frame need not wait for (bench budget GROWTH.eventPopupLongestTask).
  useEffect(() => {
    const ics = icsForEvent(event, {
      now: new Date(),
      uidDomain: location.hostname,
      description,
      url,
    });
    if (!ics) return;
    const blobUrl = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setFileUrl(blobUrl);
    return () => {
      URL.revokeObjectURL(blobUrl);
      setFileUrl(null);
    };
  }, [event, description, url]);

  // Both need the event's start: without one there is neither file nor link.
  if (!google) return null;
  return (
    <ul className="wgt-add-to-calendar" aria-label={t('Add to calendar')}>
      <li>
        {/* In place from the first frame, its file a moment later (an effect, so that the URL
            is revoked with it): the buttons below do not move when it arrives. */}
        <a
          className="wgt-button"
          href={fileUrl ?? undefined}
          download={`event-${event.Id ?? 'event'}.ics`}
        >
          {t('Add to calendar (.ics)')}
        </a>
      </li>
      <li>
        <a className="wgt-button" href={google} target="_blank" rel="noopener noreferrer">
          {t('Add to Google Calendar')}
          <span className="wgt-sr-only"> {t('(opens in a new tab)')}</span>
        </a>
      </li>
    </ul>
  );
}
