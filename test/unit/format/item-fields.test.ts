import { describe, expectTypeOf, it } from 'vitest';
import type { ItemFields, PhotoSizeFields } from '../../../src/format/item-fields';
import type { ExtendedMediaItem, MediaItem, PhotoSize } from '../../../src/media/types';

// src/format declares the fields its rules read instead of importing src/media above it
// (docs/architecture.md, "Floors"); tsc holds the two declarations together here.
describe('the fields the rules read', () => {
  it('are the media service’s: an ExtendedMediaItem and a photo size fit', () => {
    expectTypeOf<ExtendedMediaItem>().toExtend<ItemFields>();
    expectTypeOf<Pick<MediaItem, keyof MediaItem & keyof ItemFields>>().toExtend<
      Pick<ItemFields, keyof MediaItem & keyof ItemFields>
    >();
    expectTypeOf<PhotoSize>().toExtend<PhotoSizeFields>();
  });
});
