// @vitest-environment happy-dom
// The plugin's no-JavaScript card of each ItemType takes what the ItemType table
// (src/media/item-types.json, which the build copies into the plugin) says of it: its card kind,
// its group, and its group's link target, as the widget's MediaCard and StoryCard do. The
// expected cards are derived from the JSON, so a row changed there must change the server's card.
// Its link is the widget's card's (src/ui/cards/card-link.ts): the share URL under the seeded
// site's media page (/media/) for an item with a pop-up of this site, else the item's own URL.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import table from '../../src/media/item-types.json';
import { type CardLinkItem, cardLink } from '../../src/ui/cards/card-link';

/** What support/render-cards.php prints for `items` (SSW_DO: cards, hub or hubs), as lists. */
function renderCards(items: object[], what: 'cards' | 'hub' | 'hubs'): Promise<HTMLElement[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'php',
      [join(import.meta.dirname, 'support/render-cards.php')],
      {
        cwd: inject('wpSiteDir'),
        env: { ...process.env, SSW_URL: inject('wpUrl'), SSW_DO: what },
      },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${stdout}${stderr}`));
        const lists = JSON.parse(stdout) as string[];
        resolve(
          lists.map((html) => {
            const list = document.createElement('ul');
            list.innerHTML = html;
            return list;
          }),
        );
      },
    );
    child.stdin?.end(JSON.stringify(items));
  });
}

/** The plugin's card of each of `items`, or null where it shows none. */
const serverCards = async (items: object[]) =>
  (await renderCards(items, 'cards')).map((list) => list.querySelector('article'));

const column = (columns: string[], row: unknown[], name: string) => row[columns.indexOf(name)];

/** Each ItemType with the card, group and target the table gives it. */
const EXPECTED = Object.entries(table.itemTypes).map(([type, row]) => {
  const group = String(column(table.itemTypeColumns, row, 'group'));
  const groupRow = table.groups.find((each) => column(table.groupColumns, each, 'slug') === group);
  return {
    type,
    card: String(column(table.itemTypeColumns, row, 'card')),
    group,
    target: String(column(table.groupColumns, groupRow ?? [], 'target')),
  };
});

const item = (ItemType: string, Id: number) => ({
  Id,
  // A FeedId of no configured group: the card's group is its ItemType's, not its feed's.
  FeedId: 9999,
  ItemType,
  Title: `An item of ${ItemType}`,
  Date: '2026-11-28T09:30:00Z',
  URL: 'https://school.example/item',
  Link: 'https://school.example/event',
  Image: 'https://images.example/a.jpg',
});

describe('the server’s no-JavaScript card of each ItemType', () => {
  it('takes the table’s card kind, group and link target', async () => {
    const cards = await serverCards(EXPECTED.map(({ type }, index) => item(type, index + 1)));
    const shown = cards.map((card) => ({
      card: card?.classList.contains('wgt-event') ? 'event' : 'story',
      group: [...(card?.classList ?? [])].find((name) => name.startsWith('wgt-group--'))?.slice(11),
      // No target attribute is the page's own, _self; _blank comes with rel="noopener noreferrer".
      target: card?.querySelector('a.wgt-card__link')?.getAttribute('target') ?? '_self',
      rel: card?.querySelector('a.wgt-card__link')?.getAttribute('rel') ?? null,
      href: card?.querySelector('a.wgt-card__link')?.getAttribute('href') ?? null,
      title: card?.querySelector('.wgt-card__title')?.textContent,
    }));
    expect(shown).toEqual(
      EXPECTED.map(({ type, card, group, target }, index) => ({
        card,
        group,
        target,
        rel: target === '_blank' ? 'noopener noreferrer' : null,
        href: cardLink(item(type, index + 1) as CardLinkItem, '/', '/media').href,
        title: `An item of ${type}`,
      })),
    );
    // The table holds both kinds of card and both targets: each branch was taken.
    expect(new Set(EXPECTED.map(({ card }) => card))).toEqual(new Set(['story', 'event']));
    expect(new Set(EXPECTED.map(({ target }) => target))).toEqual(new Set(['_self', '_blank']));
    // Share URLs and the items' own URLs, of stories and events.
    expect(new Set(shown.map(({ href }) => href?.replace(/\d+$/, 'N')))).toEqual(
      new Set([
        '/media/newsfeed/9999/N',
        '/media/eventsfeed/9999/N',
        'https://school.example/item',
      ]),
    );
  });

  it('shows no card for an ItemType the table does not know, as the widget refuses it', async () => {
    const [unknown, padded] = await serverCards([item('Myspace', 1), item(' TiarcNews ', 2)]);
    expect(unknown).toBeNull();
    expect(padded?.classList.contains('wgt-group--news')).toBe(true);
  });

  it('in the media hub, the first card shown loads its image at once, past one it refused', async () => {
    const [hub] = await renderCards(
      [item('Myspace', 1), item('Twitter', 2), item('TiarcCalendar', 3)],
      'hub',
    );
    const cards = [...(hub?.querySelectorAll('article') ?? [])];
    expect(cards.map((card) => card.querySelector('.wgt-card__title')?.textContent)).toEqual([
      'An item of Twitter',
      'An item of TiarcCalendar',
    ]);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
    ]);
  });

  it("a second list on the page waits: only the page's first card image loads at once", async () => {
    const lists = await renderCards([item('TiarcNews', 1), item('TiarcNews', 2)], 'hubs');
    const loading = (list: HTMLElement | undefined) =>
      [...(list?.querySelectorAll('img') ?? [])].map((image) => [
        image.getAttribute('loading'),
        image.getAttribute('fetchpriority'),
      ]);
    expect(lists).toHaveLength(2);
    expect(loading(lists[0])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(loading(lists[1])).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});
