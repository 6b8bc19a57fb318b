// The widgets' language. A message's key IS its English wording, so an English page carries no
// catalog. French and Arabic are each one lazily loaded chunk (./fr.ts, ./ar.ts), fetched before
// the first widget renders on a page in that language. Every visible string goes through t()/tn().

export { mediaPagePath, sharePath } from './media-page';
export { inPageLanguage, languagePrefix, withoutLanguage } from './site-path';
// The words of dates are in ./date-words.ts, imported from there: only the widgets that show
// dates use them, and here they would weigh on every page (the landing page's budget).

/** The languages the widgets speak; English is the default. */
export type Lang = 'en' | 'fr' | 'ar';

/** One translated message: a text with {name} placeholders, or its plural forms. */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>;

/** What ./fr.ts and ./ar.ts export: every English key (src/i18n/en.ts) translated. */
export interface Catalog {
  messages: Record<string, Message>;
  /** The day of the month as the `do` date token shows it ('1er', '1'). */
  ordinal: (day: number) => string;
}

type Params = Record<string, string | number>;

let lang: Lang = 'en';
let catalog: Catalog | undefined;
let plurals: Intl.PluralRules | undefined;
let chosen = false;
let loading: Promise<unknown> | null = null;

const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<{ default: Catalog }>> = {
  fr: () => import('./fr'),
  ar: () => import('./ar'),
};

/**
 * Chooses the language once per page: the config's `locale`, else `<html lang>` ('fr-CH' is
 * French); anything else is English, with one warning. Resolves when the catalog has arrived, or
 * null when there is nothing to wait for; a catalog that fails to load leaves English.
 */
export function loadLocale(
  requested: string | undefined,
  warn: (message: string) => void,
): Promise<unknown> | null {
  if (chosen) return loading;
  chosen = true;
  const tag = (requested || document.documentElement.lang || 'en').toLowerCase();
  const base = tag.split('-')[0];
  if (base === 'fr' || base === 'ar') {
    loading = LOADERS[base]()
      .then(
        (module) => {
          lang = base;
          catalog = module.default;
          plurals = new Intl.PluralRules(base);
        },
        () => warn(`"${base}" messages not loaded: English shown.`),
      )
      .then(() => {
        loading = null;
      });
  } else if (base !== 'en') {
    warn(`language "${tag}" not supported: English shown.`);
  }
  return loading;
}

/** The language in use ('en' until a catalog has arrived). */
export const currentLang = (): Lang => lang;

/** The catalog in use; none in English (./date-words.ts reads the months and days from it). */
export const currentCatalog = (): Catalog | undefined => catalog;

const fill = (text: string, params?: Params) =>
  params ? text.replace(/\{(\w+)\}/g, (whole, name) => String(params[name] ?? whole)) : text;

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
    forms && typeof forms === 'object' && plurals
      ? (forms[plurals.select(n)] ?? forms.other ?? other)
      : n === 1
        ? one
        : other;
  return fill(text, { n });
}

/**
 * The language outright and at once (none: English): for a server that renders
 * each page in its own language with the widgets' code (the demo's, demo/pages/rules-entry.ts),
 * and for tests. A browser page chooses its language once, with loadLocale.
 */
export function setLocale(next?: { lang: Lang; catalog: Catalog }) {
  chosen = false;
  loading = null;
  lang = next?.lang ?? 'en';
  catalog = next?.catalog;
  plurals = next ? new Intl.PluralRules(next.lang) : undefined;
}

/** For tests: back to English. */
export const resetLocaleForTests = setLocale;
