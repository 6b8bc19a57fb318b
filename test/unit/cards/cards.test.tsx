import { getByRole, queryByRole } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupOfItemType, itemTypeOf } from '../../../src/media/item-types';
import { ITEM_TYPES } from '../../../src/media/types';
import { CardList } from '../../../src/ui/cards/CardList';
import { MediaCard } from '../../../src/ui/cards/MediaCard';
import { mediaItem, type Rendered, render, SETTINGS } from './render';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

function card(overrides: Parameters<typeof mediaItem>[0] = {}) {
  rendered = render(<MediaCard item={mediaItem(overrides)} settings={SETTINGS} />);
  return rendered.container;
}

const text = (element: Element | null | undefined) => element?.textContent ?? null;
/** The card's link, as a visitor's screen reader names it: by the card's title. */
const cardLink = (container: HTMLElement, name: string | RegExp = 'Open Day on Saturday') =>
  getByRole(container, 'link', { name });

describe('given an item of each ItemType', () => {
  for (const type of ITEM_TYPES) {
    it(`${type}: renders one card with its title, link and the group's source and target`, () => {
      const container = card({ ItemType: type, URL: `/items/${type}`, Link: '' });
      const group = groupOfItemType(type);
      const isEvent = type === 'TiarcCalendar';
      // An item that opens a pop-up on this site links to its share URL; blog posts and the
      // posts of other sites (a new tab) keep their own URL.
      const shared = itemTypeOf(type)?.popup && group.PostTarget === '_self';
      expect(getByRole(container, 'article').classList).toContain(
        isEvent ? 'wgt-event' : 'wgt-story',
      );
      expect(text(getByRole(container, 'heading', { level: 2 }))).toBe('Open Day on Saturday');
      // The link is named by the title it shares the card with.
      const link = cardLink(container);
      expect(link.getAttribute('href')).toBe(
        shared ? `/media/${isEvent ? 'eventsfeed' : 'newsfeed'}/1/7` : `/items/${type}`,
      );
      if (isEvent) {
        expect(link?.hasAttribute('target')).toBe(false);
      } else {
        expect(link?.getAttribute('target')).toBe(group.PostTarget);
        expect(link?.getAttribute('rel')).toBe(
          group.PostTarget === '_blank' ? 'noopener noreferrer' : null,
        );
        expect(text(container.querySelector('.wgt-card__source'))).toBe(group.GroupName);
        expect(container.querySelector('.wgt-card__source')?.classList).toContain(
          group.IconLogoClass,
        );
      }
    });
  }

  it('social posts open in a new tab with rel="noopener noreferrer"; news stays on the site', () => {
    const tweet = card({ ItemType: 'Twitter', URL: 'https://twitter.example/p/1' });
    expect(cardLink(tweet)?.getAttribute('target')).toBe('_blank');
    expect(cardLink(tweet)?.getAttribute('rel')).toBe('noopener noreferrer');
    rendered?.unmount();
    const news = card({ ItemType: 'TiarcNews' });
    expect(cardLink(news)?.getAttribute('target')).toBe('_self');
    expect(cardLink(news)?.hasAttribute('rel')).toBe(false);
  });
});

describe('given titles with hashtags, mentions and "??"', () => {
  it('drops the "??" run and links each hashtag and mention to the search expression page', () => {
    const container = card({
      ItemType: 'Twitter',
      Title: 'What a brilliant # SportsDay! Well done ?? @HillcrestIS',
    });
    const heading = container.querySelector('h2');
    expect(text(heading)).not.toContain('??');
    expect(text(heading)).toContain('What a brilliant #SportsDay! Well done');
    const tags = [...(heading?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(tags).toEqual([
      ['#SportsDay', '/media?SearchExpression=%23SportsDay'],
      ['@HillcrestIS', '/media?SearchExpression=%40HillcrestIS'],
    ]);
  });

  it("links them to the site's media page when its pop-ups host names one (WordPress's /news-and-events/)", () => {
    const host = document.createElement('div');
    host.setAttribute('data-widget', 'popups');
    host.setAttribute('data-media-page', '/news-and-events/');
    document.body.append(host);
    try {
      const container = card({ ItemType: 'Twitter', Title: 'Our #SportsDay' });
      const tag = container.querySelector('h2 a');
      expect(tag?.getAttribute('href')).toBe('/news-and-events?SearchExpression=%23SportsDay');
    } finally {
      host.remove();
    }
  });

  it('a title of 141 to 279 characters gets the medium class, a longer one the long class', () => {
    const medium = card({ Title: 'm'.repeat(200) });
    expect(medium.querySelector('h2')?.className).toBe(
      'wgt-card__title wgt-card__title--mediumText',
    );
    rendered?.unmount();
    const long = card({ Title: 'l'.repeat(300) });
    expect(long.querySelector('h2')?.className).toBe('wgt-card__title wgt-card__title--longText');
    rendered?.unmount();
    const short = card({ Title: 'Short' });
    expect(short.querySelector('h2')?.className).toBe('wgt-card__title');
  });

  it('an email address or C# stays plain text', () => {
    const container = card({ Title: 'Write to office@school.org about C# club' });
    expect(container.querySelector('h2 a')).toBeNull();
  });
});

describe('given a story card', () => {
  it('shows the date as DD.MM.YY in London time', () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    const container = card({ Date: '2026-06-30T23:30:00Z' });
    const time = container.querySelector('time');
    expect(text(time)).toBe('01.07.26');
    expect(time?.getAttribute('datetime')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('under a day old, shows how long ago instead of the date', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T09:30:00Z'), toFake: ['Date'] });
    const container = card({ Date: '2026-11-21T06:25:00Z' });
    vi.useRealTimers();
    const time = container.querySelector('time');
    expect(text(time)).toBe('3hrs and 5m ago');
    expect(time?.getAttribute('datetime')).toBe('2026-11-21T06:25:00.000Z');
  });

  it('asks the image service for a 360 px wide image and reserves its box', () => {
    const image = card().querySelector('img');
    expect(image?.getAttribute('src')).toBe(
      '/image-service/image?command_1=url&url_1=%2Fimages%2Fnews-7.jpg&command_2=resize&width_2=360&default_1=%2Fimages%2Fdefault.jpg',
    );
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['360', '240']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('counts the photos of a Flickr set: 1 Photo, 3 Photos', () => {
    expect(
      text(card({ ItemType: 'Flickr', ItemsCount: 1 }).querySelector('.wgt-card__count')),
    ).toBe('1 Photo');
    rendered?.unmount();
    expect(
      text(card({ ItemType: 'Flickr', ItemsCount: 3 }).querySelector('.wgt-card__count')),
    ).toBe('3 Photos');
  });

  it('shows no count for other items, nor for a set without photos', () => {
    expect(
      card({ ItemType: 'Instagram', ItemsCount: 3 }).querySelector('.wgt-card__count'),
    ).toBeNull();
    rendered?.unmount();
    expect(
      card({ ItemType: 'Flickr', ItemsCount: 0 }).querySelector('.wgt-card__count'),
    ).toBeNull();
  });
});

describe('given an event card', () => {
  const event = (overrides: Parameters<typeof mediaItem>[0]) =>
    card({ ItemType: 'TiarcCalendar', FeedId: 4, URL: '', ...overrides });

  it('shows the day and month block and the London time interval', () => {
    const container = event({ Date: '2026-07-01T08:00:00Z', EndDate: '2026-07-01T10:30:00Z' });
    expect(text(container.querySelector('.wgt-event__day'))).toBe('01');
    expect(text(container.querySelector('.wgt-event__month'))).toBe('Jul');
    expect(text(container.querySelector('.wgt-event__time'))).toBe('09:00 - 11:30');
  });

  it('says All day for an event from London midnight to midnight', () => {
    const container = event({ Date: '2026-06-30T23:00:00Z', EndDate: '2026-07-02T23:00:00Z' });
    expect(text(container.querySelector('.wgt-event__time'))).toBe('All day');
    expect(text(container.querySelector('.wgt-event__day'))).toBe('01');
  });

  it('asks for a 720 px wide image', () => {
    const image = event({}).querySelector('img');
    expect(image?.getAttribute('src')).toContain('&width_2=720&');
    expect(image?.getAttribute('width')).toBe('720');
  });

  // Issue 46: a middle-click, a copied link and a visitor without JavaScript land where a click
  // opens the pop-up, not on the event's page on the media service.
  it('links to its share URL, with or without a page of its own', () => {
    expect(cardLink(event({ URL: '/events/open-day' }))?.getAttribute('href')).toBe(
      '/media/eventsfeed/4/7',
    );
    rendered?.unmount();
    expect(cardLink(event({ URL: '', Link: '' }))?.getAttribute('href')).toBe(
      '/media/eventsfeed/4/7',
    );
  });

  it("on the French site, under the site's media page, it links to the French share URL", () => {
    const host = document.createElement('div');
    host.setAttribute('data-widget', 'popups');
    host.setAttribute('data-media-page', '/news-and-events/');
    document.body.append(host);
    history.replaceState(null, '', '/fr/calendar');
    try {
      expect(cardLink(event({}))?.getAttribute('href')).toBe('/fr/news-and-events/eventsfeed/4/7');
    } finally {
      history.replaceState(null, '', '/');
      host.remove();
    }
  });

  it('with ids no share URL can hold: its own page, or /calendar without a usable one', () => {
    const unshared = { Id: 1e12 };
    expect(cardLink(event({ ...unshared, URL: '/events/open-day' }))?.getAttribute('href')).toBe(
      '/events/open-day',
    );
    rendered?.unmount();
    expect(cardLink(event({ ...unshared, URL: '' }))?.getAttribute('href')).toBe('/calendar');
    rendered?.unmount();
    expect(cardLink(event({ ...unshared, URL: 'javascript:alert(1)' }))?.getAttribute('href')).toBe(
      '/calendar',
    );
  });
});

describe('given items with missing fields', () => {
  // Once it was the default file itself, at its full size.
  it('no image: the default image, through the image service at the card’s width', () => {
    expect(card({ Image: '' }).querySelector('img')?.getAttribute('src')).toBe(
      '/image-service/image?command_1=url&url_1=%2Fimages%2Fdefault.jpg&command_2=resize&width_2=360&default_1=%2Fimages%2Fdefault.jpg',
    );
  });

  it('an image that fails to load: the default image instead', () => {
    const container = card();
    const image = container.querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/default.jpg');
  });

  it('no date: no date shown, the rest of the card is there', () => {
    const container = card({ Date: '' });
    expect(container.querySelector('time')).toBeNull();
    expect(text(container.querySelector('h2'))).toBe('Open Day on Saturday');
  });

  it('no date on an event: no date block and no time', () => {
    const container = card({ ItemType: 'TiarcCalendar', Date: '', EndDate: '' });
    expect(container.querySelector('.wgt-event__date')).toBeNull();
    expect(container.querySelector('.wgt-event__time')).toBeNull();
  });

  it("no title: the link is named by the group's label", () => {
    const container = card({ ItemType: 'Twitter', Title: ' ?? ' });
    expect(cardLink(container, 'View tweet').hasAttribute('aria-labelledby')).toBe(false);
  });

  it('a post of another site with an unsafe URL: the card is shown without a link', () => {
    const container = card({ ItemType: 'Twitter', URL: 'javascript:alert(1)' });
    expect(queryByRole(container, 'link')).toBeNull();
    getByRole(container, 'article');
  });

  it('a news item with an unsafe URL or none: linked to its share URL all the same', () => {
    expect(cardLink(card({ URL: 'javascript:alert(1)' })).getAttribute('href')).toBe(
      '/media/newsfeed/1/7',
    );
    rendered?.unmount();
    expect(cardLink(card({ URL: '' })).getAttribute('href')).toBe('/media/newsfeed/1/7');
  });
});

describe('given a card whose data makes it throw', () => {
  it('logs the failure, renders nothing, and the other cards of the list still render', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = mediaItem({ Id: 2, ItemType: 'NotAType', Title: 'Broken' });
    rendered = render(
      <CardList
        items={[mediaItem({ Id: 1, Title: 'First' }), broken, mediaItem({ Id: 3, Title: 'Third' })]}
        settings={SETTINGS}
      />,
    );
    const titles = [...rendered.container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(titles).toEqual(['First', 'Third']);
    expect(rendered.container.querySelector('[data-card-key="1:2"]')?.childElementCount).toBe(0);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('a media card failed to render'),
      expect.any(Error),
      broken,
    );
  });
});
