import { getByRole, getByText, queryByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import EmbedPopup from '../../../widgets/popups/kinds/embed/EmbedPopup';
import type { Rendered } from '../cards/render';
import { contentProps, extendedItem, renderAndSettle, text } from './render';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const video = (overrides = {}) =>
  extendedItem({
    Id: 118,
    FeedId: 7,
    ItemType: 'Youtube',
    Title: 'Choir at the Albert Hall',
    URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    Image: '/images/youtube-118.jpg',
    Date: '2027-03-01T09:30:00Z',
    ...overrides,
  });

describe('given a video with a known player URL', () => {
  it('shows the title, the date and a click-to-load placeholder, no frame', async () => {
    view = await renderAndSettle(<EmbedPopup {...contentProps(video())} />);
    const root = view.container;
    const heading = getByRole(root, 'heading', { level: 2 });
    expect([text(heading), heading.id]).toEqual(['Choir at the Albert Hall', 'popup-title']);
    expect(getByText(root, '1st Mar 2027').tagName).toBe('TIME');
    getByRole(root, 'button', { name: 'Load YouTube content' });
    expect(root.querySelector('iframe')).toBeNull();
  });
});

describe('given an item whose URL is no known player', () => {
  it('an off-site URL gets a plain link opening a new tab, safely', async () => {
    view = await renderAndSettle(
      <EmbedPopup {...contentProps(video({ URL: 'https://videos.example.org/watch/1' }))} />,
    );
    const link = getByRole(view.container, 'link', { name: /Watch video/ });
    expect(link.getAttribute('href')).toBe('https://videos.example.org/watch/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(queryByRole(view.container, 'button', { name: /^Load / })).toBeNull();
  });

  it('an unsafe URL gets no link at all, and no title still names the dialog', async () => {
    view = await renderAndSettle(
      <EmbedPopup {...contentProps(video({ URL: 'javascript:alert(1)', Title: '', Date: '' }))} />,
    );
    expect(queryByRole(view.container, 'link')).toBeNull();
    expect(text(getByRole(view.container, 'heading', { level: 2 }))).toBe('Videos');
    expect(view.container.querySelector('time')).toBeNull();
  });
});
