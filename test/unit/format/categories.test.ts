// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newsCategories } from '../../../src/format/categories';

describe('given a news item with two categories', () => {
  it('shows both, first one first', () => {
    expect(newsCategories({ Category1: 'Sport', Category2: 'Music' })).toEqual(['Sport', 'Music']);
  });
});

describe('given the same category twice', () => {
  it('shows it once', () => {
    expect(newsCategories({ Category1: 'Sport', Category2: ' Sport ' })).toEqual(['Sport']);
  });
});

describe('given empty category names', () => {
  it('skips them', () => {
    expect(newsCategories({ Category1: '', Category2: 'Music' })).toEqual(['Music']);
    expect(newsCategories({ Category1: '   ', Category2: '' })).toEqual([]);
  });
});

describe('given no item', () => {
  it('shows no category', () => {
    expect(newsCategories(undefined)).toEqual([]);
    expect(newsCategories({})).toEqual([]);
  });
});
