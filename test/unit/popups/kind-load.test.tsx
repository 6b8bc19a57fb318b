import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useKindContent } from '../../../widgets/popups/host/kinds';
import { render } from '../cards/render';

// The news pop-up's chunk fails to load, the way Firefox and WebKit fail it once the page is
// being left ("error loading dynamically imported module", "Importing a module script failed").
vi.mock('../../../widgets/popups/kinds/news/NewsPopup', async () => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  throw new TypeError('error loading dynamically imported module');
});

function NewsContent() {
  const content = useKindContent('news');
  return <p>{content.status}</p>;
}

const logged = vi.fn();
afterEach(() => {
  document.removeEventListener('widgets:log', logged);
  logged.mockReset();
  vi.restoreAllMocks();
});

/**
 * `leave`: the page is left before the chunk fails (beforeunload: Firefox, a link followed) or
 * after (pagehide, 100 ms on: WebKit going Back cancels the loads first), or not at all.
 */
async function openNewsPopup(leave: 'before' | 'after' | false) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.addEventListener('widgets:log', logged);
  const rendered = render(<NewsContent />);
  if (leave === 'before') window.dispatchEvent(new Event('beforeunload'));
  if (leave === 'after') setTimeout(() => window.dispatchEvent(new Event('pagehide')), 100);
  await vi.waitFor(() => expect(rendered.container.textContent).toBe('failed'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  rendered.unmount();
  return logged.mock.calls.map(([event]) => (event as CustomEvent).detail);
}

describe('given a news pop-up whose chunk fails to load', () => {
  it('logs no error when the visitor was leaving the page meanwhile', async () => {
    expect(await openNewsPopup('before')).toEqual([]);
  });

  it('logs no error when the page says it is being left just after the failure', async () => {
    expect(await openNewsPopup('after')).toEqual([]);
  });

  it('logs the error when the visitor stays on the page', async () => {
    const entries = await openNewsPopup(false);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'error',
      message: 'the news pop-up could not load:',
    });
  });
});
