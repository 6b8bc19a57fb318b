import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../../src/kernel/types';
import {
  parseSchools,
  readSchools,
  reportUnknownSchool,
  type School,
  schoolFeedIds,
  schoolOf,
} from '../../../src/schools/schools';

const SCHOOLS: School[] = [
  { slug: 'london', name: 'London', feedIds: [1, 4, 9] },
  { slug: 'dubai', name: 'Dubai', feedIds: [2, 5, 10] },
  { slug: 'geneva', name: 'Geneva', feedIds: [3, 6] },
];

const logger = () => ({
  info: vi.fn<Logger['info']>(),
  warn: vi.fn<Logger['warn']>(),
  error: vi.fn<Logger['error']>(),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the config key "schools"', () => {
  it('takes a list of schools with their slug, name and feeds', () => {
    expect(parseSchools(SCHOOLS)).toEqual(SCHOOLS);
    expect(parseSchools([])).toEqual([]);
  });

  it.each([
    ['not a list', { london: [1] }],
    ['an entry that is no object', ['london']],
    ['a null entry', [null]],
    ['no slug', [{ name: 'London', feedIds: [1] }]],
    ['a slug with capitals', [{ slug: 'London', name: 'London', feedIds: [1] }]],
    ['a slug with a space', [{ slug: 'st albans', name: 'St Albans', feedIds: [1] }]],
    ['a slug twice', [SCHOOLS[0], { ...SCHOOLS[1], slug: 'london' }]],
    ['an empty name', [{ slug: 'london', name: ' ', feedIds: [1] }]],
    ['no feeds list', [{ slug: 'london', name: 'London', feedIds: 1 }]],
    ['a FeedId that is not a positive whole number', [{ ...SCHOOLS[0], feedIds: [1, 0] }]],
    ['a FeedId as a string', [{ ...SCHOOLS[0], feedIds: ['1'] }]],
    ['a FeedId in two schools', [SCHOOLS[0], { ...SCHOOLS[1], feedIds: [2, 4] }]],
  ])('refuses %s', (_, value) => {
    expect(parseSchools(value)).toBeNull();
  });

  it('reports a bad value once, naming the key, however often it is read', () => {
    const log = logger();
    const value = [{ slug: 'london' }];
    expect(readSchools(value, log)).toBeNull();
    expect(readSchools(value, log)).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
    expect(String(log.error.mock.calls[0]?.[0])).toContain('config key "schools" is invalid');
  });

  it('is silent without the key, and an empty list offers no choice', () => {
    const log = logger();
    expect(readSchools(undefined, log)).toBeNull();
    expect(readSchools([], log)).toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('gives the schools of a valid value', () => {
    expect(readSchools(SCHOOLS, logger())).toBe(SCHOOLS);
  });
});

describe('given the feeds of a page and the schools', () => {
  // news 1-3 (one a school), the group's own news feed 7, events 4-6 and the group's 8
  const feeds = [1, 2, 3, 4, 5, 6, 7, 8];

  it('all schools: every feed', () => {
    expect(schoolFeedIds(feeds, SCHOOLS, null)).toEqual(feeds);
  });

  it("a school: its own feeds and the group's, never another school's", () => {
    expect(schoolFeedIds(feeds, SCHOOLS, 'dubai')).toEqual([2, 5, 7, 8]);
    expect(schoolFeedIds([4, 5, 6], SCHOOLS, 'geneva')).toEqual([6]);
  });

  it('a school without feeds in the list: the group feeds only (or none)', () => {
    expect(schoolFeedIds([1, 7], SCHOOLS, 'geneva')).toEqual([7]);
    expect(schoolFeedIds([1], SCHOOLS, 'geneva')).toEqual([]);
  });

  it('an unknown school, or no schools configured: every feed', () => {
    expect(schoolFeedIds(feeds, SCHOOLS, 'paris')).toEqual(feeds);
    expect(schoolFeedIds(feeds, null, 'dubai')).toEqual(feeds);
  });

  it('finds the school an item comes from by its FeedId', () => {
    expect(schoolOf(SCHOOLS, 10)?.name).toBe('Dubai');
    expect(schoolOf(SCHOOLS, 7)).toBeUndefined();
    expect(schoolOf(null, 10)).toBeUndefined();
  });
});

describe('given a data-school the CMS wrote', () => {
  it('a known school, or none, is not reported', () => {
    const log = logger();
    reportUnknownSchool('dubai', SCHOOLS, document.createElement('div'), log);
    reportUnknownSchool(null, SCHOOLS, document.createElement('div'), log);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('an unknown one is a warning naming the element, once per element', () => {
    const log = logger();
    const hub = document.createElement('div');
    const calendar = document.createElement('div');
    reportUnknownSchool('atlantis', SCHOOLS, hub, log);
    reportUnknownSchool('atlantis', SCHOOLS, hub, log);
    reportUnknownSchool('atlantis', null, calendar, log);
    expect(log.warn.mock.calls).toEqual([
      [
        'data-school="atlantis" is not in "schools" (london, dubai, geneva): all schools shown.',
        hub,
      ],
      ['data-school="atlantis" is not in "schools" (none): all schools shown.', calendar],
    ]);
  });
});
