// The media pop-ups: no pop-up code in any page's first load, a news pop-up's click to
// painted, and the photo viewer's long tasks while stepping through a set.

import { withDemoAndChromium } from './browser.mjs';
import { TIMES } from './budgets.mjs';
import { kb } from './table.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

/**
 * 1. Which first-visit script lists of the measured pages hold pop-up code (only the host's
 *    first part, widgets/popups/Popups.tsx with share-url.ts and schema.ts, may be there).
 * 2. Opening a news pop-up from a card on /media/filter/news: from the click (the host's
 *    'widgets:popups:open' mark, taken in the click's handler) to the first frame showing the
 *    content (the 'widgets:popups:painted' mark, a requestAnimationFrame after the content's
 *    commit): the Host and NewsPopup chunks and the GetMediaItemDescription answer included.
 *    A fresh page each time, so no chunk is cached in memory; median of 5.
 * 3. A photo set opened, then "Next photo" pressed 5 times (waiting for each slide): the long
 *    tasks seen meanwhile.
 */
export async function measurePopups(list, pageResults) {
  // Chunks holding pop-up, viewer, map or embed code: none may be in a page's first load.
  const POPUP_CODE =
    /^(widgets\/popups\/(?!Popups\.tsx|share-url\.ts|schema\.ts|index\.ts)|src\/ui\/embed\/|src\/ui\/SafeHtml|node_modules\/leaflet\/)/;
  const popupFiles = new Set(
    list.filter((chunk) => chunk.inputs.some((input) => POPUP_CODE.test(input))).map((c) => c.file),
  );
  const offending = pageResults.flatMap((page) =>
    page.scripts.filter((file) => popupFiles.has(file)).map((file) => `${page.name}: ${file}`),
  );
  const hostFirstPart = list
    .filter((chunk) =>
      chunk.inputs.some((input) => /^widgets\/popups\/(Popups|share-url|schema)/.test(input)),
    )
    .reduce((sum, chunk) => sum + chunk.gzip, 0);

  const { timings, nextPhotoTasks } = await withDemoAndChromium(
    CHROMIUM_ARGS,
    async ({ demo, browser }) => {
      const timings = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(new URL('/media/filter/news', demo.url).href, { waitUntil: 'networkidle' });
        await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
          state: 'attached',
        });
        await page.waitForSelector('[data-widget-root] .wgt-card__link');
        // A plain DOM click, so Playwright's own checks are not part of the measure.
        await page.evaluate(() => {
          const links = document.querySelectorAll('[data-widget-root] .wgt-card__link');
          links[links.length > 3 ? 3 : 0]?.click();
        });
        await page.waitForFunction(
          () => performance.getEntriesByName('widgets:popups:painted').length > 0,
          null,
          { timeout: 10_000 },
        );
        timings.push(
          await page.evaluate(() => {
            const [open] = performance.getEntriesByName('widgets:popups:open');
            const [painted] = performance.getEntriesByName('widgets:popups:painted');
            return Math.round((painted?.startTime ?? 0) - (open?.startTime ?? 0));
          }),
        );
        await context.close();
      }

      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(new URL('/media/filter/photos', demo.url).href, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-widget="popups"][data-widget-state="mounted"]', {
        state: 'attached',
      });
      await page.evaluate(() =>
        document.querySelector('[data-widget-root] .wgt-card__link')?.click(),
      );
      await page.waitForSelector('dialog[open] .wgt-photos__thumbnails button');
      await page.waitForTimeout(1000); // the first photos and their neighbours have decoded
      await page.evaluate(() => {
        window.__photoTasks = [];
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) window.__photoTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
      });
      for (let step = 2; step <= 6; step++) {
        await page.evaluate(() => {
          const next = [...document.querySelectorAll('dialog[open] button')].find((button) =>
            button.textContent?.includes('Next photo'),
          );
          next?.click();
        });
        await page.waitForFunction(
          (n) =>
            document
              .querySelector('dialog[open] .wgt-photos__position')
              ?.textContent?.startsWith(`Photo ${n} `),
          step,
        );
        await page.waitForTimeout(600); // the 500 ms slide is over
      }
      const nextPhotoTasks = (await page.evaluate(() => window.__photoTasks)).length;
      await context.close();
      return { timings, nextPhotoTasks };
    },
  );
  const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;
  return {
    lazyInFirstLoad: offending.length,
    offending,
    hostFirstPartGzip: hostFirstPart,
    newsPaintedRuns: timings,
    newsPainted: median,
    nextPhotoLongTasks: nextPhotoTasks,
    rows: [
      [
        'pop-up/viewer/map/embed chunks in any first load',
        offending.length ? offending.join('; ') : 'none',
        'none',
        offending.length ? 'OVER' : 'ok',
      ],
      ["host's first-load part (Popups.tsx, gzip)", kb(hostFirstPart), '', ''],
      [
        'news pop-up: click to content painted (median of 5)',
        `${median} ms (${timings.join(', ')})`,
        `${TIMES.newsPopupPainted} ms`,
        median <= TIMES.newsPopupPainted ? 'ok' : 'OVER',
      ],
      [
        'photo viewer: long tasks over 5 x next',
        String(nextPhotoTasks),
        '0',
        nextPhotoTasks === 0 ? 'ok' : 'OVER',
      ],
    ],
  };
}
