// The READMEs say which cards open which pop-up; the ItemType table decides it
// (src/media/item-types.json, `popup`; src/ui/cards/card-click.ts). These tests hold the words
// to the table, so a README cannot again send social cards to the network's page while they
// open the player pop-up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupBySlug, ITEM_TYPES, itemTypeOf } from '../../../src/media/item-types';

const readme = (path: string) => readFileSync(path, 'utf8').replace(/\s+/g, ' ');

/** The bullet of a README's list that starts with `**title**`. */
function bullet(text: string, title: string): string {
  const start = text.indexOf(`- **${title}**`);
  if (start < 0) throw new Error(`no bullet "${title}"`);
  const end = text.indexOf(' - **', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

const typesWith = (test: (popup: string | null) => boolean) =>
  ITEM_TYPES.filter((type) => test(itemTypeOf(type)?.popup ?? null));
/** The groups whose cards open the player pop-up and link to another site (social networks). */
const socialGroups = [
  ...new Set(
    typesWith((popup) => popup === 'embed')
      .map((type) => groupBySlug(itemTypeOf(type)?.group ?? ''))
      .filter((group) => group?.PostTarget === '_blank')
      .map((group) => group?.GroupName ?? ''),
  ),
];

describe('given widgets/popups/README.md', () => {
  const players = bullet(readme('widgets/popups/README.md'), 'Players');

  it('names every social network whose cards open the player pop-up', () => {
    expect(socialGroups.length).toBeGreaterThan(0);
    for (const name of socialGroups) expect(players).toContain(name);
  });

  it('says the cards without a pop-up follow their link, naming their ItemTypes', () => {
    const linkOnly = typesWith((popup) => popup === null);
    expect(linkOnly.length).toBeGreaterThan(0);
    for (const type of linkOnly) expect(players).toContain(type);
    expect(players).toMatch(/no pop-up: they follow their link/);
  });

  it("never sends social cards to the network's page on a plain click", () => {
    expect(players).not.toMatch(/social[^.]*(open|opening) the network's page/i);
  });
});

describe('given widgets/media-hub/README.md', () => {
  it('says a card of every kind with a pop-up opens it, and a blog post follows its link', () => {
    const cards = bullet(readme('widgets/media-hub/README.md'), 'Cards');
    for (const words of ['news', 'event', 'photo set', 'video', 'audio', 'magazine', 'social']) {
      expect(cards).toContain(words);
    }
    expect(cards).toMatch(/blog post \(no pop-up\), the link is followed/);
  });
});
