// The growth figures' scenarios (bench/growth.mjs): three pages, an event pop-up and the photo
// viewer, each measured in a fresh page on a 4x slower CPU (bench/growth-probe.mjs).
import { feedIdsByGroup } from '../demo/data/seed.mjs';
import { answerBytes, openSettled, pageFigures } from './growth-probe.mjs';

/**
 * The scenarios at the demo's volume, each `{ name, measure(browser) }`. The event and the
 * photo set are looked up in the demo's own data, as test/e2e/media/volume.test.ts does.
 * @param {Awaited<ReturnType<typeof import('../demo/app.mjs').startDemo>>} demo
 */
export function growthScenarios(demo) {
  const at = (path) => new URL(path, demo.url).href;
  const list = (call, query) => demo.media.answer(call, new URLSearchParams(query));
  // The calendar's own call; its first event with a category has related events.
  const events = list('GetMediaItems', {
    FeedIds: feedIdsByGroup.events.join(','),
    take: '1000',
    IsExtended: 'true',
  });
  const event = events.find((item) => item.Category1Id > 0);
  const sets = list('GetMediaItems', { FeedIds: feedIdsByGroup.photos.join(','), take: '1000' });
  const largest = sets.reduce((a, b) => (b.ItemsCount > a.ItemsCount ? b : a));
  // Its title as a search expression puts its card on the hub's first page (at factors 1 to
  // 16 it is the first to sixth of six at most): no Load more round before the measure.
  const search = `/media?SearchExpression=${encodeURIComponent(largest.Title)}`;
  return [
    { name: 'calendar', measure: (browser) => measurePage(browser, at('/calendar')) },
    { name: 'media hub', measure: (browser) => measurePage(browser, at('/media')) },
    // The group page that grows most: news listings carry their stories' text (2.3x the
    // answer at 16; the other groups' first pages stay within 10% of factor 1's).
    { name: 'group: news', measure: (browser) => measurePage(browser, at('/media/filter/news')) },
    {
      name: 'event pop-up',
      measure: (browser) => measureEventPopup(browser, at('/calendar'), event.Title),
    },
    {
      name: `photo viewer (${largest.ItemsCount} photos)`,
      measure: (browser) => measurePhotoViewer(browser, at(search), largest.ItemsCount),
    },
  ];
}

/** A page: from the navigation to its first loaded card painted, then settled. */
async function measurePage(browser, url) {
  const run = await openSettled(browser, url);
  try {
    return {
      shown: run.firstCards,
      ...(await pageFigures(run)),
      ...(await answerBytes(run.answers)),
    };
  } finally {
    await run.context.close();
  }
}

/**
 * An event pop-up opened from its calendar card (a plain DOM click: Playwright's own checks
 * would show up as the page's long tasks): from the click to its related events (its
 * GetMediaItemsClone, take=1000) painted. Long tasks, answers, nodes and heap are those from
 * the click on.
 */
async function measureEventPopup(browser, url, title) {
  const run = await openSettled(browser, url);
  try {
    const before = run.answers.length;
    const { start, shown } = await run.page.evaluate(async (wanted) => {
      const growth = window.__growth;
      const titleOf = (link) =>
        document.getElementById(link.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
      const link = [...document.querySelectorAll('[data-widget-root] .wgt-card__link')].find(
        (candidate) => titleOf(candidate) === wanted,
      );
      if (!link) throw new Error(`no calendar card titled ${wanted}`);
      const start = performance.now();
      link.click();
      await growth.until(() => document.querySelector('dialog[open] .wgt-related-events__link'));
      return { start, shown: await growth.afterPaint() };
    }, title);
    await run.page.waitForTimeout(500);
    return {
      shown: Math.round(shown - start),
      ...(await pageFigures(run, start)),
      ...(await answerBytes(run.answers.slice(before))),
    };
  } finally {
    await run.context.close();
  }
}

/**
 * The photo viewer on the largest set, opened from its card: click to its first photo loaded
 * and painted (long tasks meanwhile and for the second after); then "Next photo" 10 times,
 * each waiting for the position to change and the 500 ms slide to end, with the long tasks of
 * those ten steps apart (`nextLongTasks`, `nextLongest`).
 */
async function measurePhotoViewer(browser, url, count) {
  const run = await openSettled(browser, url);
  try {
    const before = run.answers.length;
    const { start, shown } = await run.page.evaluate(async (label) => {
      const growth = window.__growth;
      const card = [...document.querySelectorAll('[data-widget-root] .wgt-card')].find(
        (candidate) => candidate.querySelector('.wgt-card__count')?.textContent === label,
      );
      const link = card?.querySelector('.wgt-card__link');
      if (!link) throw new Error(`no card of a set of ${label} on the first page`);
      const start = performance.now();
      link.click();
      await growth.until(() => {
        const photo = document.querySelector('dialog[open] .wgt-photos__slot--current img');
        return photo?.complete && photo.naturalWidth > 0;
      });
      return { start, shown: await growth.afterPaint() };
    }, `${count} Photos`);
    // The first photos' neighbours load and decode (bench/popups.mjs waits as long).
    await run.page.waitForTimeout(1000);
    const nextFrom = await run.page.evaluate(async () => {
      const growth = window.__growth;
      const from = performance.now();
      for (let photo = 2; photo <= 11; photo++) {
        document.querySelector('dialog[open] .wgt-photos__arrow--next')?.click();
        await growth.until(() =>
          document
            .querySelector('dialog[open] .wgt-photos__position')
            ?.textContent?.startsWith(`Photo ${photo} `),
        );
        await new Promise((resolve) => setTimeout(resolve, 600)); // the 500 ms slide is over
      }
      return from;
    });
    await run.page.waitForTimeout(500);
    const next = await pageFigures(run, nextFrom);
    return {
      shown: Math.round(shown - start),
      ...(await pageFigures(run, start, nextFrom)),
      nextLongTasks: next.longTasks,
      nextLongest: next.longest,
      ...(await answerBytes(run.answers.slice(before))),
    };
  } finally {
    await run.context.close();
  }
}
