import { useEffect, useMemo, useRef, useState } from 'react';
import { toYmd } from '../../src/format/instant';
import { t, tn } from '../../src/i18n';
import type { WidgetProps } from '../../src/kernel/types';
import { mediaRepositoryFor } from '../../src/media/repository';
import { startingSchool } from '../../src/schools/choice';
import { readSchools, reportUnknownSchool, schoolFeedIds } from '../../src/schools/schools';
import { CardList, type Columns, SharedColumns } from '../../src/ui/cards/CardList';
import { LoadFailed } from '../../src/ui/cards/LoadFailed';
import { cardSettings } from '../../src/ui/cards/settings';
import { useRevealedCount } from '../../src/ui/cards/use-revealed-count';
import { emitWidgetEvent } from '../../src/ui/events';
import { SchoolChoice, useSchool } from '../../src/ui/SchoolChoice';
import { calendarDayHeading } from './day-texts';
import { calendarEventParts } from './event-parts';
import { firstScreenDays, isoDay } from './events';
import type { CalendarOptions } from './schema';

// Parsed once the widget's code has arrived: option parsing costs the boot chunk nothing.
export { readCalendarOptions as readOptions } from './schema';

import { Subscribe } from './Subscribe';
import { loadEvents, useEvents } from './use-events';

/**
 * Run by the runtime as soon as the calendar's code has arrived, while React is still on its
 * way: the events call starts now, and the component's identical call finds it in the page's
 * repository, in flight or answered.
 */
export function prepare({ element, config, options, log }: WidgetProps<CalendarOptions>) {
  const repository = mediaRepositoryFor(config, log);
  // The school the component starts with (useSchool), so that it adopts this very call.
  const schools = readSchools(config.schools, log);
  reportUnknownSchool(options.school, schools, element, log);
  const school = options.school ?? startingSchool(schools);
  const feedIds = schoolFeedIds(config.feedGroups?.events ?? [], schools, school);
  // The component's own call reports a failure.
  loadEvents(repository, feedIds).catch(() => {});
}

/** The no-JavaScript link to more dates; its text labels the Show more button. */
const MORE_LINK = '[data-calendar-more]';
const SKELETON_DAYS = [1, 2, 3];
/** Days drawn per frame once the first screen's are on it (useRevealedCount). */
const DAYS_PER_FRAME = 2;

/**
 * The calendar: coming events from today (in the configured zone, London) grouped by day, as
 * event cards; an event without its own page links to /calendar. Days are shown a batch at a
 * time; "Show more dates" reveals the next batch, moves focus to its first day heading and
 * announces it.
 */
export default function Calendar({ element, config, options, log }: WidgetProps<CalendarOptions>) {
  const settings = useMemo(() => cardSettings(config), [config]);
  const repository = mediaRepositoryFor(config, log);
  const schools = readSchools(config.schools, log);
  const fixed = options.school;
  // Here too for a calendar rendered without prepare; reported once either way.
  useEffect(
    () => reportUnknownSchool(fixed, schools, element, log),
    [fixed, schools, element, log],
  );
  const school = useSchool(fixed ? null : schools) ?? fixed;
  const feedIds = useMemo(
    () => schoolFeedIds(config.feedGroups?.events ?? [], schools, school),
    [config.feedGroups, schools, school],
  );
  const [moreLabel] = useState(
    () => element.querySelector(MORE_LINK)?.textContent?.trim() || t('Show more dates'),
  );
  const [today] = useState(() => new Date());
  const events = useEvents(repository, feedIds, today, settings.timeZone);
  const [shownDays, setShownDays] = useState(options.days);
  const [announcement, setAnnouncement] = useState('');
  const firstNewDay = useRef<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Every day's list has the same columns: measured once, on the skeleton.
  const columns = useState<Columns | null>(null);

  // A year of events is a thousand entries, read in slices: the days are drawn as they are
  // read, those of the first screen first, and the rest of the batch once the whole list is.
  const read = events.status === 'ready' ? events.value : null;
  const days = read?.days ?? [];
  // The rest of a batch (and each Show more) is drawn a few days a frame: at a year of events
  // a batch is hundreds of cards, too many to lay out in one task (bench, Lighthouse at 16x).
  const drawnDays = useRevealedCount(
    Math.min(days.length, read?.done ? shownDays : firstScreenDays(days)),
    DAYS_PER_FRAME,
  );
  const todayYmd = toYmd(today, settings.timeZone);
  // One stable function per day, kept as more is read: the cards are memoised on their props.
  const partsOf = useMemo(() => {
    const parts = new Map<number, ReturnType<typeof calendarEventParts>>();
    return (date: number) => {
      if (!parts.has(date)) parts.set(date, calendarEventParts(date, settings.timeZone));
      return parts.get(date);
    };
  }, [settings.timeZone]);

  useEffect(() => {
    if (events.status === 'failed') setAnnouncement(t('The events could not be loaded.'));
  }, [events.status]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when more days are shown
  useEffect(() => {
    const day = firstNewDay.current;
    if (day === null) return;
    firstNewDay.current = null;
    list.current?.querySelector<HTMLElement>(`[data-day="${day}"] .wgt-calendar__date`)?.focus();
  }, [shownDays]);

  const showMore = () => {
    emitWidgetEvent(element, 'load-more', { page: shownDays / options.days + 1 });
    const next = days.slice(shownDays, shownDays + options.days);
    firstNewDay.current = next[0]?.date ?? null;
    setAnnouncement(tn(next.length, '1 more date shown.', '{n} more dates shown.'));
    setShownDays(shownDays + options.days);
  };

  return (
    <>
      {schools && !fixed && <SchoolChoice schools={schools} school={school} />}
      <Subscribe element={element} school={school ?? null} items={read?.items ?? null} />
      <SharedColumns.Provider value={columns}>
        <div className="wgt-calendar__days" ref={list}>
          {events.status === 'failed' || (events.status === 'loading' && events.retrying) ? (
            <LoadFailed
              message={t('The events could not be loaded.')}
              busy={events.status === 'loading'}
              onRetry={events.retry}
            />
          ) : events.status !== 'ready' ? (
            // Taller than a screen, like the server markup it replaces: the footer must not
            // flash into view while the events load.
            SKELETON_DAYS.map((day) => (
              <section key={day} className="wgt-calendar__day" aria-hidden="true">
                <p className="wgt-calendar__date wgt-skeleton-text">&nbsp;</p>
                <CardList items={[]} settings={settings} placeholders={4} />
              </section>
            ))
          ) : days.length === 0 ? (
            <p className="wgt-calendar__empty">{t('No events are coming up.')}</p>
          ) : (
            days.slice(0, drawnDays).map((day) => {
              return (
                <section key={day.date} className="wgt-calendar__day" data-day={day.date}>
                  <h2 className="wgt-calendar__date" tabIndex={-1}>
                    <time dateTime={isoDay(day.date)}>
                      {calendarDayHeading(day.date, todayYmd)}
                    </time>
                  </h2>
                  <CardList
                    items={day.items}
                    settings={settings}
                    headingLevel={3}
                    eventParts={partsOf(day.date)}
                  />
                </section>
              );
            })
          )}
        </div>
      </SharedColumns.Provider>
      {read?.done && days.length > shownDays && (
        <button type="button" className="wgt-button wgt-calendar__more" onClick={showMore}>
          {moreLabel}
        </button>
      )}
      <p className="wgt-sr-only" role="status">
        {announcement}
      </p>
    </>
  );
}
