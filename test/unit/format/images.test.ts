// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundImageUrl } from '../../../src/format/background-image';
import {
  cardImageUrl,
  DEFAULT_IMAGE_WIDTH,
  EVENT_CARD_IMAGE_WIDTH,
  STORY_CARD_IMAGE_WIDTH,
} from '../../../src/format/images';
import { eventImageUrl, shownImageWidth } from '../../../src/format/popup-images';

const service = 'http://localhost:8080/image-service/image';
const defaultImage = '/images/default.png';

describe('the image widths', () => {
  it('are 360 for story cards, 720 for event cards and 250 by default', () => {
    expect(STORY_CARD_IMAGE_WIDTH).toBe(360);
    expect(EVENT_CARD_IMAGE_WIDTH).toBe(720);
    expect(DEFAULT_IMAGE_WIDTH).toBe(250);
  });
});

// The card image rule's examples are vectors both languages run: test/vectors/card-image.json.

describe('given any source string', () => {
  it('never throws, and gives the default or a service URL with one encoded source', () => {
    const src = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.string({ unit: 'binary' }).map((s) => `https://x.example/${s}`),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
    );
    fc.assert(
      fc.property(src, (value) => {
        const url = cardImageUrl(value, { service, defaultImage });
        if (url === defaultImage) return;
        expect(url).toMatch(
          /^http:\/\/localhost:8080\/image-service\/image\?command_1=url&url_1=[^&#?=]+&command_2=resize&width_2=250&default_1=%2Fimages%2Fdefault\.png$/,
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('given an event image without a query', () => {
  it('adds ?command_1=resize&width_1=1000', () => {
    expect(eventImageUrl('https://cdn.example/e.jpg')).toBe(
      'https://cdn.example/e.jpg?command_1=resize&width_1=1000',
    );
  });
});

describe('given an event image with a query or a fragment', () => {
  it('appends with &', () => {
    expect(eventImageUrl('/img/e.jpg?v=3')).toBe('/img/e.jpg?v=3&command_1=resize&width_1=1000');
  });

  it('does not double a trailing ?', () => {
    expect(eventImageUrl('/img/e.jpg?')).toBe('/img/e.jpg?command_1=resize&width_1=1000');
  });

  it('keeps the fragment last', () => {
    expect(eventImageUrl('/img/e.jpg#top')).toBe('/img/e.jpg?command_1=resize&width_1=1000#top');
  });
});

describe('given an unsafe event image', () => {
  it('gives no image', () => {
    expect(eventImageUrl('javascript:alert(1)')).toBe('');
    expect(eventImageUrl(undefined)).toBe('');
  });
});

describe('given a background template and a 1366x768 screen', () => {
  it('fills in the step width and the proportional height', () => {
    expect(backgroundImageUrl('https://img.example/bg?w={width}&h={height}', 1366, 768)).toBe(
      'https://img.example/bg?w=1366&h=768',
    );
  });
});

describe('given a 1300x800 screen', () => {
  it('rounds the width up to 1366 and scales the height to match (841)', () => {
    expect(backgroundImageUrl('/bg/{width}x{height}.jpg', 1300, 800)).toBe('/bg/1366x841.jpg');
  });
});

describe('given a portrait 390x844 phone', () => {
  it('asks for a tall image', () => {
    expect(backgroundImageUrl('/bg/{width}x{height}.jpg', 390, 844)).toBe('/bg/480x1039.jpg');
  });
});

describe('given a screen wider than the largest step', () => {
  it('uses 4096', () => {
    expect(backgroundImageUrl('/bg/{width}x{height}.jpg', 5120, 2880)).toBe('/bg/4096x2304.jpg');
  });
});

describe('given an unknown screen size', () => {
  it('uses the largest step and a 16:9 shape', () => {
    expect(backgroundImageUrl('/bg/{width}x{height}.jpg', Number.NaN, Number.NaN)).toBe(
      '/bg/4096x2304.jpg',
    );
  });

  it('uses 16:9 when only the height is unknown', () => {
    expect(backgroundImageUrl('/bg/{width}x{height}.jpg', 1024, 0)).toBe('/bg/1024x576.jpg');
  });
});

describe('given a template used twice or an unsafe template', () => {
  it('fills every placeholder', () => {
    expect(backgroundImageUrl('/bg/{width}/{width}.jpg', 1000, 500)).toBe('/bg/1024/1024.jpg');
  });

  it('gives no image for an unsafe template', () => {
    expect(backgroundImageUrl('javascript:{width}', 1000, 500)).toBe('');
  });
});

describe('given an image shown at some width', () => {
  it('asks for its device pixels rounded up to a whole 100', () => {
    expect(shownImageWidth(1056, 1)).toBe(1100);
    expect(shownImageWidth(1056, 2)).toBe(2200);
    expect(shownImageWidth(343, 2)).toBe(700);
    expect(shownImageWidth(700, 1)).toBe(700);
  });

  it('takes a bad pixel ratio as 1 and a bad width as the smallest step', () => {
    expect(shownImageWidth(800, Number.NaN)).toBe(800);
    expect(shownImageWidth(800, 0)).toBe(800);
    expect(shownImageWidth(Number.NaN, 2)).toBe(100);
    expect(shownImageWidth(-5)).toBe(100);
  });
});
