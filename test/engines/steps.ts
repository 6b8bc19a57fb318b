// The steps journeys are written in, on top of any driver's EnginePage: find by role, name or
// text the way a visitor sees the page, wait for what they would see happen.
import type { EnginePage } from './engine-page';

// Two engines run at once on two cores: what takes 1 s alone can take several.
const WAIT_MS = 15_000;

/**
 * Waits until `fn` returns something truthy in the page and answers it; fails naming `what`.
 * Conditions, never fixed sleeps: the machine is slow and its speed varies. `fn` answers plain
 * data, never an element: Firefox over BiDi answers an element as undefined, and the wait never ends.
 */
export async function waitFor<T, A = undefined>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => T,
  arg?: A,
  timeout = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate(fn, arg as A);
      if (last) return last as T;
    } catch (error) {
      // A navigation may replace the document under the call: ask again.
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${page.engine}: waited ${timeout} ms for ${what}; last answer: ${String(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Target {
  /** A CSS selector the element matches (a role's usual elements when omitted). */
  selector?: string;
  role?: 'button' | 'link' | 'tab' | 'option' | 'menuitem' | 'checkbox' | 'combobox';
  /** Its accessible name or text, whitespace collapsed: a string matches whole, a RegExp anywhere. */
  name?: string | RegExp;
}

/** Marks the first visible element a visitor would call `target` and answers a selector for it. */
export async function locate(page: EnginePage, target: Target): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const mark = await waitFor(page, describe(target), markTarget, inPage(target));
    const selector = `[data-journey-target="${mark}"]`;
    // A panel sliding in moves its buttons: click where they come to rest, as a visitor would.
    // A render may also replace the element (fresh data): then the next one is looked for.
    if (await page.evaluate(atRest, selector).catch(() => false)) return selector;
    if (Date.now() > deadline) {
      throw new Error(`${page.engine}: waited ${WAIT_MS} ms for ${describe(target)} at rest`);
    }
  }
}

/** Waits until no visible element is what a visitor would call `target`. */
export async function waitGone(page: EnginePage, target: Target) {
  await waitFor(page, `${describe(target)} gone`, markTarget, { ...inPage(target), absent: true });
}

/** The driver's own click on what a visitor would call `target`. */
export async function click(page: EnginePage, target: Target) {
  await page.click(await locate(page, target));
}

/** The whitespace-collapsed text of the first element matching the selector, or null. */
export function textOf(page: EnginePage, selector: string) {
  return page.evaluate(
    (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    selector,
  );
}

/** Waits until the focused element matches the selector. */
export function expectFocus(page: EnginePage, selector: string, what: string) {
  return waitFor(
    page,
    `focus on ${what}`,
    (css) => document.activeElement?.matches(css) ?? false,
    selector,
  );
}

/** Waits until the address's path (and query) is `path`. */
export function expectPath(page: EnginePage, path: string | RegExp) {
  const wanted = path instanceof RegExp ? { source: path.source, flags: path.flags } : path;
  return waitFor(
    page,
    `the address ${String(path)}`,
    (want) => {
      const here = location.pathname + location.search;
      return typeof want === 'string'
        ? here === want
        : new RegExp(want.source, want.flags).test(here);
    },
    wanted,
  );
}

/** A RegExp does not cross into the page: its source and flags do. */
function inPage({ selector, role, name }: Target) {
  return {
    selector,
    role,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
  };
}

function describe(target: Target) {
  return `${target.role ?? target.selector ?? 'an element'}${target.name ? ` named ${String(target.name)}` : ''}`;
}

/** In the page: the element's box is the same two frames apart. */
async function atRest(css: string) {
  const element = document.querySelector(css);
  if (!element) return false;
  const before = element.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const after = element.getBoundingClientRect();
  return (
    before.x === after.x &&
    before.y === after.y &&
    before.width === after.width &&
    before.height === after.height
  );
}

/** In the page: no outer names may be used here, the function is sent as source. */
function markTarget(target: {
  selector?: string;
  role?: string;
  name?: string | { source: string; flags: string };
  absent?: boolean;
}) {
  const ROLE_SELECTORS: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    option: '[role="option"], option',
    menuitem: '[role="menuitem"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    combobox: '[role="combobox"], input[list], select',
  };
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    }
    return (
      collapse(element.textContent) ||
      collapse(element.getAttribute('title')) ||
      collapse(element.getAttribute('alt'))
    );
  };
  const visible = (element: Element) => {
    if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return true;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const named = (element: Element) => {
    if (target.name === undefined) return true;
    const name = accessibleName(element);
    return typeof target.name === 'string'
      ? name === target.name
      : new RegExp(target.name.source, target.name.flags).test(name);
  };
  const roleSelector = target.role ? ROLE_SELECTORS[target.role] : undefined;
  const candidates = [...document.querySelectorAll(target.selector ?? roleSelector ?? '*')].filter(
    (element) => !roleSelector || element.matches(roleSelector),
  );
  const found = candidates.find((element) => visible(element) && named(element));
  if (target.absent) return !found;
  if (!found) return null;
  const w = window as unknown as { journeyMarks?: number };
  w.journeyMarks = (w.journeyMarks ?? 0) + 1;
  const mark = String(w.journeyMarks);
  found.setAttribute('data-journey-target', mark);
  return mark;
}

/**
 * Waits for an open modal dialog named `name` (the text its aria-labelledby points at; any
 * name when omitted) and answers its name.
 */
export function expectDialog(page: EnginePage, name?: string): Promise<string> {
  return waitFor(
    page,
    name === undefined ? 'an open dialog' : `the dialog "${name}"`,
    (want) => {
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return null;
      const ids = dialog.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
      const label = ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      return (want === null ? label : label === want) && label;
    },
    name ?? null,
  ) as Promise<string>; // waitFor answers only a truthy answer: the name
}

/**
 * Waits until the first iframe matching the selector shows a document of another origin (the
 * page can no longer read its address: the frame has left its blank start for the third
 * party's page) and answers the frame's src.
 */
export function expectCrossOriginFrame(page: EnginePage, selector: string): Promise<string> {
  return waitFor(
    page,
    `${selector} showing another origin's page`,
    (css) => {
      const frame = document.querySelector(css) as HTMLIFrameElement | null;
      if (!frame?.contentWindow) return null;
      try {
        // Readable: still the frame's initial about:blank, of this page's origin.
        void frame.contentWindow.location.href;
        return null;
      } catch {
        return frame.src;
      }
    },
    selector,
  ) as Promise<string>; // waitFor answers only a truthy answer: the src
}

/**
 * Fails if the page has reached another origin so far: a frame with another origin's address or
 * page (the site's own hidden helper frames are fine), or anything fetched from one (Resource
 * Timing, which lists a frame's page too). `when` names the moment.
 */
export async function expectNothingOffSite(page: EnginePage, when: string) {
  const offSite = await page.evaluate(() => {
    const foreign = (address: string) =>
      /^https?:/.test(address) && new URL(address).origin !== location.origin;
    const frames = [...document.querySelectorAll('iframe')].filter((frame) => {
      try {
        void frame.contentWindow?.location.href;
        return foreign(frame.src);
      } catch {
        return true; // its page is of another origin
      }
    });
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    return [...frames.map((frame) => `a frame of ${frame.src}`), ...fetched.filter(foreign)];
  });
  if (offSite.length) throw new Error(`${page.engine}: ${offSite.join(', ')} ${when}`);
}

/** Waits until the page's widget `name` has mounted (its element says so). */
export function widgetMounted(page: EnginePage, name: string) {
  return waitFor(
    page,
    `the ${name} widget mounted`,
    (widget) =>
      Boolean(document.querySelector(`[data-widget="${widget}"][data-widget-state="mounted"]`)),
    name,
  );
}
