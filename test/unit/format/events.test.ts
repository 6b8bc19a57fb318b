// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
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
