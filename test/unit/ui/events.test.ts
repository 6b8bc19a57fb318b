import { beforeAll, expect, it } from 'vitest';
import { schema } from '../../../src/kernel/schema';
import { emitWidgetEvent, nameWidgetEvents } from '../../../src/ui/events';

// The React door hands the runtime's names over before any widget renders.
beforeAll(() => nameWidgetEvents(schema));

it('dispatches widgets:<name> once on the widget element holding the source, bubbling', () => {
  document.body.innerHTML = '<div data-widget="popups"><p><button>Copy</button></p></div>';
  const seen: { target: EventTarget | null; detail: unknown }[] = [];
  document.addEventListener('widgets:share-copy', (event) =>
    seen.push({ target: event.target, detail: (event as CustomEvent).detail }),
  );
  emitWidgetEvent(document.querySelector('button'), 'share-copy', {
    kind: 'news',
    itemId: 5,
    feedId: 1,
  });
  expect(seen).toEqual([
    {
      target: document.querySelector('[data-widget]'),
      detail: { kind: 'news', itemId: 5, feedId: 1 },
    },
  ]);
});

it('does nothing outside a widget or without a source', () => {
  document.body.innerHTML = '<button>Loose</button>';
  let count = 0;
  document.addEventListener('widgets:search', () => count++);
  emitWidgetEvent(document.querySelector('button'), 'search', { length: 3 });
  emitWidgetEvent(null, 'search', { length: 3 });
  expect(count).toBe(0);
});
