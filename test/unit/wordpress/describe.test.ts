import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  describeCalendar,
  describeMediaHub,
} from '../../../integrations/wordpress/editor/describe';

// The block editor's preview and sidebar notice for the WordPress blocks: what an editor reads
// before publishing, so it must match what the widget will do with the attributes.

// The editor's wp.i18n without translations: English, as WordPress answers with none loaded.
beforeAll(() => {
  const sprintf = (format: string, ...args: unknown[]) => {
    let next = 0;
    return format.replace(/%(?:(\d+)\$)?[sd]/g, (_, position?: string) =>
      String(args[position ? Number(position) - 1 : next++]),
    );
  };
  vi.stubGlobal('wp', {
    i18n: {
      __: (text: string) => text,
      _n: (single: string, plural: string, count: number) => (count === 1 ? single : plural),
      sprintf,
    },
  });
});

const GROUPS = [
  { slug: 'news', name: 'News' },
  { slug: 'events', name: 'Events' },
];
const SCHOOLS = [{ slug: 'dubai', name: 'Dubai' }];

describe('the media hub block preview', () => {
  it('says which items it lists, how many, and of which school', () => {
    expect(describeMediaHub({ group: 'news', take: 6, school: 'dubai' }, GROUPS, SCHOOLS)).toEqual({
      text: 'Shows the 6 newest News items of the Dubai school, then 6 more with each Load more.',
      problem: undefined,
    });
    expect(describeMediaHub({}, GROUPS, SCHOOLS).text).toContain(
      'the 12 newest items of every group, with a search box',
    );
  });

  it('names the problem of a take out of 1-100, an unknown group or school, or no feed groups', () => {
    expect(describeMediaHub({ take: 0 }, GROUPS, SCHOOLS).problem).toBe(
      'Items per page must be a whole number from 1 to 100.',
    );
    expect(describeMediaHub({ take: 2.5 }, GROUPS, SCHOOLS).problem).toBeDefined();
    expect(describeMediaHub({ group: 'blog' }, GROUPS, SCHOOLS).problem).toBe(
      "The group “blog” is not in the settings' feed groups.",
    );
    expect(describeMediaHub({ school: 'paris' }, GROUPS, SCHOOLS).problem).toBe(
      "The school “paris” is not in the settings' schools.",
    );
    expect(describeMediaHub({}, [], SCHOOLS).problem).toContain('no feed groups');
  });
});

describe('the calendar block preview', () => {
  it('says how many days at a time, and names a bad days value', () => {
    expect(describeCalendar({ days: 7 }, SCHOOLS).text).toContain('7 days with events at a time');
    expect(describeCalendar({ days: 101 }, SCHOOLS).problem).toBe(
      'Days per page must be a whole number from 1 to 100.',
    );
  });
});
