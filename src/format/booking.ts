import { t, tn } from '../words';
import type { ItemFields } from './item-fields';

/** What the booking section of an event pop-up shows. */
export type BookingStatus =
  | { kind: 'available'; ticketsLeft: number; label: string; formCode: string }
  | { kind: 'soldOut'; label: string }
  | { kind: 'none' };

/** The fields the booking rule reads; a media item fits. */
export type BookingFields = Partial<
  Pick<ItemFields, 'WoofooCode' | 'TotalTickets' | 'TicketsReserved'>
>;

// A count the service got wrong (missing, NaN, negative, fractional) must not invent tickets:
// it counts as 0 (whole tickets only).
function ticketCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Booking rule (spec section 4): with a form code and tickets left (total minus reserved) above 0
 * 'available' ('N Tickets left | Book Tickets Now', '1 Ticket left' for one); 0 or below
 * 'soldOut'; no code 'none'. Missing, NaN or negative counts count as 0.
 */
export function bookingStatus(event: BookingFields | null | undefined): BookingStatus {
  const formCode = typeof event?.WoofooCode === 'string' ? event.WoofooCode.trim() : '';
  if (!event || !formCode) return { kind: 'none' };
  const ticketsLeft = ticketCount(event.TotalTickets) - ticketCount(event.TicketsReserved);
  if (ticketsLeft <= 0) return { kind: 'soldOut', label: t('All sold out') };
  const tickets = tn(ticketsLeft, '1 Ticket left', '{n} Tickets left');
  return {
    kind: 'available',
    ticketsLeft,
    label: `${tickets} | ${t('Book Tickets Now')}`,
    formCode,
  };
}
