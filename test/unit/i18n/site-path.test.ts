import { describe, expect, it } from 'vitest';
import { inPageLanguage, languagePrefix, withoutLanguage } from '../../../src/i18n';

describe("given the page's language prefix", () => {
  it('is the first path segment when it is a language the widgets speak', () => {
    expect(languagePrefix('/fr/calendar')).toBe('/fr');
    expect(languagePrefix('/ar')).toBe('/ar');
    expect(languagePrefix('/en/media')).toBe('/en');
    for (const path of ['/', '/media', '/french/x', '/de/media', '/arabic', '/media/fr/x']) {
      expect(languagePrefix(path)).toBe('');
    }
  });

  it('comes off a path', () => {
    expect(withoutLanguage('/fr/media/newsfeed/2/81')).toBe('/media/newsfeed/2/81');
    expect(withoutLanguage('/ar')).toBe('/');
    expect(withoutLanguage('/media')).toBe('/media');
    expect(withoutLanguage('/french/x')).toBe('/french/x');
  });
});

describe('given a site path made by a widget', () => {
  it("goes on the page's language site", () => {
    expect(inPageLanguage('/search/sport', '/fr/calendar')).toBe('/fr/search/sport');
    expect(inPageLanguage('/media?SearchExpression=%23Sport', '/ar/media')).toBe(
      '/ar/media?SearchExpression=%23Sport',
    );
    expect(inPageLanguage('/calendar', '/fr')).toBe('/fr/calendar');
    expect(inPageLanguage('/', '/fr/parents')).toBe('/fr/');
    expect(inPageLanguage('/calendar', '/media')).toBe('/calendar');
  });

  it('is left alone when it is no site path or names a language already', () => {
    expect(inPageLanguage('/fr/media', '/fr/calendar')).toBe('/fr/media');
    expect(inPageLanguage('/ar/media', '/fr/calendar')).toBe('/ar/media');
    expect(inPageLanguage('/fr?x=1', '/fr/calendar')).toBe('/fr?x=1');
    for (const path of ['https://school.example/media', '//cdn.example/x', '#top', '', 'media']) {
      expect(inPageLanguage(path, '/fr/calendar')).toBe(path);
    }
  });

  it("uses the page's address by default", () => {
    history.replaceState(null, '', '/ar/media/filter/news');
    try {
      expect(inPageLanguage('/media?SearchExpression=%23x')).toBe(
        '/ar/media?SearchExpression=%23x',
      );
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
