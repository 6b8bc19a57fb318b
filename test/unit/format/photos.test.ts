// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardPhotoCount, popupPhotoCount } from '../../../src/format/photos';

describe('given a Flickr photo set of 3', () => {
  it('the card says 3 Photos', () => {
    expect(cardPhotoCount('Flickr', 3)).toBe('3 Photos');
  });

  it('the pop-up says 3 photos', () => {
    expect(popupPhotoCount('Flickr', 3)).toBe('3 photos');
  });
});

describe('given a Flickr photo set of 1', () => {
  it('the card says 1 Photo', () => {
    expect(cardPhotoCount('Flickr', 1)).toBe('1 Photo');
  });

  it('the pop-up says 1 photo', () => {
    expect(popupPhotoCount('Flickr', 1)).toBe('1 photo');
  });
});

describe('given an item that is not from Flickr', () => {
  it('shows no count', () => {
    expect(cardPhotoCount('Instagram', 3)).toBeNull();
    expect(popupPhotoCount('TiarcNews', 3)).toBeNull();
  });
});

describe('given a Flickr item with no usable count', () => {
  it('shows no count', () => {
    for (const count of [0, -2, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(cardPhotoCount('Flickr', count)).toBeNull();
      expect(popupPhotoCount('Flickr', count)).toBeNull();
    }
    expect(cardPhotoCount('Flickr', undefined as never)).toBeNull();
  });
});
