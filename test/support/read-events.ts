// The events of a GetMediaItems answer (IsExtended), read as the widgets read them: the media
// client's list reader (src/media/schema.ts, parseList), a broken entry left out, quietly.
import type { Logger } from '../../src/kernel/types';
import { extendedMediaItem, parseJson, parseList } from '../../src/media/schema';
import type { ExtendedMediaItem } from '../../src/media/types';

const quiet: Logger = { info() {}, warn() {}, error() {} };

/** The items of a JSONP or JSON GetMediaItems answer, as the calendar reads them. */
export function readEvents(answer: unknown): Promise<ExtendedMediaItem[]> {
  return parseList(
    'GetMediaItems',
    extendedMediaItem,
    parseJson('GetMediaItems', answer),
    quiet,
  ) as Promise<ExtendedMediaItem[]>;
}
