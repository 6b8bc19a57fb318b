// Deterministic seed data for the media-service stand-in (spec section 3 entities).
//
// createSeed(now) builds feeds, media items, Flickr photo sets and the category dictionary with
// a fixed-seed PRNG, so the same `now` always gives the same data. Every date is relative to
// `now` (events from about six months before to six months after it), so the calendar always
// has coming events. Items carry ALL ExtendedMediaItem fields of src/media/types.ts; items that
// are neither events nor news get empty/zero/false extended fields.
//
// Images are /images/... paths answered by demo/image-service.mjs. Videos, audio, magazines,
// social posts, photo sets and blog posts carry real-shaped permalinks at their providers
// (permalink()): the product recognises real provider URLs only, and the demo's page config
// points their embeds at local stand-ins (demo/embed-standins.mjs), so nothing is fetched from
// the internet unless a visitor follows a link.
//
// The volume seed (volume-seed.mjs) builds on this one: it imports the helpers and pools
// exported here, and leaves this seed's items exactly as they are.
import itemTypeTable from '../../src/media/item-types.json' with { type: 'json' };

/** @typedef {import('../../src/media/types.ts').ExtendedMediaItem} ExtendedMediaItem */
/** @typedef {import('../../src/media/types.ts').PhotoSet} PhotoSet */
/** @typedef {import('../../src/media/types.ts').FeedDetails} FeedDetails */
/** @typedef {import('../../src/media/types.ts').Category} Category */
/** @typedef {import('../../src/media/types.ts').ItemType} ItemType */

const SEED = 0x5c4001;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The fifteen item types, in the order of the product's ItemType table. */
export const ITEM_TYPES = /** @type {ItemType[]} */ (Object.keys(itemTypeTable.itemTypes));

/** Feeds a type: one per school for the big ones, two for the others. */
const FEED_COUNTS = {
  TiarcNews: 3,
  TiarcCalendar: 3,
  TiarcVideo: 2,
  Twitter: 3,
  Flickr: 3,
  Tumblr: 2,
  WordPress: 2,
  Youtube: 2,
  Vimeo: 2,
  Facebook: 3,
  SoundCloudTrack: 2,
  SoundCloudPlaylist: 2,
  Issuu: 2,
  Instagram: 3,
  Pinterest: 2,
};

/** @type {FeedDetails[]} FeedIds 1..36, in ItemType order. */
export const FEEDS = (() => {
  /** @type {FeedDetails[]} */
  const feeds = [];
  let id = 1;
  for (const type of ITEM_TYPES) {
    for (let k = 0; k < FEED_COUNTS[type]; k++) feeds.push({ FeedId: id++, FeedType: type });
  }
  return feeds;
})();

/** @param {readonly string[]} types */
const feedIdsOf = (types) => FEEDS.filter((f) => types.includes(f.FeedType)).map((f) => f.FeedId);

/** FeedIds of each feed group (spec section 3), keyed by the group's URL slug. */
export const feedIdsByGroup = Object.freeze({
  news: feedIdsOf(['TiarcNews']),
  events: feedIdsOf(['TiarcCalendar']),
  twitter: feedIdsOf(['Twitter']),
  photos: feedIdsOf(['Flickr']),
  blog: feedIdsOf(['Tumblr', 'WordPress']),
  videos: feedIdsOf(['Youtube', 'TiarcVideo', 'Vimeo']),
  facebook: feedIdsOf(['Facebook']),
  soundcloud: feedIdsOf(['SoundCloudTrack', 'SoundCloudPlaylist']),
  publications: feedIdsOf(['Issuu']),
  instagram: feedIdsOf(['Instagram']),
  pinterest: feedIdsOf(['Pinterest']),
});

/** @type {Category[]} */
export const CATEGORIES = [
  { id: 1, name: 'Sport' },
  { id: 2, name: 'Music' },
  { id: 3, name: 'Arts' },
  { id: 4, name: 'Admissions' },
  { id: 5, name: 'Community' },
  { id: 6, name: 'Academic' },
  { id: 7, name: 'Trips' },
  { id: 8, name: 'Parents' },
  { id: 9, name: 'Alumni' },
  { id: 10, name: 'Wellbeing' },
];

/** Sizes of every photo of a set, ascending; index 3 (320) is the preview size. */
export const PHOTO_SIZES = [75, 150, 240, 320, 640, 1024, 1600, 2048];

// ---------------------------------------------------------------------------------------------
// Schools, venues

export const SCHOOLS = [
  {
    key: 'riverside',
    name: 'Riverside International School',
    short: 'Riverside',
    handle: 'RiversideIS',
    venues: [
      {
        Location: 'Riverside Main Hall',
        LocationAdress: '1 Riverside Walk, Chiswick, London W4 2QD',
        Latitude: 51.4879,
        Longitude: -0.2591,
      },
      {
        Location: 'Riverside Sports Centre',
        LocationAdress: 'Dukes Meadows, Chiswick, London W4 2SH',
        Latitude: 51.4741,
        Longitude: -0.2594,
      },
      {
        Location: 'Cadogan Hall',
        LocationAdress: '5 Sloane Terrace, London SW1X 9DQ',
        Latitude: 51.4943,
        Longitude: -0.1575,
      },
      {
        Location: 'Riverside Library',
        LocationAdress: '1 Riverside Walk, Chiswick, London W4 2QD',
        Latitude: null,
        Longitude: null,
      },
    ],
  },
  {
    key: 'hillcrest',
    name: 'Hillcrest International School',
    short: 'Hillcrest',
    handle: 'HillcrestIS',
    venues: [
      {
        Location: 'Hillcrest Auditorium',
        LocationAdress: 'Al Barsha South, Dubai, United Arab Emirates',
        Latitude: 25.0657,
        Longitude: 55.2195,
      },
      {
        Location: 'Hillcrest Sports Complex',
        LocationAdress: 'Al Barsha South, Dubai, United Arab Emirates',
        Latitude: 25.0662,
        Longitude: 55.2209,
      },
      {
        Location: 'Dubai Opera',
        LocationAdress: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai',
        Latitude: 25.1954,
        Longitude: 55.2719,
      },
      {
        Location: 'Hillcrest Primary Campus',
        LocationAdress: 'Umm Suqeim 3, Dubai, United Arab Emirates',
        Latitude: null,
        Longitude: null,
      },
    ],
  },
  {
    key: 'lakeside',
    name: 'Lakeside International School',
    short: 'Lakeside',
    handle: 'LakesideIS',
    venues: [
      {
        Location: 'Lakeside Great Hall',
        LocationAdress: 'Lakeside Road, Egham, Surrey TW20 0AA',
        Latitude: 51.428,
        Longitude: -0.5526,
      },
      {
        Location: 'Lakeside Boathouse',
        LocationAdress: 'Virginia Water Lake, Surrey GU25 4QF',
        Latitude: 51.4085,
        Longitude: -0.587,
      },
      {
        Location: 'Windsor Great Park',
        LocationAdress: 'Windsor, Berkshire SL4 2HT',
        Latitude: 51.442,
        Longitude: -0.594,
      },
      {
        Location: 'Lakeside Sixth Form Centre',
        LocationAdress: 'Lakeside Road, Egham, Surrey TW20 0AA',
        Latitude: null,
        Longitude: null,
      },
    ],
  },
];

export const NO_VENUE = { Location: '', LocationAdress: '', Latitude: null, Longitude: null };

const TRIP_VENUES = {
  wales: {
    Location: 'Plas y Brenin outdoor centre',
    LocationAdress: 'Capel Curig, Betws-y-Coed LL24 0ET',
    Latitude: 53.1027,
    Longitude: -3.9136,
  },
  alps: {
    Location: 'Val Thorens, France',
    LocationAdress: 'Val Thorens, 73440 Les Belleville, France',
    Latitude: 45.2979,
    Longitude: 6.58,
  },
  hague: {
    Location: 'World Forum, The Hague',
    LocationAdress: 'Churchillplein 10, 2517 JW The Hague, Netherlands',
    Latitude: 52.0894,
    Longitude: 4.2846,
  },
  dofe: {
    Location: 'South Downs Way',
    LocationAdress: 'Queen Elizabeth Country Park, Horndean PO8 0QE',
    Latitude: null,
    Longitude: null,
  },
};

// ---------------------------------------------------------------------------------------------
// Small helpers

/** @param {number} seed @returns {() => number} a mulberry32 PRNG in [0, 1) */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** ISO 8601 UTC without milliseconds: 2026-11-21T09:30:00Z. @param {number} ms */
export const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** @param {number} year @param {number} month 0-based @returns {number} day of the last Sunday */
const lastSunday = (year, month) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** Europe/London offset (ms) at a UTC instant: BST from the last Sunday of March 01:00 UTC to
 * the last Sunday of October 01:00 UTC. @param {number} utcMs */
export function londonOffset(utcMs) {
  const y = new Date(utcMs).getUTCFullYear();
  const start = Date.UTC(y, 2, lastSunday(y, 2), 1);
  const end = Date.UTC(y, 9, lastSunday(y, 9), 1);
  return utcMs >= start && utcMs < end ? HOUR : 0;
}

/** UTC instant of a London wall-clock time (month 0-based; days may overflow). */
export function londonToUtc(y, m, d, h = 0, min = 0) {
  const wall = Date.UTC(y, m, d, h, min);
  const guess = wall - HOUR;
  return londonOffset(guess) === HOUR ? guess : wall;
}

/**
 * London calendar day of an instant as [y, m (0-based), d].
 * @param {number} utcMs
 * @returns {[number, number, number]}
 */
export function londonDay(utcMs) {
  const local = new Date(utcMs + londonOffset(utcMs));
  return [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
}

/** London wall time as 'YYYY-MM-DD HH:mm' (StartDateString / EndDateString). */
export const londonString = (utcMs) => {
  const s = new Date(utcMs + londonOffset(utcMs)).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`;
};

/** @param {string} s */
export const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** @param {string} s */
export const escapeHtml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The item's permalink at its provider, shaped as the real one is (each id fits the provider's
 * id pattern in src/media/embed/providers/<provider>.ts). Built from the Id alone, not drawn
 * from the PRNG: a draw would shift every field seeded after it. The demo's page config sends the embeds of
 * these URLs to the local stand-ins (embedHosts); only a visitor's click on a link leaves.
 * @param {ItemType} type @param {number} Id @param {{ key: string, handle: string }} school
 * @param {string} title
 */
export const permalink = (type, Id, school, title) => {
  const id = (digits) => String(Id).padStart(digits, '0');
  const user = school.handle.toLowerCase();
  const slug = `${slugify(title)}-${Id}`;
  switch (type) {
    case 'Youtube':
      return `https://www.youtube.com/watch?v=demo${id(7)}`;
    case 'Vimeo':
      return `https://vimeo.com/9${id(8)}`;
    case 'SoundCloudTrack':
      return `https://soundcloud.com/${user}/${slug}`;
    case 'SoundCloudPlaylist':
      return `https://soundcloud.com/${user}/sets/${slug}`;
    case 'Issuu':
      return `https://issuu.com/${user}/docs/${slug}`;
    case 'Twitter':
      return `https://twitter.com/${school.handle}/status/1860000000000${id(6)}`;
    case 'Facebook':
      return `https://www.facebook.com/${school.handle}/posts/10100000${id(7)}`;
    case 'Instagram':
      return `https://www.instagram.com/p/Demo${id(7)}/`;
    case 'Pinterest':
      return `https://www.pinterest.com/pin/9930000000${id(7)}/`;
    case 'Flickr':
      return `https://www.flickr.com/photos/${user}/albums/72157${id(12)}`;
    case 'Tumblr':
      return `https://${school.key}-blog.tumblr.com/post/7000000${id(7)}/${slugify(title)}`;
    case 'WordPress':
      return `https://${school.key}-blog.wordpress.com/?p=${Id}`;
    default:
      throw new Error(`no permalink for ${type}`);
  }
};

export const FILLER = [
  'Thank you to all the staff, parents and volunteers who made it possible.',
  'Our pupils showed real teamwork, kindness and determination throughout the day.',
  'Photos from the day are now in the gallery and more will follow next week.',
  'Parents are warmly invited to join us for refreshments afterwards in the main hall.',
  'Please check the parents area for timings, kit lists and travel arrangements.',
  'We are so proud of every single one of them and cannot wait for next year.',
  'Special thanks to our PTA for the cakes, the music and the endless cups of tea.',
  'Well done to the house captains who led their teams with enthusiasm and good humour.',
];

/** Pads `text` with filler sentences and cuts it to exactly `n` characters, ending with '…'
 * like a truncated post. */
function fitLength(text, n) {
  let s = text;
  let k = 0;
  while (s.length < n) s += ` ${FILLER[k++ % FILLER.length]}`;
  return `${s
    .slice(0, n - 1)
    .trimEnd()
    .padEnd(n - 1, '.')}\u2026`;
}

/** Extends `text` with filler sentences until it is longer than `min` characters. */
function longerThan(text, min, offset = 0) {
  let s = text;
  let k = offset;
  while (s.length <= min) s += ` ${FILLER[k++ % FILLER.length]}`;
  return s;
}

/** @param {string} name */
export const categoryId = (name) => CATEGORIES.find((c) => c.name === name)?.id ?? 0;

/** @param {Partial<ExtendedMediaItem>} p @returns {ExtendedMediaItem} all fields, types.ts order */
export function makeItem(p) {
  return {
    Id: p.Id ?? 0,
    FeedId: p.FeedId ?? 0,
    ItemType: p.ItemType ?? 'TiarcNews',
    Title: p.Title ?? '',
    Description: p.Description ?? '',
    Image: p.Image ?? '',
    URL: p.URL ?? '',
    User: p.User ?? '',
    Date: p.Date ?? '',
    EndDate: p.EndDate ?? '',
    Tags: p.Tags ?? '',
    IsFeatured: p.IsFeatured ?? false,
    ItemsCount: p.ItemsCount ?? 0,
    ScreeName: p.ScreeName ?? '',
    Category1: p.Category1 ?? '',
    Category1Id: p.Category1Id ?? 0,
    Category2: p.Category2 ?? '',
    Category2Id: p.Category2Id ?? 0,
    IsAlert: p.IsAlert ?? false,
    IsAllDay: p.IsAllDay ?? false,
    IsBooking: p.IsBooking ?? false,
    Link: p.Link ?? '',
    Location: p.Location ?? '',
    LocationAdress: p.LocationAdress ?? '',
    Latitude: p.Latitude ?? null,
    Longitude: p.Longitude ?? null,
    BannerImage: p.BannerImage ?? '',
    LastUpdateDate: p.LastUpdateDate ?? '',
    StartDateString: p.StartDateString ?? '',
    EndDateString: p.EndDateString ?? '',
    WoofooCode: p.WoofooCode ?? '',
    TotalTickets: p.TotalTickets ?? 0,
    TicketsReserved: p.TicketsReserved ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Content pools

/** News headlines; {S} is the school's short name. [title, cat1, cat2, tags] */
export const NEWS = [
  ['{S} celebrates outstanding IB Diploma results', 'Academic', '', 'ib,results,sixthform'],
  ['Record-breaking Sports Day at {S}', 'Sport', 'Community', 'sport,sportsday,primary'],
  ['Year 6 Science Fair winners announced', 'Academic', '', 'science,sciencefair,primary'],
  ['Open Day: discover life at {S}', 'Admissions', 'Parents', 'admissions,openday'],
  ['Spring concert raises funds for a local charity', 'Music', 'Community', 'music,charity'],
  ['Admissions for September are now open', 'Admissions', '', 'admissions,enrolment'],
  ['Alumni return to share careers advice with Year 12', 'Alumni', 'Academic', 'alumni,careers'],
  ['Charity fun run raises over £8,000', 'Community', 'Sport', 'charity,charityrun,sport'],
  ['Model United Nations team wins best delegation', 'Academic', 'Trips', 'mun,debating'],
  ['New sports centre officially opens its doors', 'Sport', '', 'sport,campus'],
  ['Year 9 geography field trip to the Jurassic Coast', 'Trips', 'Academic', 'trips,geography'],
  ['Primary pupils plant 200 trees in the school grounds', 'Community', '', 'primary,eco'],
  ['Robotics club reaches the national finals', 'Academic', '', 'robotics,stem'],
  ["Sell-out run for 'A Midsummer Night's Dream'", 'Arts', 'Music', 'drama,arts,theatre'],
  ['Parent workshop: supporting wellbeing at home', 'Parents', 'Wellbeing', 'parents,wellbeing'],
  ['Inter-house swimming gala results', 'Sport', '', 'sport,swimming,houses'],
  ['Art exhibition opens in the atrium', 'Arts', '', 'arts,exhibition'],
  ['Mathematics Olympiad success for Year 11', 'Academic', '', 'maths,olympiad'],
  ['Head of School: a message for the new term', '', '', 'headteacher,newsletter'],
  ['Chamber choir invited to sing at the cathedral', 'Music', '', 'music,choir'],
];

/** Alerts (news with IsAlert). */
export const ALERTS = [
  ['School closed today due to heavy snow', 'Parents', '', 'closure,weather,alert'],
  ['Bus route 4 changes from Monday', 'Parents', '', 'transport,buses,alert'],
  ['Reminder: early finish at 12:30 on Friday', 'Parents', '', 'earlyfinish,alert'],
];

/** Social posts; {S} short name, {H} handle. [text, tags] */
export const SOCIAL = [
  [
    'What a brilliant #SportsDay! Well done to every pupil who took part ?? @{H}',
    'sportsday,sport',
  ],
  ['Great day ?? #ScienceFair', 'sciencefair,science'],
  [
    'Join us for our # OpenDay this Saturday from 9:30. Tours, taster lessons and coffee with the Head. @ Hillcrest',
    'openday,admissions',
  ],
  ['Congratulations to our graduates on superb #IBResults ???? Average score 36!', 'ibresults,ib'],
  [
    'Over 400 runners at this morning\u2019s #CharityRun. Thank you @{H} families!',
    'charityrun,charity',
  ],
  ['Rehearsals are in full swing for the spring musical ?? #Drama #Arts', 'drama,arts'],
  ['Our Year 4 class loved their trip to the Natural History Museum #Trips', 'trips,primary'],
  ['Meet our new Head of Sixth Form at the #OpenDay on Saturday @{H}', 'openday,sixthform'],
  ['The U15 girls are county champions!! ?????? #Football #SportsDay', 'football,sport,sportsday'],
  ['Alumni evening tonight: 150 former students back on campus #Alumni @ {S}', 'alumni'],
  ['Book Week starts Monday ?? Dress up as your favourite character #BookWeek', 'bookweek,reading'],
  ['Robotics club is off to the national finals! #STEM @{H}', 'robotics,stem'],
];

export const VIDEO_TITLES = [
  'Sports Day highlights',
  'A day in the life of a Year 7 pupil',
  'Spring concert: full performance',
  'Virtual tour of the campus',
  'IB Diploma: what our students say',
  'Science Fair showcase',
  'Welcome from the Head of School',
  'Charity run: the movie',
];

export const BLOG_TITLES = [
  'Five ways to support your child with exam stress',
  'Why we teach philosophy from Year 3',
  'What we learned from our first Eco Week',
  'Reading for pleasure: a librarian\u2019s top ten',
  'Life as a boarder: a week in pictures',
  'Preparing for university applications abroad',
];

export const AUDIO_TITLES = [
  'Chamber choir: Evening Hymn',
  'Jazz band live at the spring concert',
  'School podcast episode {n}: admissions explained',
  'Year 10 composition showcase',
];

export const PUBLICATION_TITLES = [
  '{S} Magazine, spring edition',
  '{S} Prospectus',
  'Sixth Form Course Guide',
  'The {S} Alumni Review',
];

export const PHOTO_TITLES = [
  'Sports Day',
  'Science Fair',
  'Open Day',
  'Spring Concert',
  'Year 8 residential trip',
  'Charity fun run',
  'Art exhibition',
  'Graduation ceremony',
];

/** Event templates. kind: allday | allday-multi | timed | timed-multi.
 * [title, kind, cat1, cat2, tags, options] */
const EVENTS = [
  ['Sports Day', 'allday', 'Sport', 'Community', 'sport,sportsday', { venue: 1 }],
  ['Winter Concert', 'timed', 'Music', 'Arts', 'music,concert', { t: [18, 30, 20, 30], book: 1 }],
  ['Science Fair', 'timed', 'Academic', 'Community', 'science,sciencefair', { t: [9, 0, 15, 0] }],
  [
    'Open Day',
    'timed',
    'Admissions',
    'Parents',
    'admissions,openday',
    { t: [9, 30, 12, 30], book: 1 },
  ],
  ['IB Results Day', 'allday', 'Academic', '', 'ib,results', {}],
  [
    'Year 8 residential trip to Wales',
    'allday-multi',
    'Trips',
    'Sport',
    'trips,outdoor',
    { days: 4, trip: 'wales' },
  ],
  [
    'Alumni reunion dinner',
    'timed',
    'Alumni',
    'Community',
    'alumni,reunion',
    { t: [19, 0, 23, 0], book: 1, venue: 2 },
  ],
  [
    'Charity fun run',
    'timed',
    'Community',
    'Sport',
    'charity,charityrun,sport',
    { t: [10, 0, 12, 0], book: 1 },
  ],
  [
    "Year 10 parents' evening",
    'timed',
    'Parents',
    'Academic',
    'parents,year10',
    { t: [16, 0, 19, 0] },
  ],
  ['Half term', 'allday-multi', 'Parents', '', 'holiday,parents', { days: 5, venue: -1 }],
  [
    'Spring musical',
    'timed',
    'Arts',
    'Music',
    'drama,musical,arts',
    { t: [19, 0, 21, 30], book: 1 },
  ],
  [
    'Admissions open morning',
    'timed',
    'Admissions',
    '',
    'admissions,openday',
    { t: [9, 0, 10, 30] },
  ],
  ['INSET day: school closed to pupils', 'allday', 'Parents', '', 'inset,closure', { venue: -1 }],
  [
    'Inter-house swimming gala',
    'timed',
    'Sport',
    '',
    'sport,swimming,houses',
    { t: [13, 30, 16, 0], venue: 1 },
  ],
  [
    'Art exhibition',
    'timed-multi',
    'Arts',
    'Community',
    'arts,exhibition',
    { t: [10, 0, 16, 0], days: 5 },
  ],
  [
    'Model United Nations conference',
    'timed-multi',
    'Academic',
    'Trips',
    'mun,debating,trips',
    { t: [8, 0, 17, 30], days: 3, trip: 'hague' },
  ],
  ['Book Week', 'allday-multi', 'Academic', 'Arts', 'reading,bookweek', { days: 5 }],
  [
    'Coffee morning for new parents',
    'timed',
    'Parents',
    'Community',
    'parents,coffee',
    { t: [8, 45, 10, 0] },
  ],
  ['Careers fair', 'timed', 'Academic', 'Alumni', 'careers,alumni', { t: [13, 0, 16, 30] }],
  [
    'Duke of Edinburgh practice expedition',
    'allday-multi',
    'Trips',
    'Wellbeing',
    'dofe,outdoor,trips',
    { days: 2, trip: 'dofe' },
  ],
  [
    'Wellbeing workshop for parents',
    'timed',
    'Wellbeing',
    'Parents',
    'wellbeing,parents',
    { t: [18, 0, 19, 30] },
  ],
  [
    'Graduation ceremony',
    'timed',
    'Academic',
    'Community',
    'graduation,sixthform',
    { t: [14, 0, 16, 30], book: 1, venue: 2 },
  ],
  ['Winter fair', 'timed', 'Community', '', 'fair,pta,community', { t: [11, 0, 15, 0] }],
  ['International Day', 'allday', 'Community', 'Arts', 'international,culture', {}],
  [
    'Ski trip to the Alps',
    'allday-multi',
    'Trips',
    'Sport',
    'ski,trips,sport',
    { days: 7, book: 1, trip: 'alps' },
  ],
  ['Jazz evening', 'timed', 'Music', '', 'music,jazz', { t: [19, 30, 21, 30], book: 1 }],
  ['First day of term', 'allday', 'Parents', '', 'term,parents', { venue: -1 }],
  [
    'U14 football tournament',
    'timed',
    'Sport',
    '',
    'sport,football',
    { t: [9, 0, 13, 0], venue: 1 },
  ],
  [
    "Year 13 leavers' ball",
    'timed',
    'Community',
    'Alumni',
    'leavers,ball',
    { t: [19, 0, 0, 30], book: 1, venue: 2 },
  ],
  ['Robotics showcase', 'timed', 'Academic', '', 'robotics,stem', { t: [15, 30, 17, 0] }],
  ['Debating competition final', 'timed', 'Academic', '', 'debating', { t: [17, 0, 19, 0] }],
  ['Summer fete', 'timed', 'Community', 'Parents', 'fete,pta,community', { t: [12, 0, 16, 0] }],
  ['Chess tournament', 'timed', 'Academic', '', 'chess', { t: [9, 30, 15, 30] }],
  [
    'Cross-country championship',
    'timed',
    'Sport',
    '',
    'sport,crosscountry',
    { t: [10, 0, 12, 30], venue: 1 },
  ],
];

// ---------------------------------------------------------------------------------------------
// The generator

/**
 * Builds the whole data set. Same `now` -> same data.
 * @param {Date} [now]
 */
/**
 * The photos of set `id`: every size of each, an empty URL for the sizes in `holes`.
 * @param {number} id @param {number} count @param {readonly number[]} holes
 */
export function photoList(id, count, holes) {
  const photos = [];
  for (let p = 1; p <= count; p++) {
    photos.push({
      Sizes: PHOTO_SIZES.map((size) => ({
        ImageSize: size,
        ImageUrl: holes.includes(size) ? '' : `/images/photo-${id}-${p}-${size}.jpg`,
      })),
    });
  }
  return photos;
}

/**
 * The media item of a photo set (a Flickr album) of `count` photos.
 * @param {{ Id: number, FeedId: number, title: string, count: number, school: (typeof SCHOOLS)[number],
 *   date: string, album: string, featured: boolean }} set
 */
export function photoSetItem({ Id, FeedId, title, count, school, date, album, featured }) {
  return makeItem({
    Id,
    FeedId,
    ItemType: 'Flickr',
    Title: title,
    Description: `<p>${count} photo${count === 1 ? '' : 's'} from <strong>${escapeHtml(title)}</strong> at ${escapeHtml(school.name)}.</p>`,
    Image: `/images/photo-${Id}-1-320.jpg`,
    URL: permalink('Flickr', Id, school, title),
    User: school.name,
    ScreeName: school.handle,
    Date: date,
    Tags: `photos,${slugify(album).replace(/-/g, '')},${school.key}`,
    IsFeatured: featured,
    ItemsCount: count,
  });
}

export function createSeed(now = new Date()) {
  const rnd = mulberry32(SEED);
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  /** @template T @param {readonly T[]} a @returns {T} */
  const pick = (a) => /** @type {T} */ (a[Math.floor(rnd() * a.length)]);
  const nowMs = Math.floor(now.getTime() / MINUTE) * MINUTE;

  /** @type {ExtendedMediaItem[]} */
  const items = [];
  /** @type {Record<number, PhotoSet>} */
  const photoSets = {};
  let nextId = 1000;
  const newId = () => {
    nextId += int(1, 9);
    return nextId;
  };

  /** @param {ItemType} type @param {number} n */
  const feedOf = (type, n) => {
    const feeds = FEEDS.filter((f) => f.FeedType === type);
    return /** @type {FeedDetails} */ (feeds[n % feeds.length]).FeedId;
  };

  /** A past date: `recent` ones within the last 24 hours, the others over the last year. */
  const pastDate = (recent) =>
    iso(
      recent
        ? nowMs - int(20, 23 * 60) * MINUTE
        : nowMs - int(1, 365) * DAY - int(0, 1439) * MINUTE,
    );

  const schoolOf = (n) => /** @type {(typeof SCHOOLS)[number]} */ (SCHOOLS[n % SCHOOLS.length]);
  const fill = (s, school, n = 0) =>
    s.replaceAll('{S}', school.short).replaceAll('{H}', school.handle).replaceAll('{n}', String(n));

  // ----- News (60 + 3 alerts)
  const featuredNews = new Set([0, 3, 7, 12]);
  let n = 0;
  for (let round = 0; round < 3; round++) {
    for (const [tpl, c1, c2, tags] of NEWS) {
      const school = schoolOf(n);
      const Id = newId();
      // Templates without the school name get it in rounds 1 and 2, so titles stay distinct.
      let title = tpl.includes('{S}')
        ? fill(tpl, school)
        : round === 0
          ? tpl
          : round === 1
            ? `${school.short}: ${tpl}`
            : `${tpl} (${school.short})`;
      if (n === 5) title = longerThan(`${title}: ${FILLER.join(' ')}`, 279);
      if (n === 9) title = fitLength(`${title}. `, 200);
      const withCats = n % 5 !== 4;
      const date = pastDate(n === 0 || n === 1);
      items.push(
        makeItem({
          Id,
          FeedId: feedOf('TiarcNews', n),
          ItemType: 'TiarcNews',
          Title: title,
          Description:
            `<p><strong>${escapeHtml(school.name)}</strong> – ${escapeHtml(title)}.</p>` +
            `<p>${escapeHtml(pick(FILLER))} ${escapeHtml(pick(FILLER))}</p>` +
            `<p><img src="/images/news-${Id}-inline.jpg" alt="${escapeHtml(title)}"></p>` +
            `<p>Find out more on our <a href="/media/filter/news">news page</a>.</p>`,
          Image: n % 13 === 6 ? '' : `/images/news-${Id}.jpg`,
          URL: `/news/${slugify(title)}-${Id}`,
          User: school.name,
          Date: date,
          Tags: `${tags},${school.key}`,
          IsFeatured: featuredNews.has(n),
          Category1: withCats ? c1 : '',
          Category1Id: withCats ? categoryId(c1) : 0,
          Category2: withCats ? c2 : '',
          Category2Id: withCats ? categoryId(c2) : 0,
          LastUpdateDate: date,
        }),
      );
      n++;
    }
  }
  ALERTS.forEach(([title, c1, c2, tags], k) => {
    const school = schoolOf(k);
    const Id = newId();
    const date = iso(nowMs - (k === 0 ? 3 * HOUR + 10 * MINUTE : int(2, 40) * DAY));
    items.push(
      makeItem({
        Id,
        FeedId: feedOf('TiarcNews', k),
        ItemType: 'TiarcNews',
        Title: title,
        Description: `<p><strong>Important:</strong> ${escapeHtml(title)}. Please check the <a href="/parents">parents area</a> for updates.</p>`,
        Image: k === 2 ? '' : `/images/alert-${Id}.jpg`,
        URL: `/news/${slugify(title)}-${Id}`,
        User: school.name,
        Date: date,
        Tags: `${tags},${school.key}`,
        Category1: c1,
        Category1Id: categoryId(c1),
        Category2: c2,
        Category2Id: categoryId(c2),
        IsAlert: true,
        LastUpdateDate: date,
      }),
    );
  });

  // ----- Events (98 generated + 4 around today)
  const [ty, tm, td] = londonDay(nowMs);
  const instances = [];
  for (let s = 0; s < SCHOOLS.length; s++) {
    for (let t = 0; t < EVENTS.length; t++) instances.push([t, s]);
  }
  for (let i = instances.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [instances[i], instances[j]] = [instances[j], instances[i]];
  }
  const EVENT_COUNT = 98;
  let bookings = 0;
  /** @param {number} k @param {number} offset days from today @param {number} t @param {number} s */
  const addEvent = (k, offset, t, s, override = {}) => {
    const [title0, kind, c1, c2, tags, opt0] = /** @type {any[]} */ (EVENTS[t]);
    const opt = { ...opt0, ...override };
    const school = /** @type {(typeof SCHOOLS)[number]} */ (SCHOOLS[s]);
    const title = override.title ?? `${school.short}: ${title0}`;
    const Id = newId();
    const day = [ty, tm, td + offset];
    const days = opt.days ?? 1;
    let start;
    let end;
    let allDay = false;
    if (kind === 'allday' || kind === 'allday-multi') {
      allDay = true;
      start = londonToUtc(day[0], day[1], day[2]);
      end = londonToUtc(day[0], day[1], day[2] + days);
    } else {
      const [h1, m1, h2, m2] = opt.t;
      start = londonToUtc(day[0], day[1], day[2], h1, m1);
      const endDay = day[2] + (kind === 'timed-multi' ? days - 1 : 0) + (h2 < h1 ? 1 : 0);
      end = londonToUtc(day[0], day[1], endDay, h2, m2);
    }
    // Some events have no end: one in nine timed ones, and one all-day one.
    const noEnd = (!allDay && k % 9 === 4) || k === 17;
    const venue = opt.trip
      ? TRIP_VENUES[/** @type {keyof typeof TRIP_VENUES} */ (opt.trip)]
      : opt.venue === -1 || k % 11 === 7
        ? NO_VENUE
        : /** @type {typeof NO_VENUE} */ (school.venues[opt.venue ?? (k % 3 === 0 ? 3 : 0)]);
    const isBooking = Boolean(opt.book);
    let total = 0;
    let reserved = 0;
    if (isBooking) {
      total = pick([40, 60, 120, 200, 350]);
      // Every third booking is sold out (one of them oversold), the others have tickets left.
      reserved =
        bookings % 3 === 1
          ? total + (bookings % 2) * int(1, 5)
          : int(0, total - 1 - (bookings % 4));
      bookings++;
    }
    const isAlert = k % 10 === 3;
    const slug = `${slugify(title)}-${Id}`;
    const withCats = k % 13 !== 12;
    // Last update: never in the future; alerts were updated in the last three days.
    const updated = isAlert
      ? nowMs - int(1, 72) * HOUR
      : Math.min(start - int(10, 90) * DAY, nowMs - int(1, 20) * DAY);
    items.push(
      makeItem({
        Id,
        FeedId: feedOf('TiarcCalendar', s),
        ItemType: 'TiarcCalendar',
        Title: title,
        Description:
          `<p>${escapeHtml(title)} at <strong>${escapeHtml(venue.Location || school.name)}</strong>.</p>` +
          `<p>${escapeHtml(pick(FILLER))}</p>` +
          (isBooking
            ? '<p>Places are limited: please <strong>book your tickets</strong> below.</p>'
            : `<p>See the <a href="/calendar">school calendar</a> for all ${escapeHtml(school.short)} events.</p>`),
        Image: k % 12 === 5 ? '' : `/images/event-${Id}.jpg`,
        URL: `/events/${slug}`,
        User: school.name,
        Date: iso(start),
        EndDate: noEnd ? '' : iso(end),
        Tags: `${tags},${school.key}`,
        IsFeatured: k === 2 || k === 40,
        Category1: withCats ? c1 : '',
        Category1Id: withCats ? categoryId(c1) : 0,
        Category2: withCats ? c2 : '',
        Category2Id: withCats ? categoryId(c2) : 0,
        IsAlert: isAlert,
        IsAllDay: allDay,
        IsBooking: isBooking,
        Link: k % 5 < 3 ? `/events/${slug}` : '',
        ...venue,
        BannerImage: k % 3 === 1 ? `/images/banner-${Id}.jpg` : '',
        LastUpdateDate: iso(updated),
        StartDateString: londonString(start),
        EndDateString: noEnd ? '' : londonString(end),
        WoofooCode: isBooking ? `w${(Id * 7919).toString(36)}${school.key.slice(0, 2)}` : '',
        TotalTickets: total,
        TicketsReserved: reserved,
      }),
    );
  };
  for (let k = 0; k < EVENT_COUNT; k++) {
    const [t, s] = /** @type {[number, number]} */ (instances[k]);
    const spread = -182 + Math.round((k * 364) / (EVENT_COUNT - 1));
    const offset = Math.max(-182, Math.min(182, spread + int(-3, 3)));
    addEvent(k, offset, t, s);
  }
  // Around today: an all-day event today, a timed one today, a running multi-day, tomorrow.
  addEvent(100, 0, 23, 0, { title: 'Riverside: Non-uniform day for charity' });
  addEvent(101, 0, 20, 1, { title: 'Hillcrest: Parent information evening' });
  addEvent(102, -1, 16, 2, { title: 'Lakeside: Book Fair' });
  addEvent(103, 1, 17, 0, { title: "Riverside: New parents' coffee morning" });

  // ----- Social posts: Twitter 40, Facebook 24, Instagram 24, Pinterest 12
  /** @param {ItemType} type @param {number} count @param {string} path */
  const social = (type, count, path) => {
    for (let k = 0; k < count; k++) {
      const school = schoolOf(k);
      const [tpl, tags] = /** @type {[string, string]} */ (
        SOCIAL[(k * 5 + type.length) % SOCIAL.length]
      );
      let title = fill(tpl, school);
      // Length classes: exact boundaries 140/141/279/280, medium and long posts.
      if (type === 'Twitter' && k === 3) title = fitLength(title, 140);
      else if (type === 'Twitter' && k === 4) title = fitLength(title, 141);
      else if (type === 'Twitter' && k === 5) title = fitLength(title, 279);
      else if (type === 'Twitter' && k === 6) title = fitLength(title, 280);
      else if (type === 'Facebook' && k % 4 === 1) title = longerThan(title, 279, k);
      else if (type === 'Instagram' && k % 6 === 2) title = longerThan(title, 300, k);
      else if (k % 3 === 2) title = longerThan(title, 140, k);
      const Id = newId();
      const url = permalink(type, Id, school, title);
      items.push(
        makeItem({
          Id,
          FeedId: feedOf(type, k),
          ItemType: type,
          Title: title,
          Description: `<p>${escapeHtml(title)}</p><p><a href="${escapeHtml(url)}">View post</a></p>`,
          Image: k % 7 === 3 ? '' : `/images/${path}-${Id}.jpg`,
          URL: url,
          User: school.name,
          ScreeName: school.handle,
          Date: pastDate(k === 0),
          Tags: `${tags},${school.key}`,
        }),
      );
    }
  };
  social('Twitter', 40, 'twitter');
  social('Facebook', 24, 'facebook');
  social('Instagram', 24, 'instagram');
  social('Pinterest', 12, 'pinterest');

  // ----- Flickr photo sets (24)
  const PHOTO_COUNTS = [
    1, 3, 40, 12, 8, 24, 5, 17, 30, 2, 9, 15, 6, 36, 11, 20, 4, 27, 10, 7, 33, 14, 3, 19,
  ];
  PHOTO_COUNTS.forEach((count, k) => {
    const school = schoolOf(k);
    const Id = newId();
    const title = `${school.short} ${PHOTO_TITLES[k % PHOTO_TITLES.length]}${k >= PHOTO_TITLES.length ? `, part ${Math.floor(k / PHOTO_TITLES.length) + 1}` : ''}`;
    const date = pastDate(false);
    // Some sets have holes: large sizes missing (kind 1), the largest missing (kind 2), a middle
    // size missing (kind 3).
    const holes = k % 6 === 2 ? [1600, 2048] : k % 6 === 4 ? [2048] : k === 7 ? [640] : [];
    photoSets[Id] = { Title: title, Date: date, Photos: photoList(Id, count, holes) };
    items.push(
      photoSetItem({
        Id,
        FeedId: feedOf('Flickr', k),
        title,
        count,
        school,
        date,
        album: PHOTO_TITLES[k % PHOTO_TITLES.length] ?? '',
        featured: k === 0 || k === 2,
      }),
    );
  });

  // ----- Videos, blogs, audio, publications
  /** @param {ItemType} type @param {number} count @param {readonly string[]} titles @param {string} path @param {string} tags */
  const simple = (type, count, titles, path, tags, featured = -1) => {
    for (let k = 0; k < count; k++) {
      const school = schoolOf(k + type.length);
      const Id = newId();
      const title = fill(
        `${titles[k % titles.length]}${k >= titles.length ? ` (${school.short})` : ''}`,
        school,
        k + 1,
      );
      items.push(
        makeItem({
          Id,
          FeedId: feedOf(type, k),
          ItemType: type,
          Title: title,
          Description: `<p>${escapeHtml(title)} – from ${escapeHtml(school.name)}.</p><p>${escapeHtml(pick(FILLER))}</p>`,
          Image: k % 5 === 4 ? '' : `/images/${path}-${Id}.jpg`,
          URL:
            type === 'TiarcVideo'
              ? `/videos/${slugify(title)}-${Id}`
              : permalink(type, Id, school, title),
          User: type === 'WordPress' || type === 'Tumblr' ? `${school.short} Blog` : school.name,
          Date: pastDate(false),
          Tags: `${tags},${school.key}`,
          IsFeatured: k === featured,
        }),
      );
    }
  };
  simple('TiarcVideo', 12, VIDEO_TITLES, 'video', 'video', 1);
  simple('Youtube', 14, VIDEO_TITLES, 'youtube', 'video,youtube', 0);
  simple('Vimeo', 8, VIDEO_TITLES, 'vimeo', 'video,vimeo');
  simple('Tumblr', 10, BLOG_TITLES, 'tumblr', 'blog');
  simple('WordPress', 12, BLOG_TITLES, 'wordpress', 'blog,parents');
  simple('SoundCloudTrack', 10, AUDIO_TITLES, 'soundcloud', 'music,audio');
  simple('SoundCloudPlaylist', 6, AUDIO_TITLES, 'soundcloud', 'music,playlist');
  simple('Issuu', 8, PUBLICATION_TITLES, 'issuu', 'magazine,publications');

  // ----- Wire-shape samples, made without the PRNG so nothing above shifts: a title
  // with & < ' " and accents on an Id above 2^31, a title holding the literal text `&lt;`, and a
  // photo set from 1962 (a date before 1970: negative ticks on an ASP.NET wire).
  const riverside = /** @type {(typeof SCHOOLS)[number]} */ (SCHOOLS[0]);
  const ptaTitle = 'Parents & Teachers: "Screens < Books?", the PTA\u2019s caf\u00e9 d\u00e9bat';
  const ptaId = 2 ** 31 + 11;
  const ptaDate = iso(nowMs - 2 * DAY - 5 * HOUR);
  items.push(
    makeItem({
      Id: ptaId,
      FeedId: feedOf('TiarcNews', 0),
      ItemType: 'TiarcNews',
      Title: ptaTitle,
      Description: `<p>${escapeHtml(ptaTitle)}: an evening of questions for the Head.</p>`,
      Image: `/images/news-${ptaId}.jpg`,
      URL: `/news/${slugify(ptaTitle)}-${ptaId}`,
      User: 'Fran\u00e7oise O\u2019Brien & the PTA',
      Date: ptaDate,
      Tags: 'parents,pta,riverside',
      Category1: 'Parents',
      Category1Id: categoryId('Parents'),
      Category2: 'Community',
      Category2Id: categoryId('Community'),
      LastUpdateDate: ptaDate,
    }),
  );
  const codingId = nextId + 3;
  const codingTitle = 'Coding club: why HTML writes &lt; for <';
  items.push(
    makeItem({
      Id: codingId,
      FeedId: feedOf('WordPress', 0),
      ItemType: 'WordPress',
      Title: codingTitle,
      Description: `<p>${escapeHtml(codingTitle)}</p>`,
      Image: `/images/wordpress-${codingId}.jpg`,
      URL: permalink('WordPress', codingId, riverside, codingTitle),
      User: `${riverside.short} Blog`,
      Date: iso(nowMs - 3 * DAY - 2 * HOUR),
      Tags: 'blog,coding,riverside',
    }),
  );
  const foundingId = nextId + 6;
  const foundingTitle = "F\u00eate de l'\u00e9cole: Riverside's founding year, 1962";
  const foundingDate = iso(Date.UTC(1962, 8, 15, 10, 30));
  photoSets[foundingId] = {
    Title: foundingTitle,
    Date: foundingDate,
    Photos: [1, 2, 3, 4].map((p) => ({
      Sizes: PHOTO_SIZES.map((size) => ({
        ImageSize: size,
        // The last photo lacks its largest size: an empty URL on the wire.
        ImageUrl: p === 4 && size === 2048 ? '' : `/images/photo-${foundingId}-${p}-${size}.jpg`,
      })),
    })),
  };
  items.push(
    makeItem({
      Id: foundingId,
      FeedId: feedOf('Flickr', 0),
      ItemType: 'Flickr',
      Title: foundingTitle,
      Description: `<p>4 photos from <strong>${escapeHtml(foundingTitle)}</strong>.</p>`,
      Image: `/images/photo-${foundingId}-1-320.jpg`,
      URL: permalink('Flickr', foundingId, riverside, foundingTitle),
      User: riverside.name,
      ScreeName: riverside.handle,
      Date: foundingDate,
      Tags: 'photos,history,riverside',
      ItemsCount: 4,
    }),
  );

  // ----- Items with French and Arabic titles, for the /fr/ and /ar/ pages (and for
  // an Arabic title on an English page, which reads right to left by dir="auto"). Last, with
  // Ids above every other, so that nothing above shifts.
  nextId += 10;
  const hillcrest = /** @type {(typeof SCHOOLS)[number]} */ (SCHOOLS[1]);
  const lakeside = /** @type {(typeof SCHOOLS)[number]} */ (SCHOOLS[2]);
  const translated = [
    [lakeside, 'Lakeside : la semaine de la francophonie en images et en chansons', 4, 'fr'],
    [hillcrest, 'هيلكرست: تلاميذنا يفوزون بمسابقة الخط العربي', 6, 'ar'],
  ];
  for (const [school, title, daysAgo, lang] of translated) {
    const Id = newId();
    const date = iso(nowMs - Number(daysAgo) * DAY - 2 * HOUR);
    items.push(
      makeItem({
        Id,
        FeedId: feedOf('TiarcNews', 0),
        ItemType: 'TiarcNews',
        Title: String(title),
        Description:
          lang === 'ar'
            ? `<p>${escapeHtml(String(title))}.</p><p>فاز ثلاثة من تلاميذ الصف السادس بالجوائز الأولى.</p>`
            : `<p>${escapeHtml(String(title))}.</p><p>Une semaine de lectures, de chansons et de théâtre.</p>`,
        Image: `/images/news-${Id}.jpg`,
        URL: `/news/${slugify(String(title))}-${Id}`,
        User: school.name,
        Date: date,
        Tags: `languages,${school.key}`,
        Category1: 'Community',
        Category1Id: categoryId('Community'),
        LastUpdateDate: date,
      }),
    );
  }
  addEvent(104, 3, 1, 1, { title: 'هيلكرست: أمسية الشعر العربي' });

  return {
    feeds: FEEDS.map((f) => ({ ...f })),
    items,
    photoSets,
    categories: CATEGORIES.map((c) => ({ ...c })),
    feedIdsByGroup,
  };
}
