// The demo CMS's calendar page without `?days=` lists the days the widget draws first: the same
// first days with JavaScript or without, held to the shared vectors
// (test/vectors/first-screen-days.json) the widget's rule and the WordPress plugin's run too.
import { describe, expect, it } from 'vitest';
import { firstScreenDays as cmsFirstScreenDays } from '../../../demo/pages/media-markup.mjs';
import { readVectors } from '../../support/vectors';

const { cases } = readVectors('first-screen-days');

describe('the calendar’s first page in the demo CMS', () => {
  it.each(cases.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
    const lists = (vector.input as number[]).map((count) =>
      Array.from({ length: count }, () => ({})),
    );
    expect(cmsFirstScreenDays(lists)).toBe(vector.expected);
  });
});
