import { queryAllByRole, queryByRole } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startInspector } from '../../../src/bridge/inspector';
import { closestName } from '../../../src/bridge/inspector-reasons';
import type { WidgetProblem } from '../../../src/bridge/messages';
import { schema } from '../../../src/kernel/schema';
import type { AnyWidgetDefinition, LogEntry } from '../../../src/kernel/types';

const widgets: AnyWidgetDefinition[] = [
  {
    name: 'media-hub',
    defaultStrategy: 'visible',
    needs: ['mediaServiceUrl', 'feedGroups'],
    load: vi.fn(),
  },
  { name: 'footer', defaultStrategy: 'visible', load: vi.fn() },
];

let owner: AbortController;
beforeEach(() => {
  owner = new AbortController();
});
afterEach(() => {
  owner.abort();
  vi.useRealTimers();
});

/** Starts the inspector on this document for the test's owner; `options` override the rest. */
function inspect(options: Partial<Parameters<typeof startInspector>[0]>) {
  startInspector({
    doc: document,
    config: {},
    schema,
    widgets,
    logs: [],
    sendProblems: () => {},
    signal: owner.signal,
    ...options,
  });
}

// The hover tag is aria-hidden, a visual aid with no role or name (the notices are what everyone
// gets): its class, which the inspector's stylesheet places, is how it is found.
const tag = () => document.querySelector('.wgt-inspector-tag');

function page(markup: string) {
  document.body.innerHTML = markup;
  return (selector: string) => document.querySelector(selector) as Element;
}

it('puts a notice with the reason before each broken widget and sends the list once', () => {
  const $ = page(`
    <script type="application/json" data-widgets-config>{ "feedGroups": "news" }</script>
    <div data-widget="medai-hub" data-widget-state="unknown"></div>
    <div data-widget="media-hub" data-widget-state="disabled"></div>
    <div id="bad" data-widget="media-hub" data-take="x" data-widget-state="invalid"></div>
    <div data-widget="footer" data-widget-state="failed"></div>
    <div data-widget="footer" data-widget-state="mounted"></div>`);
  const logs: LogEntry[] = [
    {
      level: 'warn',
      message:
        'bad options on <div id="bad" data-widget="media-hub">: data-take="x" must be a whole number from 1 to 100',
      details: [$('#bad')],
    },
    {
      level: 'error',
      message: 'the "footer" widget could not load:',
      details: [new TypeError('Failed to fetch'), $('[data-widget-state="failed"]')],
    },
  ];
  const sent: WidgetProblem[][] = [];
  inspect({
    config: { mediaServiceUrl: '/media-service/' },
    logs,
    sendProblems: (problems: WidgetProblem[]) => sent.push(problems),
  });
  const notices = queryAllByRole(document.body, 'note');
  expect(notices.map((notice) => notice.textContent)).toEqual([
    'Widget "medai-hub" (unknown): There is no widget named "medai-hub" (data-widget). Did you mean "media-hub"? Expected one of: media-hub, footer.',
    `Widget "media-hub" (disabled): The page config's "feedGroups" is invalid; the "media-hub" widget needs it. Expected an object of positive integer FeedId lists. FeedIds per group slug: { "news": [1, 2], "events": [4] }.`,
    'Widget "media-hub" (invalid): Its options are not valid: data-take="x" must be a whole number from 1 to 100.',
    'Widget "footer" (failed): Its code could not load: Failed to fetch. Its server markup is shown instead.',
  ]);
  expect(notices.every((notice) => notice.getAttribute('role') === 'note')).toBe(true);
  expect(
    notices.map((notice) => notice.nextElementSibling?.getAttribute('data-widget-state')),
  ).toEqual(['unknown', 'disabled', 'invalid', 'failed']);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.map(({ widget, state }) => `${widget} ${state}`)).toEqual([
    'medai-hub unknown',
    'media-hub disabled',
    'media-hub invalid',
    'footer failed',
  ]);
  expect(sent[0]?.[3]?.reason).toBe(notices[3]?.lastChild?.textContent);

  owner.abort();
  expect(queryAllByRole(document.body, 'note')).toHaveLength(0);
  expect(tag()).toBeNull();
});

it('follows the runtime: a widget that fails later gets its notice and the admin a new list', async () => {
  vi.useFakeTimers();
  const $ = page('<div data-widget="footer" data-widget-state="pending"></div>');
  const sent: WidgetProblem[][] = [];
  inspect({
    sendProblems: (problems: WidgetProblem[]) => sent.push(problems),
  });
  expect(sent).toEqual([[]]);
  $('[data-widget]').setAttribute('data-widget-state', 'failed');
  await vi.advanceTimersByTimeAsync(100);
  expect(queryAllByRole(document.body, 'note')).toHaveLength(1);
  expect(sent.at(-1)?.map((problem) => problem.state)).toEqual(['failed']);
  $('[data-widget]').setAttribute('data-widget-state', 'mounted');
  await vi.advanceTimersByTimeAsync(100);
  expect(queryAllByRole(document.body, 'note')).toHaveLength(0);
  expect(sent.at(-1)).toEqual([]);
  expect(sent).toHaveLength(3);
});

it('reads the options again of a widget found invalid before the bridge listened', async () => {
  vi.useFakeTimers();
  page('<div data-widget="media-hub" data-widget-state="invalid"></div>');
  const readOptions = () => {
    throw new Error('data-take="x" must be a whole number from 1 to 100');
  };
  const hub = { ...widgets[0], load: async () => ({ default: () => null, readOptions }) };
  const sent: WidgetProblem[][] = [];
  inspect({
    widgets: [hub as AnyWidgetDefinition],
    sendProblems: (problems: WidgetProblem[]) => sent.push(problems),
  });
  await vi.advanceTimersByTimeAsync(100);
  expect(queryByRole(document.body, 'note')?.textContent).toBe(
    'Widget "media-hub" (invalid): Its options are not valid: data-take="x" must be a whole number from 1 to 100.',
  );
  expect(sent.at(-1)?.[0]?.reason).toContain('data-take="x"');
});

it('suggests a catalog name only for a near miss', () => {
  expect(closestName('Media-Hubb', ['media-hub', 'footer'])).toBe('media-hub');
  expect(closestName('carousel', ['media-hub', 'footer'])).toBe(null);
});

it('starts nothing when its owner stopped before its chunk arrived', () => {
  page('<div data-widget="footer" data-widget-state="failed"></div>');
  owner.abort();
  const sendProblems = vi.fn();
  inspect({
    sendProblems,
  });
  expect(sendProblems).not.toHaveBeenCalled();
  expect(queryAllByRole(document.body, 'note')).toHaveLength(0);
  expect(tag()).toBeNull();
  expect(document.adoptedStyleSheets).toHaveLength(0);
});

it('after its owner aborts, hovering a widget shows no tag and a state change sends nothing', async () => {
  vi.useFakeTimers();
  const $ = page('<div data-widget="footer" data-widget-state="pending"></div>');
  const sendProblems = vi.fn();
  inspect({
    sendProblems,
  });
  expect(sendProblems).toHaveBeenCalledOnce();
  owner.abort();
  $('[data-widget]').dispatchEvent(new Event('pointerover', { bubbles: true }));
  $('[data-widget]').setAttribute('data-widget-state', 'failed');
  await vi.advanceTimersByTimeAsync(100);
  expect(tag()).toBeNull();
  expect(sendProblems).toHaveBeenCalledOnce();
  expect(document.adoptedStyleSheets).toHaveLength(0);
});
