// The page's layout shifts (what CLS sums), recorded from before its first script, with what
// moved. Shifts while the browser is still parsing the server's HTML are kept apart: under
// load Chromium yields mid-document and paints the half-parsed page, so a group chip whose
// second line has not arrived yet grows when it does (measured: 5 of 40 loads of /media at a
// 6x CPU slowdown, 0.000008 each, none of JavaScript's doing). A widget's code is imported
// only after its strategy has waited for a frame (eager, idle, visible), so on pages without
// a landing intro (whose background is imported at boot) or a hash naming a widget, a shift
// reported before the first frame after parsing is the parser's.
import type { BrowserContext, Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** The moved elements, as the start of their markup. */
  moved: string[];
  /** Reported in a frame before the first frame after parsing ended. */
  whileParsing: boolean;
}

/** Starts recording on every document `page` (or each page of a context) opens from now on. */
export function recordLayoutShifts(page: Page | BrowserContext) {
  return page.addInitScript(() => {
    const entries: (PerformanceEntry & { value: number; sources: { node?: Node }[] })[] = [];
    let parsedFrame = Number.POSITIVE_INFINITY;
    document.addEventListener('readystatechange', function parsed() {
      document.removeEventListener('readystatechange', parsed);
      // After the first frame that follows parsing has been rendered.
      requestAnimationFrame(() => setTimeout(() => (parsedFrame = performance.now())));
    });
    new PerformanceObserver((list) => {
      entries.push(...(list.getEntries() as typeof entries));
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      layoutShifts: () =>
        entries.map((entry) => ({
          value: entry.value,
          moved: entry.sources.map((source) => {
            const node = source.node;
            const element = node instanceof Element ? node : node?.parentElement;
            return element?.outerHTML.slice(0, 80) ?? String(node?.nodeName);
          }),
          whileParsing: entry.startTime < parsedFrame,
        })),
    });
  });
}

/** The shifts recorded so far, parsing's included. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: () => LayoutShift[] }).layoutShifts());

/** The shifts once the server's HTML was parsed: what the widgets and the visitor caused. */
export const shiftsAfterParsing = async (page: Page) =>
  (await layoutShifts(page)).filter((shift) => !shift.whileParsing);
