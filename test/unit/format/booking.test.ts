// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bookingStatus } from '../../../src/format/booking';

describe('given an event with a booking code and tickets left', () => {
  it('offers the tickets left and the form', () => {
    expect(bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 100, TicketsReserved: 40 })).toEqual({
      kind: 'available',
      ticketsLeft: 60,
      label: '60 Tickets left | Book Tickets Now',
      formCode: 'z1abc',
    });
  });

  it('says Ticket for the last one', () => {
    expect(bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 10, TicketsReserved: 9 })).toEqual({
      kind: 'available',
      ticketsLeft: 1,
      label: '1 Ticket left | Book Tickets Now',
      formCode: 'z1abc',
    });
  });

  it('trims the form code', () => {
    const status = bookingStatus({ WoofooCode: ' z1abc ', TotalTickets: 5, TicketsReserved: 0 });
    expect(status.kind === 'available' && status.formCode).toBe('z1abc');
  });
});

describe('given an event with a booking code and no tickets left', () => {
  it('is sold out at exactly 0', () => {
    expect(bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 10, TicketsReserved: 10 })).toEqual({
      kind: 'soldOut',
      label: 'All sold out',
    });
  });

  it('is sold out when over-reserved', () => {
    expect(bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 10, TicketsReserved: 12 }).kind).toBe(
      'soldOut',
    );
  });
});

describe('given an event without a booking code', () => {
  it('shows nothing, whatever the tickets', () => {
    expect(bookingStatus({ WoofooCode: '', TotalTickets: 100, TicketsReserved: 0 })).toEqual({
      kind: 'none',
    });
    expect(bookingStatus({ WoofooCode: '   ', TotalTickets: 100, TicketsReserved: 0 }).kind).toBe(
      'none',
    );
    expect(bookingStatus({ TotalTickets: 100, TicketsReserved: 0 }).kind).toBe('none');
  });
});

describe('given bad ticket counts', () => {
  it('a negative total is sold out', () => {
    expect(bookingStatus({ WoofooCode: 'z1abc', TotalTickets: -5, TicketsReserved: 0 }).kind).toBe(
      'soldOut',
    );
  });

  it('a negative reservation count is read as none reserved', () => {
    const status = bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 10, TicketsReserved: -3 });
    expect(status.kind === 'available' && status.ticketsLeft).toBe(10);
  });

  it('missing or NaN counts never show NaN: sold out', () => {
    for (const event of [
      { WoofooCode: 'z1abc' },
      { WoofooCode: 'z1abc', TotalTickets: Number.NaN, TicketsReserved: 1 },
      { WoofooCode: 'z1abc', TotalTickets: Number.POSITIVE_INFINITY, TicketsReserved: 0 },
    ]) {
      expect(bookingStatus(event)).toEqual({ kind: 'soldOut', label: 'All sold out' });
    }
  });

  it('fractional counts are whole tickets', () => {
    const status = bookingStatus({ WoofooCode: 'z1abc', TotalTickets: 10.7, TicketsReserved: 2.2 });
    expect(status.kind === 'available' && status.label).toBe('8 Tickets left | Book Tickets Now');
  });
});

describe('given no event', () => {
  it('shows nothing', () => {
    expect(bookingStatus(undefined)).toEqual({ kind: 'none' });
    expect(bookingStatus(null)).toEqual({ kind: 'none' });
  });
});
