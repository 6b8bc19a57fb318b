// The widgets' language: which one a page speaks, and its catalog. An English page carries no
// catalog; French and Arabic are each one lazily loaded chunk (./fr.ts, ./ar.ts), fetched before
// the first widget renders on a page in that language, and handed to src/words, the floor below
// src/format and src/media, where t() and tn() read it. The widgets take t() and tn() from here.

import { type Catalog, type Lang, setWords } from '../words';

export { type Catalog, currentLang, type Lang, type Message, t, tn } from '../words';
export { mediaPagePath, sharePath } from './media-page';
export { inPageLanguage, languagePrefix, withoutLanguage } from './site-path';

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
          setWords({ lang: base, catalog: module.default });
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

/**
 * The language outright and at once (none: English): for a server that renders
 * each page in its own language with the widgets' code (the demo's, demo/pages/rules-entry.ts),
 * and for tests. A browser page chooses its language once, with loadLocale.
 */
export function setLocale(next?: { lang: Lang; catalog: Catalog }) {
  chosen = false;
  loading = null;
  setWords(next);
}

/** For tests: back to English. */
export const resetLocaleForTests = setLocale;
