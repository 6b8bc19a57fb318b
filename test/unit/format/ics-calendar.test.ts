// @vitest-environment node
// What every iCalendar file of the widgets says besides its events, the London VTIMEZONE above
// all, has one source: src/format/ics-calendar.json, read by the bundle (calendar-export.ts, so
// the pop-up's .ics and the feeds) and by the WordPress plugin's PHP (includes/rules/ical-feed.php,
// from the build's copy). That both write the same feeds is test/vectors/ical-feed.json's, run
// in both languages; here: no rule keeps a copy of the data, and the data is London's clock as a
// calendar app (Mozilla's ical.js) resolves it, against the platform's own zone data.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import calendar from '../../../src/format/ics-calendar.json';
import { formatZoned } from '../../../src/format/instant';

const RULES = [
  'src/format/calendar-export.ts',
  'src/format/ical-feed.ts',
  'integrations/wordpress/school-site-widgets/includes/rules/ical-feed.php',
  'integrations/wordpress/school-site-widgets/includes/calendar-feed.php',
];

describe.each(RULES)('%s', (path) => {
  const source = readFileSync(path, 'utf8');

  it('writes no VTIMEZONE, zone or VCALENDAR head of its own', () => {
    for (const line of [...calendar.vtimezone.slice(2), ...calendar.head.slice(1)]) {
      expect(source).not.toContain(line);
    }
    expect(source).not.toMatch(/['"]Europe\/London['"]/);
  });
});

describe('the VTIMEZONE', () => {
  const feed = [
    ...calendar.head,
    ...calendar.vtimezone,
    'BEGIN:VEVENT',
    'UID:x',
    'DTSTAMP:20260101T000000Z',
    'DTSTART;TZID=Europe/London:20260101T000000',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const zone = new ICAL.Timezone(
    new ICAL.Component(ICAL.parse(feed)).getFirstSubcomponent('vtimezone') as ICAL.Component,
  );

  it(`is ${calendar.timeZone}, the zone its wall times name`, () => {
    expect(zone.tzid).toBe(calendar.timeZone);
  });

  it('gives every hour from 2020 to 2035, both changes of the clocks among them, London’s offset', () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2036, 0, 1); ms += 3_600_000) {
      const utc = ICAL.Time.fromJSDate(new Date(ms), true);
      const offset = zone.utcOffset(utc) / 60;
      const wall = formatZoned(new Date(ms), "yyyy-MM-dd'T'HH:mm", calendar.timeZone);
      const expected = (Date.parse(`${wall}Z`) - ms) / 60_000;
      if (offset !== expected) wrong.push(`${new Date(ms).toISOString()}: ${offset} ≠ ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});
