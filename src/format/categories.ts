import type { ItemFields } from './item-fields';

/** News pop-up categories (spec section 2): Category1 then Category2, trimmed, non-empty and distinct, so at most two; [] for none. */
export function newsCategories(
  item: Partial<Pick<ItemFields, 'Category1' | 'Category2'>> | null | undefined,
): string[] {
  const names: string[] = [];
  for (const value of [item?.Category1, item?.Category2]) {
    const name = typeof value === 'string' ? value.trim() : '';
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
