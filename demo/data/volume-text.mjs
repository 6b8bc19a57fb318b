// @ts-check
// Words of the volume seed (volume-seed.mjs): the pools its generated items draw titles, places
// and descriptions from, and the draws themselves (CopyContext). Wider than the seed's own pools
// so that a year of content does not read as the same thirty titles over and over, and so that
// a search at volume finds a realistic spread of items.

import { escapeHtml, FILLER, mulberry32 } from './seed.mjs';

/**
 * The draws of one generated copy: a PRNG of its own, so a copy is the same whatever the factor
 * (factor 16 holds factor 4's items unchanged) and nothing in the seed shifts.
 * @typedef {{
 *   copy: number,
 *   nowMs: number,
 *   int: (lo: number, hi: number) => number,
 *   pick: <T>(list: readonly T[]) => T,
 *   chance: (p: number) => boolean,
 *   newId: () => number,
 * }} CopyContext
 */

/** Ids of copy `c` run from c * ID_SPAN + 1000 up, below (c + 1) * ID_SPAN (see volume-seed.mjs). */
export const ID_SPAN = 100_000;
const VOLUME_SEED = 0x7e4a11;

/** @param {number} copy 1.. @param {number} nowMs @returns {CopyContext} */
export function copyContext(copy, nowMs) {
  const rnd = mulberry32((VOLUME_SEED ^ Math.imul(copy, 0x9e3779b1)) >>> 0);
  let nextId = copy * ID_SPAN + 1000;
  return {
    copy,
    nowMs,
    int: (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1)),
    pick: (list) => /** @type {any} */ (list[Math.floor(rnd() * list.length)]),
    chance: (p) => rnd() < p,
    // Gaps of 1-9 as the seed's ids have: ids are not a dense counter on a real service either.
    newId: () => {
      nextId += 1 + Math.floor(rnd() * 9);
      return nextId;
    },
  };
}

/** Opponents of each school's fixtures, by the seed's school key: schools near each one. */
export const OPPONENTS = {
  riverside: [
    "St Paul's Juniors",
    'Latymer Upper',
    'Hampton School',
    'Kew House',
    'Putney High',
    'Harrodian',
    "King's House",
    'Ibstock Place',
  ],
  hillcrest: [
    'Dubai College',
    'Jumeirah English Speaking School',
    'Dubai British School',
    'Repton Dubai',
    'GEMS Wellington Academy',
    'Kings’ School Al Barsha',
    'Dubai English Speaking College',
  ],
  lakeside: [
    "St George's Weybridge",
    'Reed’s School',
    'Royal Grammar School Guildford',
    'Hall Grove',
    'Claremont Fan Court',
    'Sir William Perkins’s',
    'Woodcote House',
  ],
};

export const TEAMS = [
  'U11 boys',
  'U11 girls',
  'U12 mixed',
  'U13 boys',
  'U13 girls',
  'U14 boys',
  'U14 girls',
  'U15 boys',
  'U15 girls',
  'U16 boys',
  'U16 girls',
  '1st team',
  'Senior girls',
];

/** [name, tag] @type {[string, string][]} */
export const SPORTS = [
  ['football', 'football'],
  ['netball', 'netball'],
  ['rugby', 'rugby'],
  ['hockey', 'hockey'],
  ['cricket', 'cricket'],
  ['basketball', 'basketball'],
  ['tennis', 'tennis'],
  ['swimming', 'swimming'],
  ['cross-country', 'crosscountry'],
  ['athletics', 'athletics'],
];

export const YEARS = [
  'Reception',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Year 6',
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
];

export const PERFORMANCES = [
  'Senior choir concert',
  'Junior school nativity',
  'Drama showcase',
  'Chamber music recital',
  'Big band evening',
  'GCSE drama performances',
  'Dance showcase',
  'House music competition',
  'Strings evening',
  'Primary summer production',
  'Poetry slam',
  'Battle of the bands',
  'Piano recital',
  'Musical theatre gala',
  'Orchestra in concert',
];

/**
 * Day visits: [title, Location, LocationAdress, Latitude, Longitude].
 * @type {[string, string, string, number | null, number | null][]}
 */
export const VISITS = [
  [
    'trip to the Science Museum',
    'Science Museum',
    'Exhibition Road, London SW7 2DD',
    51.4978,
    -0.1745,
  ],
  [
    'visit to the Natural History Museum',
    'Natural History Museum',
    'Cromwell Road, London SW7 5BD',
    51.4967,
    -0.1764,
  ],
  [
    'day at Hampton Court Palace',
    'Hampton Court Palace',
    'Molesey, East Molesey KT8 9AU',
    51.4036,
    -0.3378,
  ],
  ['trip to Kew Gardens', 'Royal Botanic Gardens, Kew', 'Kew, Richmond TW9 3AE', 51.4787, -0.2956],
  ['geography fieldwork', 'Box Hill', 'Old London Road, Tadworth KT20 7LB', 51.2557, -0.3108],
  [
    'theatre trip to the Globe',
    "Shakespeare's Globe",
    '21 New Globe Walk, London SE1 9DT',
    51.5081,
    -0.0972,
  ],
  [
    'visit to the Dubai Aquarium',
    'Dubai Aquarium',
    'The Dubai Mall, Downtown Dubai',
    25.1975,
    55.279,
  ],
  ['desert science day', 'Al Marmoom Desert Reserve', 'Al Qudra Road, Dubai', 24.8333, 55.3667],
  [
    'trip to the Louvre Abu Dhabi',
    'Louvre Abu Dhabi',
    'Saadiyat Cultural District, Abu Dhabi',
    24.5337,
    54.3984,
  ],
  ['biology field day', 'Windsor Great Park', 'Windsor, Berkshire SL4 2HT', 51.442, -0.594],
  ['art gallery visit', 'Tate Modern', 'Bankside, London SE1 9TG', 51.5076, -0.0994],
  ['farm visit', 'Godstone Farm', 'Tilburstow Hill Road, Godstone RH9 8LX', null, null],
];

/**
 * Residentials: [title, days, Location, LocationAdress, Latitude, Longitude].
 * @type {[string, number, string, string, number | null, number | null][]}
 */
export const RESIDENTIALS = [
  [
    'Year 6 residential to the Isle of Wight',
    3,
    'Little Canada',
    'Woodside, Wootton Bridge, Isle of Wight PO33 4JR',
    50.7406,
    -1.2409,
  ],
  [
    'Year 9 outdoor education week',
    5,
    'Plas y Brenin outdoor centre',
    'Capel Curig, Betws-y-Coed LL24 0ET',
    53.1027,
    -3.9136,
  ],
  [
    'Year 12 history trip to Berlin',
    4,
    'Berlin, Germany',
    'Unter den Linden, 10117 Berlin, Germany',
    52.5163,
    13.3777,
  ],
  [
    'Duke of Edinburgh Silver expedition',
    3,
    'South Downs Way',
    'Queen Elizabeth Country Park, Horndean PO8 0QE',
    null,
    null,
  ],
  [
    'Year 10 biology field course',
    4,
    'Slapton Ley Field Centre',
    'Slapton, Kingsbridge TQ7 2QP',
    50.2853,
    -3.6496,
  ],
  [
    'Sixth Form art trip to Florence',
    4,
    'Florence, Italy',
    'Piazza della Signoria, 50122 Firenze, Italy',
    43.7696,
    11.2558,
  ],
  [
    'Year 8 camp in the Hajar mountains',
    3,
    'Hatta Wadi Hub',
    'Hatta, Dubai, United Arab Emirates',
    24.8019,
    56.1225,
  ],
];

/**
 * Parents' events with a year group: [title, start h, start min, end h, end min].
 * @type {[string, number, number, number, number][]}
 */
export const PARENT_EVENINGS = [
  ["{Y} parents' evening", 16, 0, 19, 0],
  ['{Y} information evening', 18, 0, 19, 30],
  ['{Y} curriculum morning', 8, 45, 10, 0],
  ['{Y} options evening', 18, 0, 20, 0],
];

/**
 * Other events: [title, kind, start h, start min, end h, end min, cat1, cat2, tags, book, days].
 * @type {[string, string, number, number, number, number, string, string, string, number, number][]}
 */
export const OCCASIONS = [
  ['PTA quiz night', 'timed', 19, 0, 22, 0, 'Community', 'Parents', 'pta,quiz,community', 1, 1],
  ['Christmas fair', 'timed', 11, 0, 15, 0, 'Community', '', 'fair,pta,christmas', 0, 1],
  [
    'International evening',
    'timed',
    18,
    0,
    21,
    0,
    'Community',
    'Arts',
    'international,culture',
    1,
    1,
  ],
  ['Charity bake sale', 'timed', 12, 30, 14, 0, 'Community', '', 'charity,bakesale', 0, 1],
  [
    'Alumni networking evening',
    'timed',
    18,
    30,
    21,
    0,
    'Alumni',
    'Community',
    'alumni,careers',
    1,
    1,
  ],
  ['Open morning', 'timed', 9, 0, 12, 0, 'Admissions', 'Parents', 'admissions,openday', 1, 1],
  ['Taster day for new pupils', 'allday', 0, 0, 0, 0, 'Admissions', '', 'admissions,taster', 0, 1],
  ['Careers fair', 'timed', 13, 0, 16, 30, 'Academic', 'Alumni', 'careers,alumni', 0, 1],
  ['Science week', 'allday-multi', 0, 0, 0, 0, 'Academic', '', 'science,stem', 0, 5],
  ['Maths challenge', 'timed', 9, 30, 11, 0, 'Academic', '', 'maths,challenge', 0, 1],
  [
    'Guest lecture: climate and the oceans',
    'timed',
    17,
    30,
    18,
    30,
    'Academic',
    'Community',
    'lecture,science',
    1,
    1,
  ],
  ['Debating society open round', 'timed', 16, 15, 17, 45, 'Academic', '', 'debating', 0, 1],
  ['Spelling bee final', 'timed', 14, 0, 15, 15, 'Academic', '', 'spelling,primary', 0, 1],
  ['Mock examinations', 'allday-multi', 0, 0, 0, 0, 'Academic', 'Parents', 'exams,mocks', 0, 5],
  ['Wellbeing week', 'allday-multi', 0, 0, 0, 0, 'Wellbeing', '', 'wellbeing', 0, 5],
  [
    'Online safety talk for parents',
    'timed',
    18,
    0,
    19,
    0,
    'Parents',
    'Wellbeing',
    'parents,onlinesafety',
    0,
    1,
  ],
  [
    'Inter-house cross-country',
    'timed',
    13,
    30,
    15,
    30,
    'Sport',
    '',
    'sport,houses,crosscountry',
    0,
    1,
  ],
  ['House swimming gala', 'timed', 13, 30, 16, 0, 'Sport', '', 'sport,swimming,houses', 0, 1],
  ['Sports day', 'allday', 0, 0, 0, 0, 'Sport', 'Community', 'sport,sportsday', 0, 1],
  ['Flu vaccinations', 'timed', 9, 0, 12, 0, 'Wellbeing', 'Parents', 'health,parents', 0, 1],
  ['Uniform shop open', 'timed', 8, 15, 9, 30, 'Parents', '', 'uniform,parents', 0, 1],
  ['Model United Nations day', 'timed', 9, 0, 16, 0, 'Academic', '', 'mun,debating', 0, 1],
];

/** Sentences of an event description, by category; {T} the title, {S} the school. */
const EVENT_LINES = {
  Sport: [
    'Players should arrive in full school kit twenty minutes before the start.',
    'Spectators are very welcome: please use the side gate and keep to the touchline.',
    'A minibus leaves from the sports centre car park and returns by 17:30.',
    'Match teas are served in the pavilion afterwards, kindly provided by the PTA.',
    'Results and match reports will appear on the school news page the next day.',
    'In case of bad weather the decision to play is made by 11:00 on the day.',
  ],
  Music: [
    'Doors open thirty minutes before the performance; seats are not reserved.',
    'The programme includes pieces by Purcell, Gershwin and our own Year 10 composers.',
    'Performers should be in the music school by 17:45 in concert black.',
    'Refreshments will be served in the interval, with proceeds going to the music tour fund.',
    'The concert will be recorded and shared on the school SoundCloud afterwards.',
  ],
  Arts: [
    'The production has been rehearsed since the start of term by a cast of over forty pupils.',
    'Please note that the performance contains strobe lighting.',
    'Work by every year group will be on display in the atrium for the whole week.',
    'Programmes are available at the door for a small donation.',
  ],
  Trips: [
    'Pupils should bring a packed lunch, a waterproof coat and a refillable water bottle.',
    'The coach leaves from the front of school at 8:15 sharp and returns at about 16:00.',
    'Consent forms and payment must be completed on the parent portal by the deadline.',
    'Staff will post updates on the school social media channels during the trip.',
    'Medication must be handed to the trip leader in a named bag on the morning of departure.',
  ],
  Parents: [
    'Appointments are ten minutes long and can be booked through the parent portal.',
    'Parking on site is limited: please use the public car park on the high street.',
    'Younger siblings are welcome; a supervised play area will be available in the library.',
    'Slides from the presentation will be emailed to all parents the following day.',
    'Translators can be arranged on request: please contact the school office in advance.',
  ],
  Academic: [
    'The timetable has been shared with pupils through their tutors.',
    'Pupils should bring their own calculator, pens and a clear pencil case.',
    'Subject teachers will be available afterwards to answer questions.',
    'This event forms part of our programme to stretch and challenge every pupil.',
  ],
  Community: [
    'All families, friends and neighbours are warmly invited.',
    'Stalls will include cakes, books, toys, a tombola and a barbecue.',
    'Volunteers are still needed for the setting up and clearing away: sign up at reception.',
    'Card payments are accepted at every stall.',
  ],
  Admissions: [
    'Prospective families can tour the school with our pupil ambassadors.',
    'The Head and the Admissions team will be available to answer questions.',
    'Places are limited, so registration in advance is essential.',
  ],
  Alumni: [
    'Former pupils of every generation are welcome, with a partner or guest.',
    'The evening includes a short update from the Head and a tour of the new buildings.',
  ],
  Wellbeing: [
    'Sessions are led by our school counsellors and visiting specialists.',
    'Resources from the week will be available in the parents area afterwards.',
  ],
};

/** Sentences of news stories; {S} the school. */
export const NEWS_LINES = [
  'The achievement is the result of months of hard work by pupils and staff alike.',
  'Parents and governors joined the celebrations in the main hall.',
  'Our Head of School congratulated everyone involved at Monday morning assembly.',
  'Several pupils spoke about what the experience had meant to them.',
  'The school will build on this success with new opportunities next year.',
  'Local press covered the event, and the story was shared widely online.',
  'Pupils from Year 3 to Year 13 took part, many for the very first time.',
  'Teachers praised the maturity, creativity and resilience shown by all involved.',
  'The project was supported by a generous grant from the parents’ association.',
  'A full gallery of photographs is available on the school Flickr page.',
  'Next term the programme extends to the junior school.',
  'We would like to thank our community partners for their continued support.',
];

/**
 * Extra news headlines at volume; {S} school, {Y} year group, {T} team, {P} sport.
 * [title, cat1, cat2, tags] @type {[string, string, string, string][]}
 */
export const VOLUME_NEWS = [
  ['{T} {P} team crowned county champions', 'Sport', '', 'sport,{P}'],
  ['{Y} pupils shine at the regional science competition', 'Academic', '', 'science,stem'],
  ['{S} choir performs at the city cathedral', 'Music', 'Community', 'music,choir'],
  ['{Y} raise £2,400 for the local food bank', 'Community', '', 'charity,community'],
  ['New library opens at {S}', 'Academic', 'Community', 'library,reading,campus'],
  ['{Y} return from a memorable residential trip', 'Trips', '', 'trips,outdoor'],
  ['{S} pupils win national creative writing prize', 'Arts', 'Academic', 'writing,arts'],
  ['Meet our new Head of {P}', 'Sport', 'Community', 'staff,sport'],
  ['{Y} welcome an author for World Book Day', 'Academic', 'Arts', 'reading,bookday'],
  ['Record applications for {S} scholarships', 'Admissions', '', 'admissions,scholarships'],
  ['{S} achieves Eco-Schools Green Flag', 'Community', 'Wellbeing', 'eco,sustainability'],
  [
    'Former pupil returns to talk about a career in medicine',
    'Alumni',
    'Academic',
    'alumni,careers',
  ],
];

/** Extra photo set titles at volume; {Y} year group, {T} team, {P} sport. */
export const VOLUME_ALBUMS = [
  '{Y} trip',
  '{T} {P} tournament',
  'Christmas fair',
  'Summer concert',
  'International evening',
  '{Y} assembly',
  'House cross-country',
  'Graduation',
  'Drama production',
  'Science week',
  'First day of term',
  'Book week costumes',
];

/** @param {string} text @param {Record<string, string>} words {X} -> words.X */
export const fillIn = (text, words) => text.replace(/\{(\w)\}/g, (all, key) => words[key] ?? all);

/**
 * An event's description as a real calendar holds one: an opening line, practical details of
 * its kind, sometimes a list, and how to book or where to read more. Lengths run from one
 * short paragraph to about 1,400 characters (most a few hundred), so that the calendar's
 * extended answer weighs what a school group's does.
 * @param {CopyContext} ctx
 * @param {{ title: string, place: string, school: string, category: string, book: boolean }} event
 */
export function eventDescription(ctx, { title, place, school, category, book }) {
  const lines =
    EVENT_LINES[/** @type {keyof typeof EVENT_LINES} */ (category)] ?? EVENT_LINES.Community;
  const count = Math.floor(ctx.int(0, 99) ** 2 / 1600);
  const details = [];
  for (let k = 0; k < count; k++) details.push(ctx.pick(k % 2 === 0 ? lines : FILLER));
  const opener = `<p><strong>${escapeHtml(title)}</strong>${place ? ` at ${escapeHtml(place)}` : ''}.</p>`;
  const body = details.length > 0 ? `<p>${details.map(escapeHtml).join(' ')}</p>` : '';
  const list =
    ctx.chance(0.2) && details.length > 2
      ? `<ul><li>Arrival: 15 minutes before the start</li><li>Contact: the ${escapeHtml(school)} office</li><li>Dress: ${ctx.pick(['school uniform', 'sports kit', 'smart casual', 'own clothes'])}</li></ul>`
      : '';
  const closing = book
    ? '<p>Places are limited: please <strong>book your tickets</strong> below.</p>'
    : `<p>See the <a href="/calendar">school calendar</a> for all ${escapeHtml(school)} events.</p>`;
  return opener + body + list + closing;
}

/**
 * A news story: several paragraphs (600 to 2,500 characters), an inline image as the seed's
 * news has.
 * @param {CopyContext} ctx @param {{ title: string, school: string, image: string }} story
 */
export function newsDescription(ctx, { title, school, image }) {
  const paragraphs = [];
  const count = ctx.int(2, 5);
  for (let k = 0; k < count; k++) {
    const sentences = [];
    for (let s = ctx.int(2, 5); s > 0; s--) sentences.push(ctx.pick(k % 2 ? FILLER : NEWS_LINES));
    paragraphs.push(`<p>${sentences.map(escapeHtml).join(' ')}</p>`);
  }
  return (
    `<p><strong>${escapeHtml(school)}</strong> – ${escapeHtml(title)}.</p>` +
    paragraphs.join('') +
    `<p><img src="${image}" alt="${escapeHtml(title)}"></p>` +
    '<p>Find out more on our <a href="/media/filter/news">news page</a>.</p>'
  );
}

/**
 * Extra social posts at volume; {S} school, {H} handle, {Y} year group, {T} team, {P} sport.
 * [text, tags] @type {[string, string][]}
 */
export const VOLUME_SOCIAL = [
  ['Full-time: {T} {P} win 3-1! Brilliant team performance #Sport @{H}', 'sport,{P}'],
  ['{Y} have been exploring forces with paper rockets this week #STEM', 'stem,science'],
  ['Huge thanks to everyone who came to the PTA quiz night ?? #Community', 'pta,community'],
  ['Good luck to our {Y} pupils sitting their exams this week! #Exams', 'exams'],
  ['Our {T} {P} squad are off on tour tomorrow ✈️ #Sport #Trips', 'sport,trips'],
  ['Lovely to welcome new families to {S} at this morning’s #OpenDay', 'openday,admissions'],
  ['Rehearsal photos from the {Y} production are on our Flickr #Drama', 'drama,arts'],
  ['Reminder: the uniform shop is open on Friday 8:15-9:30 @{H}', 'uniform,parents'],
  ['{Y} wrote letters to residents of the local care home today ❤️ #Community', 'community'],
  ['What a week! Catch up on all the news from {S} in our newsletter #News', 'newsletter'],
];
