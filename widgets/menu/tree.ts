import type { MenuNode } from './read-markup';

// The menu's levels as pure state transitions. A path lists the ids of the items whose
// sub-lists are open, level one first: [] shows level one only, [a] also a's level two,
// [a, b] also b's level three.

/**
 * The path that opens by itself: the ancestors of the item the CMS marked current, and that
 * item too when it has a sub-list (so its own section shows). [] when nothing is marked.
 */
export function activePath(items: readonly MenuNode[]): string[] {
  for (const item of items) {
    if (item.current) return item.children.length > 0 ? [item.id] : [];
    const below = activePath(item.children);
    if (below.length > 0 || hasCurrent(item.children)) return [item.id, ...below];
  }
  return [];
}

function hasCurrent(items: readonly MenuNode[]): boolean {
  return items.some((item) => item.current || hasCurrent(item.children));
}

/** Opens `id`, an item of the list at `level` (1 or 2); deeper levels close. */
export function openAt(path: readonly string[], level: number, id: string): string[] {
  return [...path.slice(0, level - 1), id];
}

/** Closes the panel at `level` (2 or 3) and everything deeper. */
export function closeAt(path: readonly string[], level: number): string[] {
  return path.slice(0, Math.max(0, level - 2));
}

/** Every item with a sub-list, with the level of the panel that shows it (2 or 3). */
export function panelsOf(
  items: readonly MenuNode[],
  level = 2,
  parent: MenuNode | null = null,
): Array<{ node: MenuNode; level: number; parent: MenuNode | null }> {
  return items.flatMap((node) =>
    node.children.length > 0
      ? [{ node, level, parent }, ...panelsOf(node.children, level + 1, node)]
      : [],
  );
}

export const panelId = (itemId: string) => `${itemId}-panel`;
export const openerId = (itemId: string) => `${itemId}-opener`;
