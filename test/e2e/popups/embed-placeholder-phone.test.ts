// At 375px the click-to-load placeholders of a video, a magazine and a SoundCloud
// track cut their title at the top and left the "Always load ... during this visit" checkbox
// half or wholly outside the box (overflow: hidden). At 320px every part is inside its box.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { launch, openPage } from '../support/browser';
import { serviceItems } from '../support/service-items';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const KINDS = [
  { kind: 'video', group: feedIdsByGroup.videos, type: 'Youtube' },
  { kind: 'magazine', group: feedIdsByGroup.publications, type: 'Issuu' },
  { kind: 'audio', group: feedIdsByGroup.soundcloud, type: 'SoundCloudTrack' },
] as const;

const PARTS = [
  '.wgt-embed__title',
  '.wgt-embed__provider',
  '.wgt-embed__load',
  '.wgt-embed__note',
  '.wgt-embed__always input',
  '.wgt-embed__always label',
];

describe.each([320, 375])('given a phone %ipx wide', (width) => {
  for (const { kind, group, type } of KINDS) {
    it(`the ${kind} placeholder has its title and every control inside its box`, async () => {
      const item = (await serviceItems(group)).find((candidate) => candidate.ItemType === type);
      expect(item).toBeTruthy();
      const { page, context } = await openPage(
        browser,
        `/media/newsfeed/${item?.FeedId}/${item?.Id}`,
        { viewport: { width, height: 640 } },
      );
      const box = page.locator(`dialog[open] .wgt-embed--${kind}`);
      await box.locator('.wgt-embed__load').waitFor();
      const outside = await box.evaluate((node, parts) => {
        const frame = node.getBoundingClientRect();
        return parts.flatMap((selector) => {
          const part = node.querySelector(selector);
          if (!part) return [`${selector}: missing`];
          const rect = part.getBoundingClientRect();
          const inside =
            rect.width > 0 &&
            rect.top >= frame.top - 0.5 &&
            rect.bottom <= frame.bottom + 0.5 &&
            rect.left >= frame.left - 0.5 &&
            rect.right <= frame.right + 0.5;
          // Inside and not cut: its own content fits it too (a title cut at the top).
          const cut = part.scrollHeight > part.clientHeight + 1;
          return inside && !cut
            ? []
            : [`${selector}: ${JSON.stringify(rect)} in ${JSON.stringify(frame)}`];
        });
      }, PARTS);
      expect(outside).toEqual([]);
      // And the box fits the screen.
      const frame = await box.boundingBox();
      expect(frame && frame.x >= 0 && frame.x + frame.width <= width).toBe(true);
      await context.close();
    });
  }
});
