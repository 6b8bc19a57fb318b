import { useId, useState } from 'react';
import { bookingStatus } from '../../../../src/format/booking';
import { t } from '../../../../src/i18n';
import { embedForBooking, readEmbedHosts } from '../../../../src/media/embed/providers';
import type { ExtendedMediaItem } from '../../../../src/media/types';
import { emitWidgetEvent } from '../../../../src/ui/events';
import { useLog } from '../../../../src/ui/widget-root';
import ClickToLoadEmbed from '../embed/ClickToLoadEmbed';

interface BookingProps {
  event: Partial<ExtendedMediaItem>;
  /** The page config's embedHosts, as read (its entries are checked here). */
  embedHosts?: unknown;
}

/**
 * The booking section (spec section 4): 'N Tickets left | Book Tickets Now', the button
 * revealing the booking form (itself a click-to-load embed: the form service is a third party);
 * 'All sold out'; or nothing without a booking code.
 */
export function Booking({ event, embedHosts }: BookingProps) {
  const status = bookingStatus(event);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const log = useLog();
  if (status.kind === 'none') return null;
  if (status.kind === 'soldOut') {
    return <p className="wgt-booking wgt-booking--sold-out">{status.label}</p>;
  }
  const [tickets, action] = status.label.split(' | ');
  const embed = embedForBooking(status.formCode, event.Title, readEmbedHosts(embedHosts, log));
  return (
    <section className="wgt-booking" aria-label={t('Booking')}>
      <p className="wgt-booking__status">
        <span className="wgt-booking__tickets">{tickets}</span>
        {/* The separator is drawn in the gap, and hidden when the action wraps (styles.css). */}
        <span className="wgt-booking__action">
          <span className="wgt-booking__separator" aria-hidden="true">
            {' | '}
          </span>
          {embed ? (
            <button
              type="button"
              className="wgt-button wgt-booking__button"
              aria-expanded={open}
              aria-controls={formId}
              onClick={(click) => {
                if (!open)
                  emitWidgetEvent(click.currentTarget, 'booking-open', {
                    itemId: event.Id ?? null,
                  });
                setOpen(!open);
              }}
            >
              {action}
            </button>
          ) : (
            action
          )}
        </span>
      </p>
      {embed && (
        <div className="wgt-booking__form" id={formId} hidden={!open}>
          {open && <ClickToLoadEmbed embed={embed} />}
        </div>
      )}
    </section>
  );
}
