import { getByRole, getByText, queryAllByRole, queryByRole } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetLocaleForTests } from '../../../src/i18n';
import { createMountRuntime, type MountRuntime } from '../../../src/kernel/runtime';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import { MediaRequestError } from '../../../src/media/error';
import type { MediaItem } from '../../../src/media/types';
import { mediaItem } from '../cards/render';

// The widget's media client is the page's shared one; here it is a fake answering by query,
// as the shared client does (React's StrictMode runs each effect twice in development, and the
// shared client answers both runs with one request).
const fake = vi.hoisted(() => ({
  getMediaItems: vi.fn(),
  getMediaItemsAdvanced: vi.fn(),
  getSearchSuggestions: vi.fn(),
}));
vi.mock('../../../src/media/repository', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/media/repository')>()),
  mediaRepositoryFor: () => fake,
}));

const { mediaHub } = await import('../../../widgets/media-hub');

const CONFIG = {
  mediaServiceUrl: '/media-service/',
  imageServiceUrl: '/image-service/image',
  defaultImage: '/images/default.jpg',
  feedGroups: { news: [2, 1], events: [4] },
  timeZone: 'Europe/London',
};

/** Answers GetMediaItems from `pages` by skip. */
function answerPages(pages: Record<number, MediaItem[] | Promise<MediaItem[]> | Error>) {
  fake.getMediaItems.mockImplementation(async ({ skip }: { skip: number }) => {
    const answer = pages[skip];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  });
}
const callsWithSkip = (skip: number) =>
  fake.getMediaItems.mock.calls.filter(([query]) => query.skip === skip).length;

const page = (from: number, count: number): MediaItem[] =>
  Array.from({ length: count }, (_, index) =>
    mediaItem({ Id: from + index, Title: `Story ${from + index}` }),
  );

let runtime: MountRuntime;
let store: PageStore;

/**
 * The widget's code is in and its React root is made (rendered when the act around it ends).
 * The first mount imports the hub's code and React, transformed on first use: past waitFor's
 * default second on a busy machine (seen with a load of 8).
 */
const widgetLoaded = () =>
  vi.waitFor(() => expect(document.querySelector('[data-widget-root]')).not.toBeNull(), {
    timeout: 5000,
  });

async function mount(attributes: string, inner = '', config: object = CONFIG) {
  document.body.innerHTML = `<div data-widget="media-hub" data-load="eager" ${attributes}>${inner}<a data-media-hub-more href="?skip=3">More news</a></div>`;
  store = createPageStore();
  runtime = createMountRuntime({ widgets: [mediaHub], config, store });
  await act(async () => {
    runtime.start();
    await widgetLoaded();
  });
}

const root = () => document.querySelector('[data-widget-root]') as HTMLElement;
const titles = () => [...root().querySelectorAll('.wgt-card__title')].map((h) => h.textContent);
const button = (name: string) => queryByRole(root(), 'button', { name }) ?? undefined;
/** The search field, as a screen reader meets it: a combobox, in the plain form too. */
const searchField = () => getByRole(root(), 'combobox') as HTMLInputElement;
const options = () => queryAllByRole(root(), 'option');
const status = () => root().querySelector(':scope > [role="status"]')?.textContent;
const settle = () => act(async () => {});

beforeEach(() => {
  vi.resetAllMocks();
});
afterEach(() => runtime.stop());

/**
 * The hub's search is a plain form until the visitor comes near it (SearchForm): focus it, let
 * the combobox's chunk arrive, and return the combobox's input, focused in its place.
 */
async function searchBoxTakenOver() {
  const plain = searchField();
  await act(async () => plain.focus());
  await act(async () => {
    await import('../../../widgets/media-hub/SearchBox');
  });
  const input = searchField();
  expect(input).not.toBe(plain);
  expect(document.activeElement).toBe(input);
  return input;
}

describe('given a news hub of three items a page', () => {
  it("asks for the first page of the group's feeds and shows skeletons until it comes", async () => {
    let answer: (items: MediaItem[]) => void = () => {};
    answerPages({ 0: new Promise((resolve) => (answer = resolve)) });
    await mount('data-group="news" data-take="3"');
    expect(fake.getMediaItems).toHaveBeenCalledWith(
      { FeedIds: [1, 2], skip: 0, take: 3 },
      { signal: expect.any(AbortSignal) },
    );
    expect(root().querySelectorAll('.wgt-card--skeleton')).toHaveLength(3);
    await act(async () => answer(page(1, 3)));
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3']);
    expect(root().querySelector('.wgt-card--skeleton')).toBeNull();
  });

  it('Load more appends the next page without repeats, announces it and focuses the first new card', async () => {
    // The service repeats item 3 on the second page (a new item shifted the pages).
    answerPages({ 0: page(1, 3), 3: page(3, 3) });
    await mount('data-group="news" data-take="3"');
    await settle();
    await act(async () => button('More news')?.click());
    await settle();
    expect(fake.getMediaItems).toHaveBeenLastCalledWith(
      { FeedIds: [1, 2], skip: 3, take: 3 },
      expect.anything(),
    );
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3', 'Story 4', 'Story 5']);
    expect(status()).toBe('2 more items loaded.');
    // Focus moves once the new cards have been drawn (after the next frame).
    await vi.waitFor(() =>
      expect(
        document.activeElement?.closest('[data-card-key]')?.getAttribute('data-card-key'),
      ).toBe('1:4'),
    );
  });

  it("keeps the server's more link in place while the first page loads, a button that asks nothing yet", async () => {
    let answer: (items: MediaItem[]) => void = () => {};
    answerPages({ 0: new Promise((resolve) => (answer = resolve)), 3: page(4, 3) });
    await mount('data-group="news" data-take="3"');
    const early = button('More news');
    expect(early?.getAttribute('aria-disabled')).toBe('true');
    await act(async () => early?.click());
    expect(callsWithSkip(3)).toBe(0);
    await act(async () => answer(page(1, 3)));
    expect(button('More news')?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a short page ends the list: no button, "All items are shown."', async () => {
    answerPages({ 0: page(1, 3), 3: page(4, 1) });
    await mount('data-group="news" data-take="3"');
    await settle();
    await act(async () => button('More news')?.click());
    await settle();
    expect(button('More news')).toBeUndefined();
    getByText(root(), 'All items are shown.');
    expect(status()).toBe('1 more item loaded. All items are shown.');
  });

  it("ends the list in the page's language, on the page as in the announcement", async () => {
    answerPages({ 0: page(1, 3), 3: page(4, 1) });
    // The language is chosen once per page: this page is French, the next ones English again.
    resetLocaleForTests();
    onTestFinished(() => resetLocaleForTests());
    await mount('data-group="news" data-take="3"', '', { ...CONFIG, locale: 'fr' });
    await settle();
    await act(async () => button('More news')?.click());
    await settle();
    getByText(root(), 'Tous les contenus sont affichés.');
    expect(status()).toContain('Tous les contenus sont affichés.');
  });

  it('presses on Load more while a page is on its way send no second call', async () => {
    answerPages({ 0: page(1, 3), 3: new Promise(() => {}) });
    await mount('data-group="news" data-take="3"');
    await settle();
    await act(async () => button('More news')?.click());
    const asked = callsWithSkip(3);
    expect(asked).toBeGreaterThan(0);
    await act(async () => button('Loading…')?.click());
    await act(async () => button('Loading…')?.click());
    expect(callsWithSkip(3)).toBe(asked);
    expect(callsWithSkip(6)).toBe(0);
  });
});

describe('given a media service that fails', () => {
  it('shows a Retry button, and Retry asks again and shows the items', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerPages({ 0: new MediaRequestError('timeout', 'no answer') });
    await mount('data-take="3"');
    await settle();
    getByText(root(), 'The items could not be loaded.', { ignore: '[role="status"]' });
    expect(status()).toBe('The items could not be loaded.');
    const before = callsWithSkip(0);
    answerPages({ 0: page(1, 3) });
    await act(async () => button('Retry')?.click());
    await settle();
    expect(callsWithSkip(0)).toBeGreaterThan(before);
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3']);
    // Every configured feed when no group is set: the timeline, featured items first.
    expect(fake.getMediaItems).toHaveBeenLastCalledWith(
      { FeedIds: [1, 2, 4], skip: 0, take: 3, IsTimeline: true, FirstNoOfItems: 3 },
      expect.anything(),
    );
  });
});

describe('given a search expression', () => {
  it('lists the matching items through GetMediaItemsAdvanced', async () => {
    fake.getMediaItemsAdvanced.mockResolvedValue(page(1, 2));
    await mount('data-search-expression="#OpenDay"');
    await settle();
    expect(fake.getMediaItemsAdvanced).toHaveBeenCalledWith(
      {
        FeedIds: [1, 2, 4],
        skip: 0,
        take: 12,
        SearchExpression: '#OpenDay',
        AndOr: 'and',
        FullText: false,
      },
      expect.anything(),
    );
    expect(titles()).toEqual(['Story 1', 'Story 2']);
  });

  it('says so when nothing matches', async () => {
    fake.getMediaItemsAdvanced.mockResolvedValue([]);
    await mount('data-search-expression="#Nothing"');
    await settle();
    getByText(root(), 'No items match “#Nothing”.');
  });
});

describe('given the search form in the markup', () => {
  const FORM = `<form data-media-hub-search action="/media" aria-label="Media hub"><label for="q">Search the hub</label><input id="q" name="SearchExpression"><button>Search</button></form>`;

  function type(input: HTMLInputElement, value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const key = (input: HTMLInputElement, name: string) =>
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    );

  it("a newer text's suggestions win over a slower answer to an older text", async () => {
    vi.useFakeTimers();
    fake.getMediaItems.mockResolvedValue([]);
    let answerOld: (list: string[]) => void = () => {};
    const old = new Promise<string[]>((resolve) => (answerOld = resolve));
    fake.getSearchSuggestions.mockImplementation(async ({ SearchText }: { SearchText: string }) =>
      SearchText === 'sp' ? old : ['Sports day at Riverside'],
    );
    await mount('', FORM);
    const input = await searchBoxTakenOver();
    await act(async () => type(input, 'sp'));
    await act(async () => vi.advanceTimersByTime(250));
    await act(async () => type(input, 'sports'));
    await act(async () => vi.advanceTimersByTime(250));
    await act(async () => answerOld(['Spring concert']));
    expect(options().map((option) => option.textContent)).toEqual(['Sports day at Riverside']);
    expect(fake.getSearchSuggestions).toHaveBeenLastCalledWith(
      { FeedIds: [1, 2, 4], SearchText: 'sports', Count: 10 },
      { signal: expect.any(AbortSignal) },
    );
    // The older call was given up when the text changed.
    const older = fake.getSearchSuggestions.mock.calls.find(([q]) => q.SearchText === 'sp');
    expect(older?.[1].signal.aborted).toBe(true);
    vi.useRealTimers();
  });

  it('is a plain form until the visitor comes near, then the combobox keeps what they typed', async () => {
    vi.useFakeTimers();
    fake.getMediaItems.mockResolvedValue([]);
    fake.getSearchSuggestions.mockResolvedValue(['Open Day']);
    await mount('', FORM);
    const plain = searchField();
    expect(queryByRole(root(), 'listbox')).toBeNull();
    // Typed before the combobox's chunk has arrived: text, focus and caret carry over.
    plain.focus();
    plain.value = 'open d';
    plain.setSelectionRange(4, 4);
    await act(async () => {
      await import('../../../widgets/media-hub/SearchBox');
    });
    const input = searchField();
    expect(input).not.toBe(plain);
    expect([input.value, document.activeElement === input, input.selectionStart]).toEqual([
      'open d',
      true,
      4,
    ]);
    await act(async () => vi.advanceTimersByTime(250));
    expect(fake.getSearchSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ SearchText: 'open d' }),
      expect.anything(),
    );
    // The answer opens the list by itself (the focus handed over must not close it).
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await act(async () => key(input, 'ArrowDown'));
    expect(getByRole(root(), 'option', { selected: true }).textContent).toBe('Open Day');
    vi.useRealTimers();
  });

  it('takes the text field, label and value, not a hidden field the CMS keeps in the form', async () => {
    fake.getMediaItems.mockResolvedValue([]);
    await mount(
      '',
      `<form data-media-hub-search action="/media" aria-label="Media hub"><input type="hidden" name="school" value="dubai"><label for="q">Search the hub</label><input id="q" name="SearchExpression" value="#SportsDay"><button>Search</button></form>`,
    );
    const input = searchField();
    expect([input.name, input.value, input.labels?.[0]?.textContent]).toEqual([
      'SearchExpression',
      '#SportsDay',
      'Search the hub',
    ]);
  });

  it('arrow keys move through the suggestions and Escape closes them', async () => {
    vi.useFakeTimers();
    fake.getMediaItems.mockResolvedValue([]);
    fake.getSearchSuggestions.mockResolvedValue(['Open Day', 'Open evening']);
    await mount('', FORM);
    const input = await searchBoxTakenOver();
    expect(getByRole(root(), 'combobox', { name: 'Search the hub' })).toBe(input);
    await act(async () => type(input, 'open'));
    await act(async () => vi.advanceTimersByTime(250));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await act(async () => key(input, 'ArrowDown'));
    const first = options()[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    // Up from the first wraps to the last; Up again is back on the first.
    await act(async () => key(input, 'ArrowUp'));
    const last = options()[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(last?.id);
    expect(first?.getAttribute('aria-selected')).toBe('false');
    await act(async () => key(input, 'ArrowUp'));
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    await act(async () => key(input, 'Escape'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('open');
    vi.useRealTimers();
  });
});

describe('given the config names two schools', () => {
  const SCHOOLS_CONFIG = {
    ...CONFIG,
    feedGroups: { news: [1, 2, 3] },
    schools: [
      { slug: 'london', name: 'London', feedIds: [1] },
      { slug: 'dubai', name: 'Dubai', feedIds: [2] },
    ],
  };
  // Distinct questions: `prepare` and StrictMode's second effect run ask the same again (the
  // page's real repository answers them with one request).
  const feedIdsAsked = () => [
    ...new Set(fake.getMediaItems.mock.calls.map(([query]) => JSON.stringify(query.FeedIds))),
  ];

  async function mountWithSchools(attributes = '') {
    document.body.innerHTML = `<div data-widget="media-hub" data-load="eager" data-group="news" data-take="3" ${attributes}><a data-media-hub-more href="?skip=3">More news</a></div>`;
    runtime = createMountRuntime({
      widgets: [mediaHub],
      config: SCHOOLS_CONFIG,
      store: createPageStore(),
    });
    await act(async () => {
      runtime.start();
      await widgetLoaded();
    });
  }
  const select = () => getByRole(root(), 'combobox', { name: 'School' }) as HTMLSelectElement;

  beforeEach(() => {
    localStorage.clear();
    answerPages({ 0: page(1, 3), 3: page(4, 3) });
  });
  afterEach(() => history.replaceState(null, '', '/'));

  it("the address's school: that school's feed and the group's (feed 3) only", async () => {
    history.replaceState(null, '', '/media/filter/news?school=dubai');
    await mountWithSchools();
    expect(feedIdsAsked()).toEqual(['[2,3]']);
    const label = root().querySelector(`label[for="${select().id}"]`);
    expect(label?.textContent).toBe('School');
    expect([...select().options].map((option) => option.text)).toEqual([
      'All schools',
      'London',
      'Dubai',
    ]);
    expect(select().value).toBe('dubai');
  });

  it('a choice asks again from the first page, in the address and remembered', async () => {
    history.replaceState(null, '', '/media/filter/news');
    await mountWithSchools();
    button('More news')?.click();
    await settle();
    expect(callsWithSkip(3)).toBeGreaterThan(0);
    await act(async () => {
      select().value = 'london';
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(fake.getMediaItems.mock.calls.at(-1)?.[0]).toMatchObject({ FeedIds: [1, 3], skip: 0 });
    expect(location.search).toBe('?school=london');
    expect(localStorage.getItem('widgets:school')).toBe('london');
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3']);
  });

  it('data-school fixes the school: no choice, and the address is left alone', async () => {
    history.replaceState(null, '', '/parents');
    localStorage.setItem('widgets:school', 'london');
    await mountWithSchools('data-school="dubai"');
    expect(feedIdsAsked()).toEqual(['[2,3]']);
    expect(root().querySelector('select')).toBeNull();
    expect(location.search).toBe('');
  });
});
