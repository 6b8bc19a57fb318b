import { type ComponentType, useEffect, useState } from 'react';
import type { PopupKind } from '../../../src/kernel/types';
import type { MediaRepository } from '../../../src/media/repository';
import type { PhotoSet } from '../../../src/media/types';
import { type LoadOnce, loadOnce, reportLoadFailure } from '../../../src/ui/chunk-load';
import { useLog } from '../../../src/ui/widget-root';
import type { PopupContentProps } from './content';

type Content = ComponentType<PopupContentProps>;

const loadViewer = loadOnce(() => import('../kinds/photos/PhotoViewer'));

/** The last photo set answered (preparePhotos), by its SetId. */
let answered: { setId: number; set: PhotoSet | null } | null = null;

/**
 * The set's answer when it has come already, else undefined: the viewer then shows the set in
 * its first render, not in a second one after a commit of its "Loading photos…".
 */
export const answeredPhotoSet = (setId: number): PhotoSet | null | undefined =>
  answered?.setId === setId ? answered.set : undefined;

/**
 * A photo set's pop-up has opened: its set is asked for beside the viewer's chunk (the viewer's
 * own identical call adopts the answer, or the failure), and once both are here the first photo,
 * whose size is the viewer's to choose, is asked for: while the dialog's first frame is drawn,
 * not a render of the viewer later.
 */
export function preparePhotos(repository: MediaRepository, setId: number) {
  const asked = repository.getPhotosSet({ SetId: setId });
  asked.then(
    (set) => {
      answered = { setId, set };
    },
    () => {},
  );
  Promise.all([asked, loadViewer()]).then(
    ([set, viewer]) => viewer.askFirstPhoto(set),
    () => {},
  );
}

// Each kind is its own chunk, fetched the first time a pop-up of that kind opens (by hand, not
// through React.lazy: src/ui/chunk-load.ts says why).
const LOADERS: Record<PopupKind, LoadOnce<Content>> = {
  news: loadOnce(() => import('../kinds/news/NewsPopup').then((module) => module.default)),
  event: loadOnce(() => import('../kinds/event/EventPopup').then((module) => module.default)),
  embed: loadOnce(() => import('../kinds/embed/EmbedPopup').then((module) => module.default)),
  photos: loadOnce(() =>
    loadViewer().then(({ default: PhotoViewer }) => {
      // The viewer fetches its set itself; the host hands it the item's title and date.
      return function PhotosPopup({ item, titleId, config, shareUrl, client }: PopupContentProps) {
        return (
          <PhotoViewer
            setId={item.Id}
            answer={answeredPhotoSet(item.Id)}
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
  ),
};

export type KindContent =
  | { status: 'ready'; Content: Content }
  | { status: 'loading' }
  | { status: 'failed' };

/** The content component of a kind: at once when its chunk is already here. */
export function useKindContent(kind: PopupKind): KindContent {
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<PopupKind | null>(null);
  const log = useLog();
  const Content = LOADERS[kind].peek();
  // Asked for in the render, not in an effect: an effect runs only after the dialog's commit,
  // layout and paint, and the chunk's request waited for all three. The loader fetches once, so
  // a render repeated or thrown away asks for nothing more; the effect below reports the outcome.
  if (!Content) LOADERS[kind]().catch(() => {});

  useEffect(() => {
    if (Content) return;
    let live = true;
    LOADERS[kind]().then(
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
