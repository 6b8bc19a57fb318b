import type { Frame, Page } from 'playwright-core';
import { wpUrl } from './wordpress';

/** The Edit on page screen of a post (includes/edit-on-page.php). */
export const screenUrl = (id: number) =>
  wpUrl(`/wp-admin/admin.php?page=school-site-widgets-edit&post=${id}`);

/** The framed page, once its bridge has reached `state` (editable, ready, ...). */
export async function framed(page: Page, state: string): Promise<Frame> {
  const element = await page.waitForSelector('#ssw-edit-frame');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForSelector(`html[data-cms-bridge="${state}"]`);
  return frame;
}
