// Failing service: the harness of the widget-level files (failing-service.test.ts,
// failing-service-more.test.ts). The demo's stand-in misbehaves per call
// (`?demoFailure=<call>:<mode>`, demo/media-service/failures.mjs) and each widget that calls it must settle
// on its failed state (Retry, or an empty state for secondary content) in time, leave no JSONP
// script or global callback behind, throw nothing of its own, and leave the rest of the page
// working. Each mode opens all of a file's pages at once to keep the files short.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TIMEOUT_MS } from '../../../src/media/repository';
import { BATTERY_DIR, type BatteryFigures } from './battery-report';
import { baseUrl, launch } from './browser';

export type Settled = 'retry' | 'empty' | 'content';

export interface Target {
  name: string;
  call: string;
  path: () => string;
  /** Runs in the page: how the widget has settled, or null while it is still loading. */
  settled: () => Settled | null;
  /** What the widget shows when its call fails: Retry (default), or nothing (secondary content). */
  failedAs?: 'retry' | 'empty';
  /** What a visitor does after the page loads to make the widget call (e.g. typing). */
  act?: (page: Page) => Promise<void>;
  /** The widget's own check that it still works once settled (after the page-wide one). */
  stillWorks?: (page: Page) => Promise<void>;
}

/**
 * What each mode must end in, and by when after the failing request went out: the issue's
 * timeout + 500 ms for the modes that only the timeout can end; half the timeout for the others,
 * which shows they were not left to it (a busy 2-core box with other browsers running can take
 * over 2 s to render a Retry).
 */
const FAST_MS = MEDIA_TIMEOUT_MS / 2;
const SLOW_MS = MEDIA_TIMEOUT_MS + 500;
interface Mode {
  mode: string;
  /** 'failed' stands for the target's failedAs. */
  expect: (Settled | 'failed')[];
  within: number;
}
export const MODES: Mode[] = [
  { mode: '500', expect: ['failed'], within: FAST_MS },
  { mode: '404', expect: ['failed'], within: FAST_MS },
  { mode: 'reset', expect: ['failed'], within: FAST_MS },
  { mode: 'garbage', expect: ['failed'], within: FAST_MS },
  { mode: 'garbage-js', expect: ['failed'], within: FAST_MS },
  { mode: 'wrong-callback', expect: ['failed'], within: FAST_MS },
  // The first answer wins; the second call finds a no-op.
  { mode: 'twice', expect: ['content'], within: FAST_MS },
  // Lenient parsing (src/media/schema.ts): a wrong-typed field takes its empty value and an item
  // without a valid ItemType is dropped, so a widget may show what is left (e.g. photos 'not
  // available'), its empty state, or Retry; it must not break.
  { mode: 'wrong-types', expect: ['retry', 'empty', 'content'], within: FAST_MS },
  { mode: 'hang', expect: ['failed'], within: SLOW_MS },
  { mode: 'late', expect: ['failed'], within: SLOW_MS },
];

const expected = (mode: Mode, target: Target): Settled[] =>
  mode.expect.map((state) => (state === 'failed' ? (target.failedAs ?? 'retry') : state));

/** Modes whose answer throws inside the service's own script (see demo/README.md). */
const SERVICE_SCRIPT_THROWS = new Set(['garbage-js', 'wrong-callback']);

interface Run {
  target: Target;
  page: Page;
  /** Uncaught errors, with their stacks. */
  errors: string[];
  /** When the failing call's request went out, and when its response (if any) ended. */
  sent: Promise<number>;
  answered: Promise<void>;
  /** The failing call's distinct questions (its URLs without the JSONP callback's name). */
  questions: Set<string>;
}

async function start(browser: Browser, target: Target, mode: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Fake timers that still run at real speed: `hang` fast-forwards past the late-answer grace.
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}\n${error.stack}`));
  const failing = `/media-service/fail/${target.call}/${mode}/${target.call}?`;
  const isFailing = (url: string) => url.includes(failing);
  const questions = new Set<string>();
  const sent = new Promise<number>((resolve) =>
    page.on('request', (request) => {
      if (!isFailing(request.url())) return;
      const question = new URL(request.url());
      for (const [name, value] of [...question.searchParams]) {
        if (value.startsWith('__wjsonp')) question.searchParams.delete(name);
      }
      questions.add(question.href);
      resolve(Date.now());
    }),
  );
  const answered = new Promise<void>((resolve) => {
    page.on('requestfinished', (request) => isFailing(request.url()) && resolve());
    page.on('requestfailed', (request) => isFailing(request.url()) && resolve());
  });
  const url = new URL(target.path(), baseUrl());
  url.searchParams.set('demoFailure', `${target.call}:${mode}`);
  // Not until `load`: the widget's own timeout is what is tested here, the page's load event
  // with a hung service in test/e2e/reliability/load-event.test.ts.
  await page.goto(url.href, { waitUntil: 'domcontentloaded' });
  await target.act?.(page);
  return { target, page, errors, sent, answered, questions };
}

/**
 * JSONP scripts and global callbacks in the page, and in the frame that holds the calls made
 * before the page's load event (src/media/jsonp.ts).
 */
export const leftovers = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-widgets-jsonp]');
    return [window, frame?.contentWindow].flatMap((global) =>
      global
        ? [
            ...[...global.document.querySelectorAll('script[src*="/media-service/"]')].map(
              (script) => `script ${script.getAttribute('src')}`,
            ),
            ...Object.keys(global).filter((key) => key.startsWith('__wjsonp')),
          ]
        : [],
    );
  });

/**
 * Polls `settled` in the page until `done` accepts its state. (Not waitForFunction: its string
 * predicates are eval'd in the page, which the demo's strict CSP refuses.)
 */
async function until(
  page: Page,
  settled: () => Settled | null,
  done: (state: Settled | null) => boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(settled);
    if (done(state)) return;
    if (Date.now() > deadline) throw new Error(`still ${state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the scenarios of one file came to, for the bench. */
export interface Tally {
  scenarios: number;
  handled: number;
  uncaught: number;
  leftovers: number;
}

async function check(run: Run, mode: Mode, tally: Tally) {
  const { page, target } = run;
  tally.scenarios++;
  const sentAt = await run.sent;
  // Before its call settles a widget may show the server markup's cards (or nothing, for
  // secondary content), so a mode that answers is judged once its answer is in; the others by
  // their failed state showing.
  const wanted = expected(mode, target);
  const answers = wanted.includes('content');
  if (answers) await run.answered;
  await until(
    page,
    target.settled,
    (state) => (answers ? state !== null : state === 'retry' || state === 'empty'),
    mode.within + 5_000,
  );
  const settledAfter = Date.now() - sentAt;
  if (answers) await page.waitForTimeout(300);
  const state = await page.evaluate(target.settled);
  expect(wanted, target.name).toContain(state);
  expect(settledAfter, `${target.name} settled after ${settledAfter} ms`).toBeLessThanOrEqual(
    mode.within,
  );

  if (mode.mode === 'late') await run.answered;
  if (mode.mode === 'hang') {
    // The script is gone at once; a harmless no-op waits for an answer that may still come,
    // and goes after the grace delay of src/media/jsonp.ts.
    await page.clock.runFor(61_000);
  }
  await expectNoLeftovers(page, tally);

  // The rest of the page keeps working: the footer mounts and the menu opens and closes.
  if (await page.locator('dialog[open]').count()) {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  }
  // Scrolled to, as a visitor would; again if the widgets above it grew meanwhile and pushed it
  // back out of view before it could mount (seen under load: wrong-types draws content late).
  const footer = page.locator('[data-widget="footer"]');
  await expect
    .poll(async () => {
      await footer.scrollIntoViewIfNeeded();
      return footer.getAttribute('data-widget-state');
    })
    .toBe('mounted');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  const overlay = page.locator('[data-widget-root] .wgt-menu__overlay');
  await menuButton.click();
  await overlay.waitFor({ state: 'visible' });
  // Closed by its button: a first Escape closes the current page's open level, not the menu.
  await menuButton.click();
  await overlay.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('main')?.closest('[inert]'))))
    .toBe(false);
  await target.stillWorks?.(page);

  // Top-level errors of a script carry no stack in Playwright; a SyntaxError can only come from
  // the service's answer (the bundle is parsed long before), the ReferenceError names its callback.
  const fromService = (error: string) =>
    (mode.mode === 'garbage-js' && error.startsWith('SyntaxError: ')) ||
    (mode.mode === 'wrong-callback' &&
      /^ReferenceError: __wjsonp\w+_other is not defined/.test(error));
  const own = run.errors.filter((error) => !fromService(error));
  tally.uncaught += own.length;
  expect(own, `${target.name}: uncaught errors`).toEqual([]);
  // One throw per question asked: typing slowly may ask for "sp" and then "sport" (a busy CI
  // machine did); the same question asked twice would be a retry nobody asked for.
  if (SERVICE_SCRIPT_THROWS.has(mode.mode)) {
    expect(run.errors.length, `${target.name}: service errors`).toBeLessThanOrEqual(
      run.questions.size,
    );
  }
  tally.handled++;
}

/** Waits for the page's JSONP scripts and callbacks to be gone; counts those left in `tally`. */
export async function expectNoLeftovers(page: Page, tally: Tally) {
  await expect
    .poll(() => leftovers(page), { timeout: 3_000 })
    .toEqual([])
    .catch(async (error: unknown) => {
      tally.leftovers += (await leftovers(page)).length;
      throw error;
    });
}

export const newTally = (): Tally => ({ scenarios: 0, handled: 0, uncaught: 0, leftovers: 0 });

/** The stories of one file: each mode opens every target's page at once; `tally` counts them. */
export function describeFailingService(targets: () => Target[], tally: Tally) {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  describe('given a media service that fails in one way', () => {
    for (const mode of MODES) {
      const outcome = mode.expect
        .map((state) => (state === 'failed' ? 'its failed state' : state))
        .join(' or ');
      it(`${mode.mode}: every widget settles on ${outcome} within ${mode.within} ms and cleans up`, async () => {
        const runs = await Promise.all(
          targets().map((target) => start(browser, target, mode.mode)),
        );
        try {
          const checks = await Promise.allSettled(runs.map((run) => check(run, mode, tally)));
          for (const result of checks) if (result.status === 'rejected') throw result.reason;
        } finally {
          await Promise.all(runs.map((run) => run.page.context().close()));
        }
      }, 60_000);
    }
  });
}

/**
 * The figures of `recordBattery('failing-service', ...)` for one file: its tally under `label`,
 * and totals over its own and what the other files recorded before it in this run (the bench
 * empties bench/battery-results first).
 */
export function failingServiceFigures(label: string, tally: Tally): BatteryFigures {
  const own = {
    [`${label}: failure scenarios`]: tally.scenarios,
    [`${label}: handled`]: tally.handled,
    [`${label}: uncaught errors`]: tally.uncaught,
    [`${label}: leftover scripts`]: tally.leftovers,
  };
  const figures = { ...readFailingService(), ...own };
  const total = (suffix: string) =>
    Object.entries(figures)
      .filter(([key]) => key.endsWith(`: ${suffix}`))
      .reduce((sum, [, value]) => sum + Number(value), 0);
  return {
    ...own,
    'failure scenarios': total('failure scenarios'),
    handled: total('handled'),
    'uncaught errors': total('uncaught errors'),
    'leftover scripts': total('leftover scripts'),
  };
}

function readFailingService(): Record<string, number | string> {
  try {
    return JSON.parse(readFileSync(join(BATTERY_DIR, 'failing-service.json'), 'utf8'));
  } catch {
    return {};
  }
}
