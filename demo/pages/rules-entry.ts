// The spec's rules the demo's server markup applies: the widgets' own code, which
// demo/pages/rules.mjs builds for Node (issue 46: no copy of them in the demo).
import { type Lang, setLocale } from '../../src/i18n';
import ar from '../../src/i18n/ar';
import fr from '../../src/i18n/fr';

export { eventCardDate, storyCardDate } from '../../src/format/card-dates';
export { FEED_MAX_EVENTS, icalFeed } from '../../src/format/ical-feed';
export { cardImageUrl } from '../../src/format/images';
export { DEFAULT_TIME_ZONE, toYmd } from '../../src/format/instant';
export { cardPhotoCount } from '../../src/format/photos';
export { textLengthClass } from '../../src/format/text-length';
export { cleanTitle, titleParts } from '../../src/format/title';
export { t } from '../../src/i18n';
export { GROUP_ORDER, groupBySlug, itemTypeOf } from '../../src/media/item-types';
export { ALL_SCHOOLS, SCHOOL_LABEL } from '../../src/schools/strings';
export { cardLink } from '../../src/ui/cards/card-link';
export { calendarDayHeading, calendarEventFacts } from '../../widgets/calendar/day-texts';
export { eventDays, firstScreenDays, isoDay } from '../../widgets/calendar/events';

const CATALOGS = { fr, ar };

/**
 * `render()` with the widgets speaking `lang` (their catalogs, their month names): what a page
 * of the French or Arabic site shows once they mount. Synchronous, so no other page's render
 * sees the language; English again afterwards.
 */
export function inLanguage<T>(lang: Lang, render: () => T): T {
  setLocale(lang === 'en' ? undefined : { lang, catalog: CATALOGS[lang] });
  try {
    return render();
  } finally {
    setLocale();
  }
}
