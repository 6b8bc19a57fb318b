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

async function openNewsPopup(leave: boolean) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  document.addEventListener('widgets:log', logged);
  const rendered = render(<NewsContent />);
  if (leave) window.dispatchEvent(new Event('beforeunload'));
  await vi.waitFor(() => expect(rendered.container.textContent).toBe('failed'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  rendered.unmount();
  return logged.mock.calls.map(([event]) => (event as CustomEvent).detail);
}

describe('given a news pop-up whose chunk fails to load', () => {
  it('logs no error when the visitor was leaving the page meanwhile', async () => {
    expect(await openNewsPopup(true)).toEqual([]);
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
