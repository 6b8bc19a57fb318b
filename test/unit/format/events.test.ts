// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  notYetEnded,
  RELATED_EVENTS_SHOWN,
  relatedEvents,
  showsUpdatedNotice,
} from '../../../src/format/events';

function event(Id: number, Category1Id: number, Category2Id: number) {
  return { Id, Category1Id, Category2Id, Title: `Event ${Id}` };
}

describe('given an open event in category 5', () => {
  const open = event(1, 5, 0);

  it('lists the others sharing category 5 through either slot, in order', () => {
    const items = [event(2, 5, 0), event(3, 7, 8), event(4, 9, 5)];
    expect(relatedEvents(open, items).map((item) => item.Id)).toEqual([2, 4]);
  });

  it('leaves out the open event itself', () => {
    expect(relatedEvents(open, [event(1, 5, 0), event(2, 5, 0)]).map((item) => item.Id)).toEqual([
      2,
    ]);
  });

  it('does not match on the empty category 0', () => {
    expect(relatedEvents(open, [event(2, 3, 0), event(3, 0, 0)])).toEqual([]);
  });

  it('lists an event only once when the service repeats it', () => {
    expect(relatedEvents(open, [event(2, 5, 0), event(2, 5, 0)]).map((item) => item.Id)).toEqual([
      2,
    ]);
  });

  it('shows the first 6 of many', () => {
    const items = Array.from({ length: 1000 }, (_, index) => event(index + 2, 5, 0));
    const related = relatedEvents(open, items);
    expect(RELATED_EVENTS_SHOWN).toBe(6);
    expect(related.map((item) => item.Id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('given related events around now (24 Nov 2026, 09:30 London)', () => {
  const now = '2026-11-24T09:30:00Z';
  const open = event(1, 5, 0);
  const at = (Id: number, start: string, EndDate = '') => ({
    ...event(Id, 5, 0),
    Date: start,
    EndDate,
  });
  const items = [
    at(2, '2026-06-10T09:00:00Z', '2026-06-10T12:00:00Z'),
    at(3, '2026-12-05T18:00:00Z', '2026-12-05T20:00:00Z'),
    at(4, '2026-11-22T00:00:00Z', '2026-11-27T00:00:00Z'),
    at(5, '2026-11-15T09:00:00Z', '2026-11-15T15:00:00Z'),
    at(6, '2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z'),
    at(7, '2026-11-24T08:00:00Z', '2026-11-24T09:30:00Z'),
  ];

  it('lists only those not yet ended, nearest start first: a running one leads', () => {
    expect(relatedEvents(open, items, { now }).map((item) => item.Id)).toEqual([4, 6, 3]);
  });

  it('keeps the first 6 coming ones, not the first 6 in the list', () => {
    const past = Array.from({ length: 6 }, (_, index) =>
      at(10 + index, `2026-0${index + 1}-01T09:00:00Z`, `2026-0${index + 1}-01T10:00:00Z`),
    );
    const coming = Array.from({ length: 7 }, (_, index) =>
      at(30 - index, `2026-12-${10 + index}T09:00:00Z`, `2026-12-${10 + index}T10:00:00Z`),
    );
    expect(relatedEvents(open, [...past, ...coming], { now }).map((item) => item.Id)).toEqual([
      30, 29, 28, 27, 26, 25,
    ]);
  });

  it('without now it keeps the input order and the past ones', () => {
    expect(relatedEvents(open, items).map((item) => item.Id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('given the not-yet-ended rule at 24 Nov 2026, 09:30 London', () => {
  const now = '2026-11-24T09:30:00Z';

  it('an event ending later counts, even one that started days ago', () => {
    expect(
      notYetEnded({ Date: '2026-11-22T00:00:00Z', EndDate: '2026-11-24T09:31:00Z' }, now),
    ).toBe(true);
  });

  it('an event ending exactly now or earlier does not', () => {
    expect(
      notYetEnded({ Date: '2026-11-24T08:00:00Z', EndDate: '2026-11-24T09:30:00Z' }, now),
    ).toBe(false);
  });

  it('without an end it lasts its start day in London', () => {
    expect(notYetEnded({ Date: '2026-11-24T00:30:00Z', EndDate: '' }, now)).toBe(true);
    expect(notYetEnded({ Date: '2026-11-23T23:59:00Z' }, now)).toBe(false);
    // 23:30 UTC on 23 Jul is 00:30 on 24 Jul in London (BST).
    expect(notYetEnded({ Date: '2026-07-23T23:30:00Z' }, '2026-07-24T12:00:00Z')).toBe(true);
  });

  it('a bad start or a bad now counts as ended', () => {
    expect(notYetEnded({ Date: 'soon', EndDate: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(notYetEnded({ Date: '2026-12-01T00:00:00Z' }, 'never')).toBe(false);
  });
});

describe('given an open event without categories', () => {
  it('lists nothing, even events without categories', () => {
    expect(relatedEvents(event(1, 0, 0), [event(2, 0, 0), event(3, 4, 0)])).toEqual([]);
  });
});

describe('given a missing list or open event', () => {
  it('lists nothing', () => {
    expect(relatedEvents(event(1, 5, 0), undefined)).toEqual([]);
    expect(relatedEvents(undefined, [event(2, 5, 0)])).toEqual([]);
  });
});

describe('given an item with IsAlert set', () => {
  it('shows the updated notice', () => {
    expect(showsUpdatedNotice({ IsAlert: true })).toBe(true);
  });
});

describe('given an item without IsAlert set', () => {
  it('shows no updated notice', () => {
    for (const item of [{ IsAlert: false }, {}, { IsAlert: 'true' }, { IsAlert: 1 }, null]) {
      expect(showsUpdatedNotice(item)).toBe(false);
    }
  });
});
