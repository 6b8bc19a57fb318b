import { isHttpOrSitePath } from './safe-url';
import { nextScreenStep } from './screen-steps';

// Apart from ./images so the card code does not carry the screen steps: only the landing
// intro uses it (widgets/landing-intro).

// An unknown screen gets the commonest screen shape, 16:9, rather than a square image.
const DEFAULT_ASPECT = 9 / 16;

/**
 * Background image (spec section 7): the template with every {width} replaced by the screen
 * width rounded up to a screen step, and {height} by that width times the screen's
 * height/width ratio (9/16 when the screen size is unknown), rounded, at least 1.
 * '' for an unsafe template.
 */
export function backgroundImageUrl(
  template: unknown,
  screenWidth: number,
  screenHeight: number,
): string {
  if (!isHttpOrSitePath(template)) return '';
  const width = nextScreenStep(screenWidth);
  const aspect =
    Number.isFinite(screenWidth) &&
    Number.isFinite(screenHeight) &&
    screenWidth > 0 &&
    screenHeight > 0
      ? screenHeight / screenWidth
      : DEFAULT_ASPECT;
  const height = Math.max(1, Math.round(width * aspect));
  return template
    .trim()
    .replaceAll('{width}', String(width))
    .replaceAll('{height}', String(height));
}
