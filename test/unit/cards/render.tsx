import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { log } from '../../../src/kernel/log';
import { createPageStore, type PageStore } from '../../../src/kernel/store/store';
import type { MediaItem } from '../../../src/media/types';
import type { CardSettings } from '../../../src/ui/cards/settings';
import { WidgetContext } from '../../../src/ui/widget-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const SETTINGS: CardSettings = {
  imageService: '/image-service/image',
  defaultImage: '/images/default.jpg',
  timeZone: 'Europe/London',
};

/** A media item with every field filled; tests override what they are about. */
export function mediaItem(overrides: Record<string, unknown> = {}): MediaItem {
  return {
    Id: 7,
    FeedId: 1,
    ItemType: 'TiarcNews',
    Title: 'Open Day on Saturday',
    Description: '',
    Image: '/images/news-7.jpg',
    URL: '/news/open-day',
    User: 'Riverside',
    Date: '2026-11-21T09:30:00Z',
    EndDate: '',
    Tags: '',
    IsFeatured: false,
    ItemsCount: 0,
    ScreeName: '',
    ...overrides,
  } as MediaItem;
}

export interface Rendered {
  container: HTMLElement;
  store: PageStore;
  unmount: () => void;
}

/** Renders into a fresh container inside a page store, as a widget root would. */
export function render(node: ReactNode, store: PageStore = createPageStore()): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(<WidgetContext.Provider value={{ store, log }}>{node}</WidgetContext.Provider>);
  });
  return {
    container,
    store,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
