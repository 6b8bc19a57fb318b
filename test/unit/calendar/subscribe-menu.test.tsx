// The Subscribe menu's code arrives after the button (widgets/calendar/Subscribe.tsx): a hover
// fetches it, and the press may come at any moment after, even right after the menu is drawn.
import { act, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscribeMenu } from '../../../widgets/calendar/SubscribeMenu';

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/**
 * The button and the menu, drawn closed (its code came with a hover), and a press on the
 * button in the same task as the menu's first commit, before the browser runs anything else
 * (a layout effect of their parent): the earliest a visitor's press can come once the menu is
 * on the page. WebKit's engine journey pressed in that moment, before the menu's passive
 * effects, and the menu never opened (test/engines/journeys/subscribe.ts).
 */
function PressedAtOnce() {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => button.current?.click(), []);
  return (
    <>
      <button ref={button} type="button" aria-haspopup="menu" aria-expanded="false">
        Subscribe
      </button>
      <SubscribeMenu
        button={button}
        href="/calendar/feed.ics?school=dubai"
        school="dubai"
        items={null}
        open={false}
      />
    </>
  );
}

describe('given the Subscribe menu drawn closed', () => {
  it('opens on a press that comes as soon as it is drawn', () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<PressedAtOnce />));
    const menu = container.querySelector('[role=menu]');
    expect(menu?.hasAttribute('hidden')).toBe(false);
    expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Apple Calendar');
  });
});
