// @ts-check
// The widgets' rules (demo/pages/rules-entry.ts: title clean-up, safe URLs, the ItemType table,
// dates, event times, the days an event is listed on, the calendar's first screen, the texts in
// the page's language) for the demo's server markup, built for Node by esbuild as the demo
// loads: the server's first paint applies the widgets' own code, not a copy that drifts
// (issue 46). A few tens of milliseconds, once a process.
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const { outputFiles } = buildSync({
  entryPoints: [join(import.meta.dirname, 'rules-entry.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'warning',
});
const code = outputFiles?.[0]?.text ?? '';

/** @type {typeof import('./rules-entry.ts')} */
const rules = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

export const {
  ALL_SCHOOLS,
  calendarDayHeading,
  calendarEventFacts,
  cardImageUrl,
  cardLink,
  cardPhotoCount,
  cleanTitle,
  DEFAULT_TIME_ZONE,
  eventCardDate,
  eventDays,
  FEED_MAX_EVENTS,
  firstScreenDays,
  GROUP_ORDER,
  icalFeed,
  groupBySlug,
  inLanguage,
  isoDay,
  itemTypeOf,
  SCHOOL_LABEL,
  storyCardDate,
  t,
  textLengthClass,
  titleParts,
  toYmd,
} = rules;
