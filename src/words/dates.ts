// The words of dates in the page's language: apart from ./index.ts because only the
// widgets that show dates use them (through src/format/instant.ts); in the module every widget
// loads they would weigh on every page, the landing page too (`landing` in bench/budgets.mjs).
import { currentCatalog, currentLang } from './index';

/** Month `index` (0-11) short, as the `MMM` date token shows it; null in English. */
export function monthName(index: number): string | null {
  if (!currentCatalog()) return null;
  return new Intl.DateTimeFormat(currentLang(), { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, index, 15),
  );
}

/** The `do` date token in the page's language; null in English. */
export const ordinalDay = (day: number): string | null => currentCatalog()?.ordinal(day) ?? null;
