// @ts-check
// The events of one generated copy of the volume seed (volume-seed.mjs): 64 events of the
// coming twelve months for the seed's three schools. What a school calendar holds: term dates
// (copy 1 only: a school has one set a year), fixtures on Wednesday afternoons and Saturday
// mornings, concerts and plays on weekday evenings, day visits and residential trips, parents'
// evenings, fairs on Saturdays, exam and theme weeks starting on Mondays. School events avoid
// the summer and Christmas holidays, so the calendar has quiet weeks as a real one does.

import {
  categoryId,
  FEEDS,
  iso,
  londonDay,
  londonString,
  londonToUtc,
  makeItem,
  NO_VENUE,
  SCHOOLS,
  slugify,
} from './seed.mjs';
import {
  eventDescription,
  fillIn,
  OCCASIONS,
  OPPONENTS,
  PARENT_EVENINGS,
  PERFORMANCES,
  RESIDENTIALS,
  SPORTS,
  TEAMS,
  VISITS,
  YEARS,
} from './volume-text.mjs';

/** @typedef {import('./volume-text.mjs').CopyContext} CopyContext */
/** @typedef {ReturnType<typeof makeItem>} Item */
/** @typedef {(typeof SCHOOLS)[number]} School */
/** @typedef {{ Location: string, LocationAdress: string, Latitude: number | null, Longitude: number | null }} Venue */

/** Events of each copy: 64, the seed's count of coming events and then some (~1,000 at 16). */
export const EVENTS_PER_COPY = 64;
/** The window the events fall in: today and the 364 days after it. */
export const EVENT_DAYS = 365;

const DAY = 86_400_000;
const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const FRIDAY = 5;
const SATURDAY = 6;
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVENT_FEEDS = FEEDS.filter((f) => f.FeedType === 'TiarcCalendar').map((f) => f.FeedId);

/**
 * One event as the seed describes it, before it becomes an item.
 * @typedef {{
 *   school: number, title: string, offset: number, allDay: boolean, days: number,
 *   t?: [number, number, number, number], venue: Venue, c1: string, c2: string, tags: string,
 *   book?: boolean,
 * }} EventPlan
 */

/**
 * The copy's events, as items of the events feeds (school `s` on the s-th events feed, as in
 * the seed).
 * @param {CopyContext} ctx
 * @returns {Item[]}
 */
export function copyEvents(ctx) {
  const calendar = dayCalendar(ctx.nowMs);
  const plans = ctx.copy === 1 ? termDates(calendar) : [];
  while (plans.length < EVENTS_PER_COPY) plans.push(schoolEvent(ctx, calendar, plans.length % 3));
  return plans.map((plan, k) => eventItem(ctx, plan, k));
}

/** @param {number} nowMs */
function dayCalendar(nowMs) {
  const [ty, tm, td] = londonDay(nowMs);
  const today = Date.UTC(ty, tm, td);
  /** The calendar date `offset` days from today, as a UTC midnight (for weekday and month). */
  const dateOf = (/** @type {number} */ offset) => new Date(today + offset * DAY);
  return {
    ty,
    tm,
    td,
    dateOf,
    /** Days from today to a calendar date. @param {number} utcMidnight */
    offsetOf: (utcMidnight) => Math.round((utcMidnight - today) / DAY),
    /** The summer (12 July - 2 September) and Christmas (19 December - 4 January) holidays. */
    inHoliday: (/** @type {number} */ offset) => {
      const date = dateOf(offset);
      const m = date.getUTCMonth();
      const d = date.getUTCDate();
      return (
        (m === 6 && d >= 12) ||
        m === 7 ||
        (m === 8 && d < 3) ||
        (m === 11 && d >= 19) ||
        (m === 0 && d < 5)
      );
    },
  };
}
/** @typedef {ReturnType<typeof dayCalendar>} DayCalendar */

/**
 * A day in term, on one of `weekdays`: drawn over the year, moved on to the next allowed
 * weekday, drawn again (a few times) when it falls in a holiday or past the window.
 * @param {CopyContext} ctx @param {DayCalendar} calendar @param {readonly number[]} weekdays
 */
function termDay(ctx, calendar, weekdays) {
  let offset = 0;
  for (let attempt = 0; attempt < 8; attempt++) {
    offset = ctx.int(0, EVENT_DAYS - 1);
    while (!weekdays.includes(calendar.dateOf(offset).getUTCDay())) offset++;
    if (offset < EVENT_DAYS && !calendar.inHoliday(offset)) return offset;
  }
  // Eight holidays in a row (a year that is mostly holiday): the last draw, kept in the window.
  offset = Math.min(offset, EVENT_DAYS - 1);
  while (!weekdays.includes(calendar.dateOf(offset).getUTCDay())) offset--;
  return offset;
}

/**
 * Each school's term dates of the academic years that touch the window: INSET days, first days,
 * half terms, last days of term. Hillcrest (Dubai) starts a week earlier, Lakeside a day later.
 * @param {DayCalendar} calendar @returns {EventPlan[]}
 */
function termDates(calendar) {
  /** @param {number} y @param {number} m @param {number} d @param {number} weekday @param {1 | -1} step */
  const nearest = (y, m, d, weekday, step) => {
    let at = Date.UTC(y, m, d);
    while (new Date(at).getUTCDay() !== weekday) at += step * DAY;
    return at;
  };
  /** @type {EventPlan[]} */
  const plans = [];
  SCHOOLS.forEach((school, s) => {
    const shift = [0, -7, 1][s] ?? 0;
    for (const y of [calendar.ty - 1, calendar.ty, calendar.ty + 1]) {
      const terms = [
        [
          'autumn',
          nearest(y, 8, 3, WEDNESDAY, 1),
          nearest(y, 9, 27, MONDAY, -1),
          nearest(y, 11, 18, FRIDAY, -1),
        ],
        [
          'spring',
          nearest(y + 1, 0, 5, TUESDAY, 1),
          nearest(y + 1, 1, 12, MONDAY, 1),
          nearest(y + 1, 2, 27, FRIDAY, -1),
        ],
        [
          'summer',
          nearest(y + 1, 3, 14, TUESDAY, 1),
          nearest(y + 1, 4, 31, MONDAY, -1),
          nearest(y + 1, 6, 10, FRIDAY, -1),
        ],
      ];
      for (const [term, first, halfTerm, last] of terms) {
        const at = (/** @type {number | string | undefined} */ utc) =>
          calendar.offsetOf(Number(utc)) + shift;
        const base = { school: s, venue: NO_VENUE, c1: 'Parents', c2: '', days: 1 };
        plans.push(
          {
            ...base,
            title: `${school.short}: INSET day, school closed to pupils`,
            offset: at(first) - 1,
            allDay: true,
            tags: 'inset,closure',
          },
          {
            ...base,
            title: `${school.short}: First day of the ${term} term`,
            offset: at(first),
            allDay: true,
            tags: 'term,parents',
          },
          {
            ...base,
            title: `${school.short}: ${term === 'autumn' ? 'October' : term === 'spring' ? 'February' : 'May'} half term`,
            offset: at(halfTerm),
            allDay: true,
            days: 5,
            tags: 'holiday,parents',
          },
          {
            ...base,
            title: `${school.short}: Last day of the ${term} term, 12:30 finish`,
            offset: at(last),
            allDay: false,
            t: [8, 30, 12, 30],
            tags: 'term,earlyfinish',
          },
        );
      }
    }
  });
  return plans.filter((plan) => plan.offset >= 0 && plan.offset < EVENT_DAYS);
}

/**
 * One school event of the year: a fixture, a performance, a visit, a residential, a parents'
 * event or another occasion of the calendar, by weight.
 * @param {CopyContext} ctx @param {DayCalendar} calendar @param {number} s
 * @returns {EventPlan}
 */
function schoolEvent(ctx, calendar, s) {
  const school = /** @type {School} */ (SCHOOLS[s]);
  const label = (/** @type {string} */ title) => `${school.short}: ${title}`;
  const roll = ctx.int(0, 99);
  const year = () => ctx.pick(YEARS.slice(1));
  if (roll < 28) {
    const [sport, tag] = ctx.pick(SPORTS);
    const opponent = ctx.pick(OPPONENTS[/** @type {keyof typeof OPPONENTS} */ (school.key)]);
    const home = ctx.chance(0.5);
    const saturday = ctx.chance(0.4);
    return {
      school: s,
      title: label(`${ctx.pick(TEAMS)} ${sport} ${home ? 'v' : 'at'} ${opponent}`),
      offset: termDay(ctx, calendar, [saturday ? SATURDAY : WEDNESDAY]),
      allDay: false,
      days: 1,
      t: saturday ? [9, 30, 12, 0] : [14, 15, 16, 30],
      venue: home
        ? /** @type {Venue} */ (school.venues[1])
        : { Location: opponent, LocationAdress: '', Latitude: null, Longitude: null },
      c1: 'Sport',
      c2: '',
      tags: `sport,${tag},fixtures`,
    };
  }
  if (roll < 40) {
    const title = ctx.pick(PERFORMANCES);
    const drama = /drama|production|nativity|dance|poetry|theatre/i.test(title);
    return {
      school: s,
      title: label(title),
      offset: termDay(ctx, calendar, WEEKDAYS),
      allDay: false,
      days: 1,
      t: ctx.chance(0.5) ? [18, 30, 20, 30] : [19, 0, 21, 15],
      venue: /** @type {Venue} */ (school.venues[ctx.chance(0.2) ? 2 : 0]),
      c1: drama ? 'Arts' : 'Music',
      c2: drama ? 'Music' : 'Arts',
      tags: drama ? 'drama,arts,performance' : 'music,concert,performance',
      book: ctx.chance(0.5),
    };
  }
  if (roll < 50) {
    const [title, Location, LocationAdress, Latitude, Longitude] = ctx.pick(VISITS);
    return {
      school: s,
      title: label(`${year()} ${title}`),
      offset: termDay(ctx, calendar, WEEKDAYS),
      allDay: false,
      days: 1,
      t: [8, 30, 16, 0],
      venue: { Location, LocationAdress, Latitude, Longitude },
      c1: 'Trips',
      c2: 'Academic',
      tags: 'trips,visit',
    };
  }
  if (roll < 54) {
    const [title, days, Location, LocationAdress, Latitude, Longitude] = ctx.pick(RESIDENTIALS);
    return {
      school: s,
      title: label(title),
      offset: termDay(ctx, calendar, [MONDAY]),
      allDay: true,
      days,
      venue: { Location, LocationAdress, Latitude, Longitude },
      c1: 'Trips',
      c2: 'Sport',
      tags: 'trips,residential,outdoor',
      book: ctx.chance(0.3),
    };
  }
  if (roll < 68) {
    const [title, h1, m1, h2, m2] = ctx.pick(PARENT_EVENINGS);
    return {
      school: s,
      title: label(fillIn(title, { Y: year() })),
      offset: termDay(ctx, calendar, WEEKDAYS),
      allDay: false,
      days: 1,
      t: [h1, m1, h2, m2],
      venue: /** @type {Venue} */ (school.venues[ctx.chance(0.7) ? 0 : 3]),
      c1: 'Parents',
      c2: 'Academic',
      tags: 'parents,evening',
    };
  }
  const [title, kind, h1, m1, h2, m2, c1, c2, tags, book, days] = ctx.pick(OCCASIONS);
  const fair = /fair|fete|quiz|bake/i.test(title) && !/careers/i.test(title);
  const weekdays = kind === 'allday-multi' ? [MONDAY] : fair ? [SATURDAY, FRIDAY] : WEEKDAYS;
  return {
    school: s,
    title: label(title),
    offset: termDay(ctx, calendar, weekdays),
    allDay: kind !== 'timed',
    days,
    ...(kind === 'timed'
      ? { t: /** @type {[number, number, number, number]} */ ([h1, m1, h2, m2]) }
      : {}),
    venue: /** @type {Venue} */ (school.venues[ctx.chance(0.8) ? 0 : 1]),
    c1,
    c2,
    tags,
    book: book === 1,
  };
}

/**
 * The item of a planned event, with every field the seed's events have: bookings (some sold
 * out), alerts, banners, links, events without an end or without a place.
 * @param {CopyContext} ctx @param {EventPlan} plan @param {number} k its index in the copy
 * @returns {Item}
 */
function eventItem(ctx, plan, k) {
  const school = /** @type {School} */ (SCHOOLS[plan.school]);
  const [y, m, d] = londonDay(ctx.nowMs);
  const day = d + plan.offset;
  let start;
  let end;
  if (plan.allDay) {
    start = londonToUtc(y, m, day);
    end = londonToUtc(y, m, day + plan.days);
  } else {
    const [h1, m1, h2, m2] = plan.t ?? [9, 0, 10, 0];
    start = londonToUtc(y, m, day, h1, m1);
    end = londonToUtc(y, m, day + plan.days - 1, h2, m2);
  }
  const Id = ctx.newId();
  const noEnd = !plan.allDay && ctx.chance(1 / 12);
  const book = Boolean(plan.book);
  const total = book ? ctx.pick([40, 60, 120, 200, 350]) : 0;
  const reserved = book ? (ctx.chance(0.3) ? total : ctx.int(0, total - 1)) : 0;
  const isAlert = ctx.chance(0.05);
  const withCats = ctx.chance(0.93);
  const slug = `${slugify(plan.title)}-${Id}`;
  const updated = isAlert
    ? ctx.nowMs - ctx.int(1, 72) * 3_600_000
    : Math.min(start - ctx.int(10, 90) * DAY, ctx.nowMs - ctx.int(1, 20) * DAY);
  return makeItem({
    Id,
    FeedId: /** @type {number} */ (EVENT_FEEDS[plan.school % EVENT_FEEDS.length]),
    ItemType: 'TiarcCalendar',
    Title: plan.title,
    Description: eventDescription(ctx, {
      title: plan.title,
      place: plan.venue.Location,
      school: school.short,
      category: plan.c1,
      book,
    }),
    Image: ctx.chance(1 / 12) ? '' : `/images/event-${Id}.jpg`,
    URL: `/events/${slug}`,
    User: school.name,
    Date: iso(start),
    EndDate: noEnd ? '' : iso(end),
    Tags: `${plan.tags},${school.key}`,
    IsFeatured: k === 7 && ctx.copy % 2 === 0,
    Category1: withCats ? plan.c1 : '',
    Category1Id: withCats ? categoryId(plan.c1) : 0,
    Category2: withCats ? plan.c2 : '',
    Category2Id: withCats ? categoryId(plan.c2) : 0,
    IsAlert: isAlert,
    IsAllDay: plan.allDay,
    IsBooking: book,
    Link: ctx.chance(0.6) ? `/events/${slug}` : '',
    ...plan.venue,
    BannerImage: ctx.chance(1 / 3) ? `/images/banner-${Id}.jpg` : '',
    LastUpdateDate: iso(updated),
    StartDateString: londonString(start),
    EndDateString: noEnd ? '' : londonString(end),
    WoofooCode: book ? `w${(Id * 7919).toString(36)}${school.key.slice(0, 2)}` : '',
    TotalTickets: total,
    TicketsReserved: reserved,
  });
}
