// What a block will show, in words, and what is wrong with its attributes: the editor's
// preview and sidebar notice (blocks.ts). Pure, so a unit test reads it without WordPress.

export interface Described {
  text: string;
  /** Why the widget would show its failure state (data-widget-state="invalid"), if it would. */
  problem?: string;
}

interface Choice {
  slug: string;
  name: string;
}

/** The widgets' own bounds (widgets/media-hub and widgets/calendar READMEs). */
const inRange = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 100;

function schoolText(school: unknown, schools: Choice[]): { text: string; problem?: string } {
  if (typeof school !== 'string' || school === '') return { text: '' };
  const found = schools.find((entry) => entry.slug === school);
  return found
    ? { text: ` of the ${found.name} school` }
    : { text: '', problem: `The school “${school}” is not in the settings' schools.` };
}

export function describeMediaHub(
  attributes: Record<string, unknown>,
  groups: Choice[],
  schools: Choice[],
): Described {
  const take = attributes.take ?? 12;
  const group = typeof attributes.group === 'string' ? attributes.group : '';
  const school = schoolText(attributes.school, schools);
  if (!inRange(take)) {
    return {
      text: 'Nothing: the media hub will stay as its server markup.',
      problem: 'Items per page must be a whole number from 1 to 100.',
    };
  }
  if (groups.length === 0) {
    return {
      text: 'Nothing yet: the media hub will stay as its server markup.',
      problem: 'The settings have no feed groups (Settings → School site widgets).',
    };
  }
  const found = groups.find((entry) => entry.slug === group);
  if (group !== '' && !found) {
    return {
      text: 'Nothing: the media hub will stay as its server markup.',
      problem: `The group “${group}” is not in the settings' feed groups.`,
    };
  }
  const what = found
    ? `the ${take} newest ${found.name} items`
    : `the ${take} newest items of every group, with a search box`;
  return {
    text: `Shows ${what}${school.text}, then ${take} more with each Load more.`,
    problem: school.problem,
  };
}

export function describeCalendar(
  attributes: Record<string, unknown>,
  schools: Choice[],
): Described {
  const days = attributes.days ?? 14;
  const school = schoolText(attributes.school, schools);
  if (!inRange(days)) {
    return {
      text: 'Nothing: the calendar will stay as its server markup.',
      problem: 'Days per page must be a whole number from 1 to 100.',
    };
  }
  return {
    text: `Shows the coming events${school.text}, ${days} days with events at a time, then more with Show more dates.`,
    problem: school.problem,
  };
}
