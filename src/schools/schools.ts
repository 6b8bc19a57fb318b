// The group's schools: which feeds belong to which school, so a family sees only its own school's
// items. Pure functions, no React: the media hub, the calendar (their `prepare` too) and the
// pop-ups share them. Boot only checks that `schools` is a list (src/kernel/config.ts): the rest
// of the check is here, in lazily loaded code, so the boot chunk does not grow.

import type { Logger } from '../kernel/types';

export interface School {
  /** In the address (`?school=dubai`) and in `data-school`. */
  slug: string;
  name: string;
  feedIds: readonly number[];
}

/** A widget whose school the CMS fixes (the parents area): `data-school="dubai"`. */
export const SCHOOL_ATTR = 'data-school';

const SLUG = /^[a-z0-9-]+$/;
export const SCHOOLS_EXPECTED = 'a list of { slug, name, feedIds }';

/** The schools of a valid config value, or null; see readSchools. */
export function parseSchools(value: unknown): School[] | null {
  // Slugs and FeedIds (strings and numbers: they cannot collide) seen so far.
  const seen = new Set<unknown>();
  const once = (key: unknown) => !seen.has(key) && !!seen.add(key);
  return Array.isArray(value) &&
    value.every(
      (school) =>
        typeof school?.slug === 'string' &&
        SLUG.test(school.slug) &&
        once(school.slug) &&
        typeof school.name === 'string' &&
        school.name.trim() !== '' &&
        Array.isArray(school.feedIds) &&
        school.feedIds.every(
          (id: unknown) => Number.isInteger(id) && (id as number) > 0 && once(id),
        ),
    )
    ? value
    : null;
}

let last: [value: unknown, schools: School[] | null] = [undefined, null];

/**
 * The config's schools; null without the key (no school choice appears), for an empty list, or
 * for a bad value: then one console error, however many widgets ask (they share the config).
 */
export function readSchools(value: unknown, log: Logger): readonly School[] | null {
  if (value !== last[0]) {
    last = [value, parseSchools(value)];
    if (value !== undefined && !last[1]) {
      log.error(`config key "schools" is invalid: expected ${SCHOOLS_EXPECTED}.`);
    }
  }
  return last[1]?.length ? last[1] : null;
}

/** The school `slug` names, if it is one of `schools`. */
export const schoolNamed = (schools: readonly School[] | null, slug: string | null) =>
  schools?.find((school) => school.slug === slug);

/** The school a FeedId belongs to; none for the group's own feeds. */
export const schoolOf = (schools: readonly School[] | null, feedId: number) =>
  schools?.find((school) => school.feedIds.includes(feedId));

/**
 * The FeedIds of `feedIds` a school's family sees: its own feeds and the group's (feeds in no
 * school always show), in the same order. No school (or an unknown one): all of them.
 */
export function schoolFeedIds(
  feedIds: readonly number[],
  schools: readonly School[] | null,
  slug: string | null,
): number[] {
  const school = schoolNamed(schools, slug);
  return feedIds.filter((id) => {
    const owner = school && schoolOf(schools, id);
    return !owner || owner === school;
  });
}

/** The widget elements whose unknown `data-school` has been reported: once each. */
const reported = new WeakSet<Element>();

/**
 * Warns, once per widget element, of a `data-school` naming none of `schools` (a typo, a removed
 * school, no `schools` key): the widget then shows every school's items, which an editor would
 * never notice. The widget inspector shows the same on the page (src/bridge/widget-warnings.ts).
 */
export function reportUnknownSchool(
  slug: string | null,
  schools: readonly School[] | null,
  element: Element,
  log: Logger,
): void {
  if (!slug || schoolNamed(schools, slug) || reported.has(element)) return;
  reported.add(element);
  const known = schools?.map((school) => school.slug).join(', ') ?? 'none';
  log.warn(`${SCHOOL_ATTR}="${slug}" is not in "schools" (${known}): all schools shown.`, element);
}
