// The demo CMS's calendar page without `?days=` lists the days the widget draws first: the same
// first days with JavaScript or without (the same rule, written once in each language).
import { describe, expect, it } from 'vitest';
import { firstScreenDays as cmsFirstScreenDays } from '../../../demo/pages/media-markup.mjs';
import { CALENDAR_DAY_SHAPES, widgetFirstScreenDays } from '../../support/calendar-day-shapes';

describe('the calendar’s first page in the demo CMS', () => {
  it.each(CALENDAR_DAY_SHAPES.map((counts) => [counts.join(' '), counts]))(
    'lists the days the widget draws first, cards per day: %s',
    (_, counts) => {
      const lists = counts.map((count) => Array.from({ length: count }, () => ({})));
      expect(cmsFirstScreenDays(lists)).toBe(widgetFirstScreenDays(counts));
    },
  );

  it('cuts a fortnight short at the first dozen cards, but never below three days', () => {
    expect(cmsFirstScreenDays(Array.from({ length: 14 }, () => Array(5).fill({})))).toBe(3);
    expect(cmsFirstScreenDays(Array.from({ length: 14 }, () => [{}]))).toBe(12);
    expect(cmsFirstScreenDays(Array.from({ length: 9 }, () => [{}]))).toBe(9);
    expect(cmsFirstScreenDays([[{}], Array(30).fill({}), [{}], [{}]])).toBe(3);
  });
});
