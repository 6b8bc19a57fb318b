import { describe, expect, it } from 'vitest';
import { GROUP_ORDER } from '../../../src/media/item-types';
import { readMediaHubOptions } from '../../../widgets/media-hub/schema';

function element(attributes: Record<string, string>) {
  const div = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
}

describe('given the media hub data attributes', () => {
  it('defaults to every group, 12 a page, no search, h2 titles', () => {
    expect(readMediaHubOptions(element({}))).toEqual({
      group: null,
      take: 12,
      searchExpression: null,
      headingLevel: 2,
      school: null,
    });
  });

  it('reads a group, a page size, a search expression, a heading level and a school', () => {
    expect(
      readMediaHubOptions(
        element({
          'data-group': 'photos',
          'data-take': '24',
          'data-search-expression': ' #OpenDay ',
          'data-heading-level': '3',
          'data-school': 'dubai',
        }),
      ),
    ).toEqual({
      group: 'photos',
      take: 24,
      searchExpression: '#OpenDay',
      headingLevel: 3,
      school: 'dubai',
    });
  });

  it.each([...GROUP_ORDER])('takes the group %s', (group) => {
    const element = document.createElement('section');
    element.setAttribute('data-group', group);
    expect(readMediaHubOptions(element).group).toBe(group);
  });

  it.each([
    [{ 'data-group': 'tiktok' }, 'data-group="tiktok" is not a feed group'],
    [{ 'data-take': '0' }, 'data-take="0" must be a whole number from 1 to 100'],
    [{ 'data-take': '12.5' }, 'data-take="12.5"'],
    [{ 'data-take': '101' }, 'data-take="101"'],
    [{ 'data-heading-level': '1' }, 'data-heading-level="1" must be 2, 3 or 4'],
  ])('rejects %o with a message naming the attribute', (attributes, message) => {
    expect(() => readMediaHubOptions(element(attributes))).toThrow(message);
  });
});
