import { getByRole, queryByRole } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../../src/kernel/log';
import { schema } from '../../../src/kernel/schema';
import { createPageStore } from '../../../src/kernel/store/store';
import type { MediaClient } from '../../../src/media/client';
import { MediaRequestError } from '../../../src/media/error';
import { createMediaRepository, type MediaRepository } from '../../../src/media/repository';
import type { ExtendedMediaItem } from '../../../src/media/types';
import Popups from '../../../widgets/popups/Popups';
import { type Rendered, render } from '../cards/render';
import { CONFIG, click, extendedItem, settle, text, waitFor } from './render';

const client = {
  getMediaItems: vi.fn<MediaClient['getMediaItems']>(async () => []),
  getMediaItemDescription: vi.fn<MediaClient['getMediaItemDescription']>(),
  getMediaItemsClone: vi.fn(async () => []),
  getPhotosSet: vi.fn(async () => null),
};
// The page's real repository in front of a fake service, fresh for each test.
let repository: MediaRepository;
vi.mock('../../../src/media/repository', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/media/repository')>()),
  mediaRepositoryFor: () => repository,
}));
beforeEach(() => {
  repository = createMediaRepository(client as unknown as MediaClient);
});

const NEWS: ExtendedMediaItem = extendedItem({
  Id: 81,
  FeedId: 2,
  ItemType: 'TiarcNews',
  Title: 'Open Day on Saturday',
  Category1: 'Admissions',
});

let view: Rendered | undefined;
let opener: HTMLButtonElement;

beforeEach(() => {
  history.replaceState(null, '', '/media');
  client.getMediaItemDescription.mockReset();
  client.getMediaItemDescription.mockResolvedValue(NEWS);
  opener = document.createElement('button');
  opener.textContent = 'A card';
  document.body.append(opener);
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  opener.remove();
});

async function mount() {
  const element = document.createElement('div');
  const store = createPageStore();
  view = render(
    <Popups
      element={element}
      config={CONFIG}
      store={store}
      options={undefined}
      log={log}
      schema={schema}
    />,
    store,
  );
  await settle();
  return view;
}

async function openFromCard() {
  const { store, container } = await mount();
  opener.focus();
  act(() => store.getState().openPopup({ kind: 'news', feedId: 2, itemId: 81, source: 'card' }));
  await waitFor(() => queryByRole(container, 'heading', { level: 2 }) !== null);
  await settle();
  return { store, container, dialog: getByRole(container, 'dialog') as HTMLDialogElement };
}

describe('given the pop-up host mounted on a page', () => {
  it('tells the cards it is there, and takes it back when it goes', async () => {
    const { store } = await mount();
    expect(store.getState().popupHostReady).toBe(true);
    view?.unmount();
    view = undefined;
    expect(store.getState().popupHostReady).toBe(false);
  });

  it('renders nothing until a pop-up opens', async () => {
    const { container } = await mount();
    expect(queryByRole(container, 'dialog', { hidden: true })).toBeNull();
  });
});

describe('given a news pop-up opened from a card', () => {
  it('opens a modal dialog labelled by the item title, asks for its description', async () => {
    const { dialog } = await openFromCard();
    expect(dialog.open).toBe(true);
    // Named by the item's title (aria-labelledby on the heading), as a screen reader says it.
    expect(getByRole(dialog, 'heading', { level: 2, name: 'Open Day on Saturday' })).toBeTruthy();
    expect(client.getMediaItemDescription).toHaveBeenCalledWith(
      { ItemId: 81, FeedId: 2 },
      expect.anything(),
    );
  });

  it('puts the share URL in the address bar and locks the page scroll', async () => {
    await openFromCard();
    await waitFor(() => location.pathname === '/media/newsfeed/2/81');
    expect(document.documentElement.classList.contains('wgt-popup-open')).toBe(true);
  });

  it('Escape (the dialog cancel) closes it through the store, unlocks scroll and returns focus', async () => {
    const { store, container, dialog } = await openFromCard();
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(store.getState().popup).toBeNull();
    expect(queryByRole(container, 'dialog', { hidden: true })).toBeNull();
    expect(document.documentElement.classList.contains('wgt-popup-open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('the Close button closes it too', async () => {
    const { store, container } = await openFromCard();
    click(getByRole(container, 'button', { name: /Close/ }));
    expect(store.getState().popup).toBeNull();
  });

  it('shows the card title while the description is on its way', async () => {
    client.getMediaItemDescription.mockReturnValue(new Promise(() => {}));
    const { store, container } = await mount();
    // A card listed it first.
    client.getMediaItems.mockResolvedValueOnce([{ ...NEWS, Title: 'From the card' }]);
    await repository.getMediaItems({ FeedIds: [2], skip: 0, take: 12 });
    act(() => store.getState().openPopup({ kind: 'news', feedId: 2, itemId: 81, source: 'card' }));
    await settle();
    getByRole(container, 'dialog', { name: 'From the card' });
    expect(text(getByRole(container, 'status'))).toBe('Loading…');
  });

  it('a failed call offers Retry, which asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.getMediaItemDescription.mockRejectedValueOnce(new MediaRequestError('timeout', 'slow'));
    const { container } = await openFromCard();
    expect(text(getByRole(container, 'alert'))).toBe('This item could not be loaded.');
    click(getByRole(container, 'button', { name: 'Retry' }));
    await settle();
    expect(client.getMediaItemDescription).toHaveBeenCalledTimes(2);
    getByRole(container, 'dialog', { name: 'Open Day on Saturday' });
  });

  it('an item the service does not know says so', async () => {
    client.getMediaItemDescription.mockResolvedValue(null);
    const { container } = await openFromCard();
    getByRole(container, 'dialog', { name: 'Not available' });
    expect(container.textContent).toContain('This item is no longer available.');
  });
});

describe('given a page loaded at a share URL', () => {
  it('opens the pop-up the item calls for: an event behind a newsfeed URL gets the event pop-up', async () => {
    history.replaceState(null, '', '/media/newsfeed/4/300');
    client.getMediaItemDescription.mockResolvedValue(extendedItem());
    const { container } = await mount();
    // The event pop-up's own part: its add-to-calendar link, which the news pop-up has not.
    await waitFor(() => queryByRole(container, 'dialog') !== null);
    const dialog = getByRole(container, 'dialog');
    await waitFor(() => queryByRole(dialog, 'link', { name: 'Add to calendar (.ics)' }) !== null);
  });
});
