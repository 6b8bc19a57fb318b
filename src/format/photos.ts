import { tn } from '../words';

// Only photo sets carry a meaningful ItemsCount (spec section 5).
function shownCount(itemType: unknown, count: unknown): number | null {
  if (itemType !== 'Flickr') return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return null;
  return count;
}

/** Photo count of a photo-set pop-up: '{n} photos' ('1 photo' for one); null unless a Flickr item with a whole count of 1 or more. */
export function popupPhotoCount(itemType: string, count: number): string | null {
  const n = shownCount(itemType, count);
  return n === null ? null : tn(n, '1 photo', '{n} photos');
}

/** Photo count of a story card: '1 Photo' / '{n} Photos'; null unless a Flickr item with a whole count of 1 or more. */
export function cardPhotoCount(itemType: string, count: number): string | null {
  const n = shownCount(itemType, count);
  return n === null ? null : tn(n, '1 Photo', '{n} Photos');
}
