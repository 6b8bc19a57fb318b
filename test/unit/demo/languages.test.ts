// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../../demo/data/seed.mjs';
import { renderRoute } from '../../../demo/pages/routes.mjs';

const seed = createSeed(new Date('2026-11-24T12:00:00Z'));
const render = (path: string) => {
  const page = renderRoute(new URL(path, 'http://localhost'), { config: {}, seed });
  if (!page || 'redirect' in page) throw new Error(`no page at ${path}`);
  return page.body;
};

describe('given the Arabic landing page', () => {
  const body = render('/ar/');

  it('is Arabic, right to left', () => {
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain('<title>أهلًا بكم | مجموعة المدارس الدولية</title>');
  });

  it('has its menu and chrome in Arabic', () => {
    expect(body).toContain('>من نحن<');
    expect(body).toContain('aria-label="القائمة الرئيسية"');
    expect(body).not.toContain('>About us<');
  });

  it("keeps the site's links in Arabic and its assets where they are", () => {
    expect(body).toContain('href="/ar/about"');
    expect(body).toContain('action="/ar/search"');
    expect(body).toContain('src="/widgets/boot.js"');
    expect(body).toContain('href="/widgets/widgets.css"');
    expect(body).not.toContain('href="/ar/ar/');
  });
});

describe('given the French media pages', () => {
  it('/fr/media/filter/news is the news group in French', () => {
    const body = render('/fr/media/filter/news');
    expect(body).toContain('<html lang="fr" dir="ltr">');
    expect(body).toContain('>Actualités<');
  });

  it('the no-JavaScript search redirects within the French site', () => {
    const page = renderRoute(new URL('/fr/search?q=sport', 'http://localhost'), {
      config: {},
      seed,
    });
    expect(page).toEqual({ redirect: '/fr/search/sport' });
  });

  it('an unknown page is not found in French either', () => {
    expect(renderRoute(new URL('/fr/nowhere', 'http://localhost'), { config: {}, seed })).toBe(
      null,
    );
  });
});

describe('given the French and Arabic media pages without JavaScript, drawn as the seed is made', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const at = (path: string) => {
    const page = renderRoute(new URL(path, 'http://localhost'), { config: {}, seed, now });
    if (!page || 'redirect' in page) throw new Error(`no page at ${path}`);
    return page.body;
  };

  it("the French calendar's cards and headings are in the widget's French", () => {
    const body = at('/fr/calendar');
    expect(body).toContain('<time datetime="2026-11-24">Aujourd’hui, 24 nov.</time>');
    expect(body).toContain('>Toute la journée<');
    expect(body).toContain('>Afficher plus de dates<');
    expect(body).not.toMatch(/>(?:All day|Today, [^<]*|\d\d Nov)</);
  });

  it("the Arabic hub's newest stories read their elapsed time in Arabic", () => {
    const body = at('/ar/media');
    expect(body).toMatch(/class="wgt-card__date"[^>]*>منذ \d+ س و\d+ د</);
    expect(body).not.toContain('hrs and');
  });
});

describe('given an Arabic calendar whose event is titled, placed and filed as the menu’s words', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const event = {
    Id: 7,
    FeedId: seed.feedIdsByGroup.events[0],
    ItemType: 'TiarcCalendar',
    Title: 'Calendar',
    Image: '',
    URL: '/events/calendar-7',
    Link: '',
    Date: '2026-11-25T09:00:00Z',
    EndDate: '2026-11-25T10:00:00Z',
    IsAllDay: false,
    Location: 'Contact',
    Category1: 'Admissions',
    Category2: '',
    Tags: '',
  };
  const page = renderRoute(new URL('/ar/calendar', 'http://localhost'), {
    config: {},
    seed: { items: [event], feedIdsByGroup: seed.feedIdsByGroup },
    now,
  });
  const body = page && 'body' in page ? page.body : '';

  it('its card shows the item’s own words, as the widget does, not the site’s translations', () => {
    const card = body.slice(body.indexOf('<article'), body.indexOf('</article>'));
    expect(card).toContain('>Calendar</h3>');
    expect(card).toContain('</span>Contact</p>');
    expect(card).toContain('</span>Admissions</p>');
    expect(card).toContain('>الفئات: <');
  });
});

describe('given the French calendar with the schools’ choice', () => {
  const body = (() => {
    const page = renderRoute(new URL('/fr/calendar', 'http://localhost'), {
      config: { schools: [{ slug: 'dubai', name: 'Dubai', feedIds: [1] }] },
      seed,
    });
    return page && 'body' in page ? page.body : '';
  })();

  it('labels it in the words of the widget’s own choice', () => {
    expect(body).toMatch(/<label for="calendar-school">École<\/label>/);
    expect(body).toContain('<option value="">Toutes les écoles</option>');
    expect(body).toContain('>Dubaï</option>');
  });
});
