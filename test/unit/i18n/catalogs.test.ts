import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingStatus } from '../../../src/format/booking';
import { formatElapsed, formatPopupDate } from '../../../src/format/dates';
import { eventPopupTime } from '../../../src/format/event-popup-time';
import { cardPhotoCount } from '../../../src/format/photos';
import ar from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import fr from '../../../src/i18n/fr';
import {
  type Catalog,
  currentLang,
  loadLocale,
  type Message,
  resetLocaleForTests,
  t,
  tn,
} from '../../../src/i18n/index';

const placeholders = (message: Message) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) =>
        [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
      ),
    ),
  ].sort();

/** Every key a t('…') or tn(n, '…', '…') call in the bundle's source names. */
function keysInSource(): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'widgets'])
    .toString()
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('src/i18n/'));
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) keys.add(match[1] ?? '');
    for (const match of source.matchAll(
      /\btn\(\s*[^,]+,\s*'(?:[^'\\]|\\.)*',\s*'((?:[^'\\]|\\.)*)'/g,
    ))
      keys.add(match[1] ?? '');
  }
  return [...keys];
}

const catalogs: [string, Catalog][] = [
  ['fr', fr],
  ['ar', ar],
];

describe('the message catalogs', () => {
  it.each(catalogs)('%s has exactly the English keys', (_, catalog) => {
    expect(Object.keys(catalog.messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(catalogs)('%s keeps every placeholder of the English text', (_, catalog) => {
    for (const [key, message] of Object.entries(en)) {
      const translated = catalog.messages[key];
      expect(translated, key).toBeDefined();
      // A count's form may say the number in words ('صورتان', two photos): {n} is optional.
      const expected = placeholders(message).filter((name) => name !== 'n');
      const actual = placeholders(translated as Message).filter((name) => name !== 'n');
      expect(actual, key).toEqual(expected);
    }
  });

  it.each([
    ['en', en],
    ['fr', fr.messages],
    ['ar', ar.messages],
  ] as const)("%s gives a count its language's plural forms", (lang, messages) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(en)) {
      const translated = messages[key];
      expect(typeof translated, key).toBe(typeof message);
      if (typeof translated !== 'object') continue;
      const forms = Object.keys(translated);
      // French 'many' is for millions ('1 000 000 de photos'): 'other' serves what is shown.
      expect(categories, key).toEqual(expect.arrayContaining(forms));
      expect(forms, key).toEqual(expect.arrayContaining(['one', 'other']));
      if (lang === 'ar') expect(forms.sort(), key).toEqual([...categories].sort());
    }
  });

  it('the English catalog holds every key the source names, and the English text is the key', () => {
    const missing = keysInSource().filter((key) => !(key in en));
    expect(missing).toEqual([]);
    for (const [key, message] of Object.entries(en)) {
      expect(typeof message === 'string' ? message : message.other).toBe(key);
    }
  });
});

describe('given an English page', () => {
  afterEach(() => resetLocaleForTests());

  it('shows the spec texts and loads no catalog', () => {
    expect(loadLocale(undefined, () => {})).toBeNull();
    expect(bookingStatus({ WoofooCode: 'x', TotalTickets: 5, TicketsReserved: 4 })).toMatchObject({
      label: '1 Ticket left | Book Tickets Now',
    });
    expect(cardPhotoCount('Flickr', 12)).toBe('12 Photos');
    expect(formatPopupDate('2027-03-01T12:00:00Z')).toBe('1st Mar 2027');
  });

  it('an unsupported language is English, with one console warning', () => {
    document.documentElement.lang = 'de-CH';
    const warn = vi.fn();
    expect(loadLocale(undefined, warn)).toBeNull();
    expect(loadLocale(undefined, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('de-ch');
    expect(currentLang()).toBe('en');
    document.documentElement.lang = '';
  });
});

describe('given a French page', () => {
  afterEach(() => resetLocaleForTests());

  it('<html lang="fr-CH"> loads the French catalog before anything renders', async () => {
    document.documentElement.lang = 'fr-CH';
    const pending = loadLocale(undefined, () => {});
    expect(pending).not.toBeNull();
    await pending;
    expect(currentLang()).toBe('fr');
    expect(t('All sold out')).toBe('Complet');
    document.documentElement.lang = '';
  });

  it('the locale config key wins over <html lang>', async () => {
    document.documentElement.lang = 'en';
    await loadLocale('ar', () => {});
    expect(currentLang()).toBe('ar');
    document.documentElement.lang = '';
  });

  it('dates have French month names and ordinals, in London time', () => {
    resetLocaleForTests({ lang: 'fr', catalog: fr });
    expect(formatPopupDate('2027-03-01T12:00:00Z')).toBe('1er mars 2027');
    expect(formatPopupDate('2027-03-02T23:30:00Z')).toBe('2 mars 2027');
    expect(eventPopupTime({ Date: '2027-03-01T00:00:00Z' })).toBe('toute la journée');
    expect(formatElapsed('2027-03-01T10:00:00Z', '2027-03-01T12:05:00Z')).toBe('il y a 2 h 5 min');
  });
});

describe('given an Arabic page', () => {
  afterEach(() => resetLocaleForTests());

  it('counts take the form Arabic gives their number', () => {
    resetLocaleForTests({ lang: 'ar', catalog: ar });
    const photos = (n: number) => tn(n, '1 Photo', '{n} Photos');
    expect(photos(1)).toBe('صورة واحدة');
    expect(photos(2)).toBe('صورتان');
    expect(photos(3)).toBe('3 صور');
    expect(photos(11)).toBe('11 صورة');
    expect(photos(100)).toBe('100 صورة');
  });

  it('the booking line and the month are Arabic', () => {
    resetLocaleForTests({ lang: 'ar', catalog: ar });
    expect(bookingStatus({ WoofooCode: 'x', TotalTickets: 10, TicketsReserved: 0 })).toMatchObject({
      label: '10 تذاكر متبقية | احجز الآن',
    });
    expect(bookingStatus({ WoofooCode: 'x', TotalTickets: 1, TicketsReserved: 1 })).toMatchObject({
      label: 'نفدت التذاكر',
    });
    expect(formatPopupDate('2027-03-01T12:00:00Z')).toBe('1 مارس 2027');
  });
});
