// What a visitor sees of each card in a list, read the same way from the server's markup and
// from the widget that takes it over (issue 46: the server's first paint is the widget's). A
// card's face: its title (and the title's length class), its date text, where its link goes
// and which image it shows. The calendar's day headings are read with them.
import type { Page } from 'playwright-core';

export interface CardFace {
  /** The card's title as shown, its length class, and the group class of the card. */
  title: string;
  classes: string;
  /** The date text: a story's date or elapsed time; an event's day, month and time. */
  date: string;
  /** The `<time datetime>` values, in order. */
  datetime: string[];
  /** An event's details under a calendar day: where, categories, the days it runs. */
  details: string;
  /** The card link's address (absolute) and target ('' for the same tab: `_self` says it too). */
  href: string;
  target: string;
  /** The image the card shows: the item's image the image service is asked for, or the file. */
  image: string;
}

export interface ListFaces {
  cards: CardFace[];
  /** The calendar's day headings, in order ([] on other lists). */
  days: string[];
}

/**
 * The faces of the cards of `widget`'s list: the server's (outside the widget's root) or the
 * widget's own (inside `[data-widget-root]`, skeletons left out).
 */
export function readFaces(
  page: Page,
  widget: string,
  side: 'server' | 'widget',
): Promise<ListFaces> {
  return page.evaluate(
    ([name, which]) => {
      const text = (node: Element | null | undefined) =>
        (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const ours = (element: Element) =>
        (element.closest('[data-widget-root]') !== null) === (which === 'widget');
      const root = document.querySelector(`[data-widget="${name}"]`);
      const image = (img: HTMLImageElement | null) => {
        const src = img?.getAttribute('src');
        if (!src) return '';
        const url = new URL(src, location.href);
        // Through the image service, the widget may ask for twice the width on a wide card: the
        // image is the item's (url_1) either way.
        return url.searchParams.get('url_1') ?? url.href;
      };
      const cards = [...(root?.querySelectorAll('.wgt-card:not(.wgt-card--skeleton)') ?? [])]
        .filter(ours)
        .map((card) => {
          const title = card.querySelector('.wgt-card__title');
          const link = card.querySelector<HTMLAnchorElement>('a.wgt-card__link');
          const event = card.classList.contains('wgt-event');
          return {
            title: text(title),
            classes: [
              ...[...card.classList].filter((name) => name.startsWith('wgt-group--')),
              ...[...(title?.classList ?? [])].filter((name) => name.includes('--')),
            ].join(' '),
            date: event
              ? `${text(card.querySelector('.wgt-event__date'))} | ${text(card.querySelector('.wgt-event__time'))}`
              : text(card.querySelector('.wgt-card__meta time')),
            datetime: [...card.querySelectorAll('time')].map(
              (time) => time.getAttribute('datetime') ?? '',
            ),
            details: text(card.querySelector('.wgt-event__details')),
            href: link?.href ?? '',
            target: (link?.getAttribute('target') ?? '').replace(/^_self$/, ''),
            image: image(card.querySelector<HTMLImageElement>('img.wgt-card__image')),
          };
        });
      const days = [...(root?.querySelectorAll('.wgt-calendar__date') ?? [])]
        .filter(ours)
        .map((heading) => text(heading));
      return { cards, days };
    },
    [widget, side] as const,
  );
}

/**
 * The differences between two lists, card by card: what a test prints when they differ. With
 * `firstScreen`, the widget's list may go on past the server's (the calendar's server markup is
 * its first screen; the widget draws the rest of its batch after it).
 */
export function faceDifferences(
  server: ListFaces,
  widget: ListFaces,
  firstScreen = false,
): string[] {
  const differences: string[] = [];
  const count = firstScreen
    ? server.cards.length
    : Math.max(server.cards.length, widget.cards.length);
  for (let index = 0; index < count; index++) {
    const a = server.cards[index];
    const b = widget.cards[index];
    if (!a || !b) {
      differences.push(
        `card ${index + 1}: ${a ? 'only the server' : 'only the widget'} shows "${(a ?? b)?.title}"`,
      );
      continue;
    }
    for (const key of Object.keys(a) as (keyof CardFace)[]) {
      const [left, right] = [JSON.stringify(a[key]), JSON.stringify(b[key])];
      if (left !== right)
        differences.push(`card ${index + 1} "${a.title}" ${key}: server ${left}, widget ${right}`);
    }
  }
  const days = firstScreen ? server.days.length : Math.max(server.days.length, widget.days.length);
  for (let index = 0; index < days; index++) {
    if (server.days[index] !== widget.days[index]) {
      differences.push(
        `day ${index + 1}: server "${server.days[index]}", widget "${widget.days[index]}"`,
      );
    }
  }
  return differences;
}

/**
 * Waits, if need be, until the clock is between 2 and 40 seconds into a minute, and gives that
 * instant: the server's page and the widget, shown the same clock (Playwright's fixed time), then
 * agree on every "Xhrs and Ym ago" (the data's dates are on whole minutes) even when the server
 * renders a few seconds after it is asked.
 */
export async function sharedMinute(): Promise<number> {
  const second = new Date().getUTCSeconds();
  if (second < 2 || second > 40) {
    await new Promise((resolve) => setTimeout(resolve, ((62 - second) % 60) * 1000));
  }
  return Date.now();
}
