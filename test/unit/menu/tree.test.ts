import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../widgets/menu/read-markup';
import { activePath, closeAt, openAt, panelsOf } from '../../../widgets/menu/tree';

const node = (id: string, children: MenuNode[] = [], current = false): MenuNode => ({
  id,
  title: id,
  href: `/${id}`,
  current,
  children,
});

const tree = (currentId: string | null) => {
  const mark = (id: string, children: MenuNode[] = []) => node(id, children, id === currentId);
  return [
    mark('about', [mark('welcome'), mark('schools', [mark('riverside'), mark('lakeside')])]),
    mark('admissions', [mark('fees', [mark('tuition')])]),
    mark('contact'),
  ];
};

describe('given a three-level menu', () => {
  describe('the path that opens by itself', () => {
    it('opens levels two and three for a current item on level three', () => {
      expect(activePath(tree('riverside'))).toEqual(['about', 'schools']);
    });

    it('opens level two for a current item on level two without a sub-list', () => {
      expect(activePath(tree('welcome'))).toEqual(['about']);
    });

    it("opens a current item's own sub-list too", () => {
      expect(activePath(tree('schools'))).toEqual(['about', 'schools']);
      expect(activePath(tree('admissions'))).toEqual(['admissions']);
    });

    it('opens nothing for a current item on level one without a sub-list, or no current item', () => {
      expect(activePath(tree('contact'))).toEqual([]);
      expect(activePath(tree(null))).toEqual([]);
    });
  });

  describe('opening and closing levels', () => {
    it('opening a level-one item shows its level two; another one replaces it', () => {
      expect(openAt([], 1, 'about')).toEqual(['about']);
      expect(openAt(['about', 'schools'], 1, 'admissions')).toEqual(['admissions']);
    });

    it('opening a level-two item adds level three', () => {
      expect(openAt(['about'], 2, 'schools')).toEqual(['about', 'schools']);
    });

    it('closing level three goes back to level two; closing level two back to level one', () => {
      expect(closeAt(['about', 'schools'], 3)).toEqual(['about']);
      expect(closeAt(['about', 'schools'], 2)).toEqual([]);
      expect(closeAt(['about'], 2)).toEqual([]);
    });
  });

  it('lists a panel for every item with a sub-list, with its level and parent', () => {
    expect(
      panelsOf(tree(null)).map(({ node, level, parent }) => [node.id, level, parent?.id ?? null]),
    ).toEqual([
      ['about', 2, null],
      ['schools', 3, 'about'],
      ['admissions', 2, null],
      ['fees', 3, 'admissions'],
    ]);
  });
});
