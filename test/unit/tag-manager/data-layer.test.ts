import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/kernel/schema';
import { DATA_LAYER_QUEUE_LIMIT, forwardWidgetEvents } from '../../../src/tag-manager/tag-manager';
import { emitWidgetEvent, nameWidgetEvents, type WidgetEventName } from '../../../src/ui/events';

const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

let forward: ReturnType<typeof forwardWidgetEvents>;
let listening: AbortController;
let hub: HTMLElement;

// The React door hands the runtime's names over before any widget renders.
beforeAll(() => nameWidgetEvents(schema));
beforeEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  document.body.innerHTML = '<div data-widget="media-hub"><form><button>Go</button></form></div>';
  hub = document.querySelector('[data-widget]') as HTMLElement;
  listening = new AbortController();
  forward = forwardWidgetEvents(listening.signal, schema);
});
afterEach(() => listening.abort());

it('forwards every event the widgets can dispatch', () => {
  const all: Record<WidgetEventName, true> = {
    'popup-open': true,
    'share-copy': true,
    'booking-open': true,
    'embed-load': true,
    search: true,
    suggestion: true,
    'load-more': true,
    school: true,
    language: true,
  };
  const names = Object.keys(all) as WidgetEventName[];
  for (const name of names) emitWidgetEvent(hub, name, {} as never);
  forward.loaded();
  expect(layer()?.map((entry) => entry.event)).toEqual(names.map((name) => `widgets:${name}`));
});

describe('given widget events before the tag manager has loaded', () => {
  it('pushes nothing until it loads, then each once in the flat tag manager shape', () => {
    emitWidgetEvent(hub.querySelector('button'), 'search', { length: 7 });
    emitWidgetEvent(hub, 'load-more', { page: 2 });
    expect(layer() ?? []).toEqual([]);

    forward.loaded();
    expect(layer()).toEqual([
      { event: 'widgets:search', widget: 'media-hub', length: 7 },
      { event: 'widgets:load-more', widget: 'media-hub', page: 2 },
    ]);

    emitWidgetEvent(hub, 'load-more', { page: 3 });
    expect(layer()).toHaveLength(3);
    forward.loaded();
    expect(layer()).toHaveLength(3);
  });

  it(`keeps at most ${DATA_LAYER_QUEUE_LIMIT} events, the first ones`, () => {
    for (let page = 2; page < DATA_LAYER_QUEUE_LIMIT + 12; page++) {
      emitWidgetEvent(hub, 'load-more', { page });
    }
    forward.loaded();
    expect(layer()).toHaveLength(DATA_LAYER_QUEUE_LIMIT);
    expect(layer()?.[0]).toMatchObject({ page: 2 });
  });

  it('stops listening when its signal aborts', () => {
    listening.abort();
    forward.loaded();
    emitWidgetEvent(hub, 'search', { length: 1 });
    expect(layer()).toEqual([]);
  });
});
