// The words in the page's language: t() and tn(), and the catalog they read. The ground floor
// under src/format and src/media (docs/architecture.md, "Floors"): it imports nothing, so a rule
// that shows words takes them from here, never from src/i18n above it. src/i18n chooses the
// language and fetches its catalog (loadLocale), then hands it here with setWords().
//
// A message's key IS its English wording, so an English page carries no catalog. Every visible
// string goes through t()/tn(). The words of dates are in ./dates.ts, imported from there: only
// the widgets that show dates use them, and here they would weigh on every page (the landing
// page's budget, `landing` in bench/budgets.mjs).

/** The languages the widgets speak; English is the default. */
export type Lang = 'en' | 'fr' | 'ar';

/** One translated message: a text with {name} placeholders, or its plural forms. */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>;

/** What src/i18n/fr.ts and ar.ts export: every English key (src/i18n/en.ts) translated. */
export interface Catalog {
  messages: Record<string, Message>;
  /** The day of the month as the `do` date token shows it ('1er', '1'). */
  ordinal: (day: number) => string;
}

type Params = Record<string, string | number>;

let lang: Lang = 'en';
let catalog: Catalog | undefined;

/** The words from now on: a language and its catalog, or none (English). */
export function setWords(next?: { lang: Lang; catalog: Catalog }) {
  lang = next?.lang ?? 'en';
  catalog = next?.catalog;
}

/** The language in use ('en' until a catalog has arrived). */
export const currentLang = (): Lang => lang;

/** The catalog in use; none in English (./dates.ts reads the months and days from it). */
export const currentCatalog = (): Catalog | undefined => catalog;

const fill = (text: string, params?: Params) =>
  text.replace(/\{(\w+)\}/g, (whole, name) => String(params?.[name] ?? whole));

/** The message `key` (its English text) in the page's language, with {name} filled in. */
export function t(key: string, params?: Params): string {
  const message = catalog?.messages[key];
  return fill(typeof message === 'string' ? message : key, params);
}

/**
 * A count with its noun: English `one` for 1 and `other` ({n} the count) otherwise; catalogs key
 * it by `other`, with a form per plural category of its language (Arabic has six).
 */
export function tn(n: number, one: string, other: string): string {
  const forms = catalog?.messages[other];
  const text =
    // The language's plural rules are asked for only here, where a catalog has forms: a count
    // is rare on a page, and the rules kept aside cost every page's first load their bytes.
    forms && typeof forms === 'object'
      ? (forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? other)
      : n === 1
        ? one
        : other;
  return fill(text, { n });
}
