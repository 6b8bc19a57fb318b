// The event pop-up's details: "Copy link" did not match the two calendar buttons
// beside it (size, baseline), and at 375px "3 Tickets left |" dangled at the end of its line
// with the button on the next.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { launch, openPage } from '../support/browser';
import { serviceItems } from '../support/service-items';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function openBookableEvent(width: number): Promise<Page> {
  const events = await serviceItems(feedIdsByGroup.events);
  const event = events.find(
    (entry) => entry.WoofooCode && entry.TotalTickets - entry.TicketsReserved > 1,
  );
  if (!event) throw new Error('the seed has a bookable event');
  const { page } = await openPage(browser, `/media/eventsfeed/${event.FeedId}/${event.Id}`, {
    viewport: { width, height: 800 },
  });
  await page.locator('dialog[open] .wgt-event-popup .wgt-share__button').waitFor();
  return page;
}

describe.each([1280, 375, 320])('given an event pop-up at %ipx', (width) => {
  it('Copy link has the calendar buttons’ height and its text their baseline', async () => {
    const page = await openBookableEvent(width);
    const buttons = await page.evaluate(() => {
      const actions = document.querySelector('dialog[open] .wgt-event-popup__actions') as Element;
      return [
        ...actions.querySelectorAll('.wgt-add-to-calendar .wgt-button, .wgt-share__button'),
      ].map((node) => {
        const rect = node.getBoundingClientRect();
        // Where its first line of text sits in it: in the same font, the same offset is the
        // same baseline.
        const range = document.createRange();
        range.selectNodeContents(node.firstChild as Node);
        const line = range.getClientRects()[0] as DOMRect;
        return {
          name: node.textContent?.trim(),
          height: rect.height,
          baseline: line.bottom - rect.top,
          font: getComputedStyle(node).font,
        };
      });
    });
    expect(buttons.map((button) => button.name?.slice(0, 9))).toEqual([
      'Add to ca',
      'Add to Go',
      'Copy link',
    ]);
    const [ics, google, copy] = buttons;
    expect(new Set(buttons.map((button) => button.font)).size).toBe(1);
    for (const other of [google, copy]) {
      expect(Math.abs((other?.height ?? 0) - (ics?.height ?? 0))).toBeLessThanOrEqual(0.5);
      expect(Math.abs((other?.baseline ?? 0) - (ics?.baseline ?? 0))).toBeLessThanOrEqual(0.5);
    }
    await page.context().close();
  });

  it('the tickets left and the booking button never leave the separator at a line’s end', async () => {
    const page = await openBookableEvent(width);
    const status = await page.evaluate(() => {
      const node = document.querySelector('dialog[open] .wgt-booking__status') as Element;
      const tickets = node.querySelector('.wgt-booking__tickets') as Element;
      const button = node.querySelector('.wgt-booking__button') as Element;
      // Every piece of visible text, with where it sits.
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const pieces: { text: string; top: number; left: number; right: number }[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          const visible = (text.parentElement as Element).checkVisibility({
            opacityProperty: true,
            visibilityProperty: true,
          });
          // Clipped by its line's box: not on screen.
          const box = node.getBoundingClientRect();
          if (!visible || rect.right <= box.left || rect.left >= box.right) continue;
          pieces.push({
            text: text.textContent ?? '',
            top: rect.top,
            left: rect.left,
            right: rect.right,
          });
        }
      }
      return {
        pieces,
        ticketsTop: tickets.getBoundingClientRect().top,
        ticketsBottom: tickets.getBoundingClientRect().bottom,
        buttonTop: button.getBoundingClientRect().top,
      };
    });
    const separators = status.pieces.filter((piece) => piece.text.includes('|'));
    const sameLine = status.buttonTop < status.ticketsBottom;
    if (sameLine) {
      // On one line the separator stands between the two, as the spec shows it.
      expect(separators).toHaveLength(1);
    } else {
      // Wrapped: no separator is left over at the end of the tickets' line or the start of
      // the button's.
      expect(separators).toEqual([]);
    }
    await page.context().close();
  });
});
