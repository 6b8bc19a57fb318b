// The steps journeys are written in, on top of any driver's EnginePage: find an element by its
// role and name (and where it is, and its state) the way a visitor sees the page, never by its
// class; wait for what they would see happen. The roles are worked out in the page by one
// function (findByRole), the same in every engine: an element found is marked
// (data-journey-target), and the driver is handed that mark's selector.
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

/**
 * The roles journeys find elements by: an ARIA role, explicit (`role="…"`) or the element's own
 * (a[href] is a link, h2 a heading, dialog a dialog, select a combobox, ...). Two HTML kinds have
 * no ARIA role and are found by what they are: a form field's `label` and a frame (`iframe`).
 */
export type Role =
  | 'button'
  | 'link'
  | 'tab'
  | 'option'
  | 'menu'
  | 'menuitem'
  | 'menuitemradio'
  | 'checkbox'
  | 'combobox'
  | 'searchbox'
  | 'textbox'
  | 'listbox'
  | 'dialog'
  | 'heading'
  | 'list'
  | 'listitem'
  | 'article'
  | 'region'
  | 'search'
  | 'status'
  | 'paragraph'
  | 'img'
  | 'label'
  | 'iframe';

/** What a visitor would call an element: its role, its name, where it is, its state. */
export interface Target {
  /** One role, or any of several. */
  role?: Role | Role[];
  /**
   * A selector the element matches: only the marks this file hands out (`locate`, `focused`),
   * for an element found once by role and name. Journeys find by role and name, never by class.
   */
  selector?: string;
  /**
   * Its accessible name (aria-labelledby, aria-label, a field's label, an image's alt), else its
   * text, whitespace collapsed: a string matches whole, a RegExp anywhere.
   */
  name?: string | RegExp;
  /**
   * Its link's path and query (a link's own, else its first link's; Found.path): a card is told
   * apart from the others by where it leads, since each card's link leads somewhere of its own.
   */
  path?: string;
  /** Inside an element that is this target. */
  within?: Target;
  /** Inside the element this target controls (its aria-controls). */
  withinControlsOf?: Target;
  /**
   * ARIA states it has: aria-expanded, aria-current (any but "false"), aria-checked, disabled
   * or aria-disabled, and whether it controls another element (aria-controls).
   */
  state?: {
    expanded?: boolean;
    current?: boolean;
    checked?: boolean;
    disabled?: boolean;
    controls?: boolean;
  };
}

/** The media hub's cards: the articles of its list (placeholders while a page loads are none). */
export const HUB_CARD: Target = { role: 'article', within: { role: 'list', name: 'Media hub' } };

/** Marks the first visible element a visitor would call `target` and answers a selector for it. */
export async function locate(page: EnginePage, target: Target): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const mark = (await waitFor(page, describe(target), findByRole, {
      target: inPage(target),
      mode: 'mark',
    })) as string;
    const selector = `[data-journey-target~="${mark}"]`;
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
  await waitFor(page, `${describe(target)} gone`, findByRole, {
    target: inPage(target),
    mode: 'absent',
  });
}

/** The driver's own click on what a visitor would call `target`. */
export async function click(page: EnginePage, target: Target) {
  await page.click(await locate(page, target));
}

/** One element found: its name, its link's path (a link or the first link in it), its box. */
export interface Found {
  name: string;
  /** Its link's path and query (`/?p=2811` for a blog post's): what tells one card from another. */
  path: string | null;
  /** Its link's whole address (a `webcal:` one among them), or null. */
  href: string | null;
  /** Left, top (document coordinates), width and height, whole pixels. */
  box: string;
}

/** Every visible element a visitor would call `target`, in document order (none: []). */
export function findAll(page: EnginePage, target: Target): Promise<Found[]> {
  return page.evaluate(findByRole, { target: inPage(target), mode: 'all' }) as Promise<Found[]>;
}

/** Waits until one of the elements a visitor would call `target` passes `test`; answers it. */
export async function expectOne(
  page: EnginePage,
  target: Target,
  what: string,
  test: (found: Found) => boolean,
): Promise<Found> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const one = (await findAll(page, target).catch(() => [])).find(test);
    if (one) return one;
    if (Date.now() > deadline) throw new Error(`${page.engine}: waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the focus is inside the open dialog. */
export function expectFocusInDialog(page: EnginePage) {
  return waitFor(page, 'focus in the dialog', () =>
    Boolean(document.activeElement?.closest('dialog[open]')),
  );
}

/**
 * Waits until the elements a visitor would call `target`, all of them in document order, pass
 * `test`, and answers them: a list as a whole (so many cards, none of them from a given feed).
 */
export async function expectAll(
  page: EnginePage,
  target: Target,
  what: string,
  test: (found: Found[]) => boolean,
): Promise<Found[]> {
  const deadline = Date.now() + WAIT_MS;
  let last: Found[] = [];
  for (;;) {
    last = await findAll(page, target).catch(() => last);
    if (test(last)) return last;
    if (Date.now() > deadline) {
      const paths = last.map((found) => found.path).join(' ');
      throw new Error(`${page.engine}: waited ${WAIT_MS} ms for ${what}; last found: ${paths}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until there are `count` such elements, and answers them. */
export function expectCount(
  page: EnginePage,
  target: Target,
  count: number,
  what: string,
): Promise<Found[]> {
  return waitFor(page, what, findByRole, { target: inPage(target), mode: 'all', count }) as Promise<
    Found[]
  >;
}

/** The whitespace-collapsed text of the first element matching the selector, or null. */
export function textOf(page: EnginePage, selector: string) {
  return page.evaluate(
    (css) => document.querySelector(css)?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    selector,
  );
}

/** The description (aria-describedby) of what a visitor would call `target`, collapsed. */
export async function descriptionOf(page: EnginePage, target: Target): Promise<string> {
  return page.evaluate(
    (css) => {
      const ids = document.querySelector(css)?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
      return ids
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    },
    await locate(page, target),
  );
}

/** Marks the focused element and answers a selector for it, as the keys a visitor types reach it. */
export async function focused(page: EnginePage): Promise<string> {
  const mark = await waitFor(page, 'a focused element', () => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const w = window as unknown as { journeyMarks?: number };
    w.journeyMarks = (w.journeyMarks ?? 0) + 1;
    const marks = active.getAttribute('data-journey-target');
    active.setAttribute('data-journey-target', `${marks ?? ''} ${w.journeyMarks}`.trim());
    return String(w.journeyMarks);
  });
  return `[data-journey-target~="${mark}"]`;
}

/**
 * Waits until the focused element is what a visitor would call `target` (a string: a CSS
 * selector, Target's `selector` escape hatch).
 */
export function expectFocus(page: EnginePage, target: Target | string, what: string) {
  return waitFor(page, `focus on ${what}`, findByRole, {
    target: inPage(typeof target === 'string' ? { selector: target } : target),
    mode: 'focused',
  });
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

interface InPageTarget {
  role?: string[];
  selector?: string;
  path?: string;
  name?: string | { source: string; flags: string };
  within?: InPageTarget;
  withinControlsOf?: InPageTarget;
  state?: Target['state'];
}

/** A RegExp does not cross into the page: its source and flags do. */
function inPage({
  role,
  selector,
  path,
  name,
  within,
  withinControlsOf,
  state,
}: Target): InPageTarget {
  return {
    role: role === undefined ? undefined : [role].flat(),
    selector,
    path,
    name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
    within: within && inPage(within),
    withinControlsOf: withinControlsOf && inPage(withinControlsOf),
    state,
  };
}

function describe(target: Target): string {
  const named = target.name === undefined ? '' : ` named ${String(target.name)}`;
  const leading = target.path === undefined ? '' : ` leading to ${target.path}`;
  const state = target.state ? ` ${JSON.stringify(target.state)}` : '';
  const within = target.within ? ` in ${describe(target.within)}` : '';
  const controlled = target.withinControlsOf
    ? ` in what ${describe(target.withinControlsOf)} controls`
    : '';
  const kind = target.role ? [target.role].flat().join(' or ') : target.selector;
  return `the ${kind}${named}${leading}${state}${within}${controlled}`;
}

/** Marks the element that what a visitor would call `target` controls (aria-controls). */
export async function controlledBy(page: EnginePage, target: Target): Promise<string> {
  const control = await locate(page, target);
  const mark = await page.evaluate((css) => {
    const id = document.querySelector(css)?.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) return null;
    const w = window as unknown as { journeyMarks?: number };
    w.journeyMarks = (w.journeyMarks ?? 0) + 1;
    const marks = element.getAttribute('data-journey-target');
    element.setAttribute('data-journey-target', `${marks ?? ''} ${w.journeyMarks}`.trim());
    return String(w.journeyMarks);
  }, control);
  if (!mark) throw new Error(`${page.engine}: ${describe(target)} controls nothing on the page`);
  return `[data-journey-target~="${mark}"]`;
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

/**
 * In the page (no outer names: the function is sent as source): the visible elements a visitor
 * would call `target`, out of the accessibility tree's reach nothing (aria-hidden, hidden).
 * `mark` marks the first and answers its mark; `absent` answers whether there is none; `all`
 * answers each one found (when `count` is given, only once there are that many); `focused`
 * answers whether the focused element is one.
 */
function findByRole({
  target,
  mode,
  count,
}: {
  target: InPageTarget;
  mode: 'mark' | 'absent' | 'all' | 'focused';
  count?: number;
}) {
  const IMPLICIT: [string, string][] = [
    ['a[href], area[href]', 'link'],
    ['button, input[type="button"], input[type="submit"], input[type="reset"]', 'button'],
    ['input[type="checkbox"]', 'checkbox'],
    ['input[list], select:not([multiple]):not([size])', 'combobox'],
    ['select', 'listbox'],
    ['input[type="search"]', 'searchbox'],
    ['input:not([type]), input[type="text"], input[type="email"], textarea', 'textbox'],
    ['option', 'option'],
    ['dialog', 'dialog'],
    ['h1, h2, h3, h4, h5, h6', 'heading'],
    ['ul, ol', 'list'],
    ['li', 'listitem'],
    ['article', 'article'],
    ['section[aria-label], section[aria-labelledby]', 'region'],
    ['search', 'search'],
    ['output', 'status'],
    ['p', 'paragraph'],
    ['img[alt]:not([alt=""])', 'img'],
    ['label', 'label'],
    ['iframe', 'iframe'],
  ];
  const roleOf = (element: Element) => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    return IMPLICIT.find(([css]) => element.matches(css))?.[1] ?? null;
  };
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const ids = labelledBy.split(/\s+/);
      return collapse(ids.map((id) => document.getElementById(id)?.textContent).join(' '));
    }
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return collapse([...labels].map((each) => each.textContent).join(' '));
    return (
      collapse(element.getAttribute('alt')) ||
      collapse(element.textContent) ||
      collapse(element.getAttribute('title'))
    );
  };
  /** Its link's path and query: a link's own, else its first link's (null: it has none). */
  const linkOf = (element: Element) =>
    (element.matches('a[href]')
      ? element
      : element.querySelector('a[href]')) as HTMLAnchorElement | null;
  const pathOf = (element: Element) => {
    const link = linkOf(element);
    if (!link) return null;
    const url = new URL(link.href);
    return url.pathname + url.search;
  };
  const shown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [hidden]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const has = (element: Element, attribute: string) => {
    const value = element.getAttribute(attribute);
    return value !== null && value !== 'false';
  };
  const fits = (element: Element, want: InPageTarget) => {
    if (want.role && !want.role.includes(roleOf(element) ?? '')) return false;
    if (want.selector && !element.matches(want.selector)) return false;
    if (!shown(element)) return false;
    if (want.path !== undefined && pathOf(element) !== want.path) return false;
    if (want.name !== undefined) {
      const name = nameOf(element);
      const ok =
        typeof want.name === 'string'
          ? name === want.name
          : new RegExp(want.name.source, want.name.flags).test(name);
      if (!ok) return false;
    }
    const state = want.state ?? {};
    if (state.expanded !== undefined && has(element, 'aria-expanded') !== state.expanded)
      return false;
    if (state.current !== undefined && has(element, 'aria-current') !== state.current) return false;
    if (state.checked !== undefined && has(element, 'aria-checked') !== state.checked) return false;
    if (state.controls !== undefined && has(element, 'aria-controls') !== state.controls)
      return false;
    const disabled =
      (element as HTMLButtonElement).disabled === true || has(element, 'aria-disabled');
    if (state.disabled !== undefined && disabled !== state.disabled) return false;
    return true;
  };
  const find = (want: InPageTarget): Element[] => {
    const controlled = (control: Element) =>
      document.getElementById(control.getAttribute('aria-controls') ?? '');
    const scopes = want.within
      ? find(want.within)
      : want.withinControlsOf
        ? find(want.withinControlsOf)
            .map(controlled)
            .filter((scope): scope is HTMLElement => scope !== null)
        : [document.documentElement];
    return [...document.querySelectorAll('*')].filter(
      (element) =>
        scopes.some((scope) => scope !== element && scope.contains(element)) && fits(element, want),
    );
  };
  const found = find(target);
  if (mode === 'absent') return found.length === 0;
  if (mode === 'focused') {
    const active = document.activeElement;
    return active !== null && found.includes(active);
  }
  if (mode === 'all') {
    if (count !== undefined && found.length !== count) return null;
    return found.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: nameOf(element),
        path: pathOf(element),
        href: linkOf(element)?.href ?? null,
        box: [box.left, box.top + scrollY, box.width, box.height].map(Math.round).join(','),
      };
    });
  }
  const first = found[0];
  if (!first) return null;
  const w = window as unknown as { journeyMarks?: number };
  w.journeyMarks = (w.journeyMarks ?? 0) + 1;
  const mark = String(w.journeyMarks);
  const marks = first.getAttribute('data-journey-target');
  // An element keeps every mark it was given: each selector handed out still finds it.
  first.setAttribute('data-journey-target', `${marks ?? ''} ${mark}`.trim());
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
 * Waits until the iframe marked by `selector` (locate's answer) shows a document of another
 * origin (the page can no longer read its address: the frame has left its blank start for the
 * third party's page) and answers the frame's src.
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
