import { type ComponentType, useEffect, useState } from 'react';
import type { PopupKind } from '../../../src/kernel/types';
import { loadChunk, reportLoadFailure, useLog } from '../../../src/ui/widget-root';
import type { PopupContentProps } from './content';

type Content = ComponentType<PopupContentProps>;

// Each kind is its own chunk, fetched the first time a pop-up of that kind opens. Loaded by hand
// rather than through React.lazy + Suspense: React holds back a Suspense boundary's reveal for
// up to 300 ms (its fallback throttle), which alone would spend the news pop-up's whole budget.
const LOADERS: Record<PopupKind, () => Promise<Content>> = {
  news: () => import('../kinds/news/NewsPopup').then((module) => module.default),
  event: () => import('../kinds/event/EventPopup').then((module) => module.default),
  embed: () => import('../kinds/embed/EmbedPopup').then((module) => module.default),
  photos: () =>
    import('../kinds/photos/PhotoViewer').then(({ default: PhotoViewer }) => {
      // The viewer fetches its set itself; the host hands it the item's title and date.
      return function PhotosPopup({ item, titleId, config, shareUrl, client }: PopupContentProps) {
        return (
          <PhotoViewer
            setId={item.Id}
            title={item.Title}
            date={item.Date}
            shareUrl={shareUrl}
            client={client}
            timeZone={config.timeZone}
            titleId={titleId}
          />
        );
      };
    }),
};

const loaded = new Map<PopupKind, Content>();
const loading = new Map<PopupKind, Promise<Content>>();

/** Starts fetching a kind's chunk (once); resolves with its component. */
export function loadKind(kind: PopupKind): Promise<Content> {
  let promise = loading.get(kind);
  if (!promise) {
    promise = loadChunk(LOADERS[kind]).then((component) => {
      loaded.set(kind, component);
      return component;
    });
    // A failed fetch may be retried by the next open.
    promise.catch(() => loading.delete(kind));
    loading.set(kind, promise);
  }
  return promise;
}

export type KindContent =
  | { status: 'ready'; Content: Content }
  | { status: 'loading' }
  | { status: 'failed' };

/** The content component of a kind: at once when its chunk is already here. */
export function useKindContent(kind: PopupKind): KindContent {
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<PopupKind | null>(null);
  const log = useLog();
  const Content = loaded.get(kind);

  useEffect(() => {
    if (Content) return;
    let live = true;
    loadKind(kind).then(
      () => {
        if (live) setVersion((version) => version + 1);
      },
      (error: unknown) => {
        reportLoadFailure(log, `the ${kind} pop-up could not load:`, error);
        if (live) setFailed(kind);
      },
    );
    return () => {
      live = false;
    };
  }, [kind, Content, log]);

  if (Content) return { status: 'ready', Content };
  return failed === kind ? { status: 'failed' } : { status: 'loading' };
}
