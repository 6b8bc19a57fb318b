// What a block will show, in words, and what is wrong with its attributes: the editor's
// preview and sidebar notice (blocks.ts). Pure but for wp.i18n, which a unit test stands in for.
import { days as DAYS } from '../../../widgets/calendar/options.json';
import { take as TAKE } from '../../../widgets/media-hub/options.json';

export interface Described {
  text: string;
  /** Why the widget would show its failure state (data-widget-state="invalid"), if it would. */
  problem?: string;
}

interface Choice {
  slug: string;
  name: string;
}

/** A number option of a widget: its default and bounds, the widget's own (options.json). */
export interface NumberOption {
  default: number;
  minimum: number;
  maximum: number;
}

const inRange = (value: unknown, { minimum, maximum }: NumberOption) =>
  Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum;

/** The school the block fixes: its name, or a problem when the settings do not have it. */
function fixedSchool(school: unknown, schools: Choice[]): { name?: string; problem?: string } {
  const { __, sprintf } = wp.i18n;
  if (typeof school !== 'string' || school === '') return {};
  const found = schools.find((entry) => entry.slug === school);
  return found
    ? { name: found.name }
    : {
        problem: sprintf(
          /* translators: %s: the school's key, as saved in the block. */
          __("The school “%s” is not in the settings' schools.", 'school-site-widgets'),
          school,
        ),
      };
}

/** What the media hub lists: whole sentences, so that each language orders its own words. */
function mediaHubText(take: number, group: Choice | undefined, school: string | undefined) {
  const { _n, sprintf } = wp.i18n;
  if (group && school) {
    return sprintf(
      _n(
        /* translators: 1: items per page; 2: the feed group's name (News, ...); 3: the school's name. */
        'Shows the %1$d newest %2$s item of the %3$s school, then %1$d more with each Load more.',
        'Shows the %1$d newest %2$s items of the %3$s school, then %1$d more with each Load more.',
        take,
        'school-site-widgets',
      ),
      take,
      group.name,
      school,
    );
  }
  if (group) {
    return sprintf(
      _n(
        /* translators: 1: items per page; 2: the feed group's name (News, ...). */
        'Shows the %1$d newest %2$s item, then %1$d more with each Load more.',
        'Shows the %1$d newest %2$s items, then %1$d more with each Load more.',
        take,
        'school-site-widgets',
      ),
      take,
      group.name,
    );
  }
  if (school) {
    return sprintf(
      _n(
        /* translators: 1: items per page; 2: the school's name. */
        'Shows the %1$d newest item of every group of the %2$s school, with a search box, then %1$d more with each Load more.',
        'Shows the %1$d newest items of every group of the %2$s school, with a search box, then %1$d more with each Load more.',
        take,
        'school-site-widgets',
      ),
      take,
      school,
    );
  }
  return sprintf(
    _n(
      /* translators: %1$d: items per page. */
      'Shows the %1$d newest item of every group, with a search box, then %1$d more with each Load more.',
      'Shows the %1$d newest items of every group, with a search box, then %1$d more with each Load more.',
      take,
      'school-site-widgets',
    ),
    take,
  );
}

export function describeMediaHub(
  attributes: Record<string, unknown>,
  groups: Choice[],
  schools: Choice[],
): Described {
  const { __, sprintf } = wp.i18n;
  const take = attributes.take ?? TAKE.default;
  const group = typeof attributes.group === 'string' ? attributes.group : '';
  const school = fixedSchool(attributes.school, schools);
  if (!inRange(take, TAKE)) {
    return {
      text: __('Nothing: the media hub will stay as its server markup.', 'school-site-widgets'),
      problem: sprintf(
        /* translators: 1: the fewest items per page; 2: the most. */
        __('Items per page must be a whole number from %1$d to %2$d.', 'school-site-widgets'),
        TAKE.minimum,
        TAKE.maximum,
      ),
    };
  }
  if (groups.length === 0) {
    return {
      text: __('Nothing yet: the media hub will stay as its server markup.', 'school-site-widgets'),
      problem: __(
        'The settings have no feed groups (Settings → School site widgets).',
        'school-site-widgets',
      ),
    };
  }
  const found = groups.find((entry) => entry.slug === group);
  if (group !== '' && !found) {
    return {
      text: __('Nothing: the media hub will stay as its server markup.', 'school-site-widgets'),
      problem: sprintf(
        /* translators: %s: the group's key, as saved in the block. */
        __("The group “%s” is not in the settings' feed groups.", 'school-site-widgets'),
        group,
      ),
    };
  }
  return { text: mediaHubText(take as number, found, school.name), problem: school.problem };
}

export function describeCalendar(
  attributes: Record<string, unknown>,
  schools: Choice[],
): Described {
  const { __, _n, sprintf } = wp.i18n;
  const days = attributes.days ?? DAYS.default;
  const school = fixedSchool(attributes.school, schools);
  if (!inRange(days, DAYS)) {
    return {
      text: __('Nothing: the calendar will stay as its server markup.', 'school-site-widgets'),
      problem: sprintf(
        /* translators: 1: the fewest days per page; 2: the most. */
        __('Days per page must be a whole number from %1$d to %2$d.', 'school-site-widgets'),
        DAYS.minimum,
        DAYS.maximum,
      ),
    };
  }
  const text = school.name
    ? sprintf(
        _n(
          /* translators: 1: the school's name; 2: days per page. */
          'Shows the coming events of the %1$s school, %2$d day with events at a time, then more with Show more dates.',
          'Shows the coming events of the %1$s school, %2$d days with events at a time, then more with Show more dates.',
          days as number,
          'school-site-widgets',
        ),
        school.name,
        days,
      )
    : sprintf(
        _n(
          /* translators: %d: days per page. */
          'Shows the coming events, %d day with events at a time, then more with Show more dates.',
          'Shows the coming events, %d days with events at a time, then more with Show more dates.',
          days as number,
          'school-site-widgets',
        ),
        days,
      );
  return { text, problem: school.problem };
}
