import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import { adminPage, createPage, newPageWithBlock, publishFromEditor } from './support/wordpress';

// Issue #48, part 2: each block's outer element carries its wrapper attributes
// (get_block_wrapper_attributes): the editor's Additional CSS class, the HTML anchor, the
// alignment and spacing. Before, the renders wrote their own element and dropped them.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The block sidebar's field, opening the sidebar and its Advanced panel when closed. */
async function advancedField(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  if (!(await page.getByRole('button', { name: 'Advanced' }).isVisible())) {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
  }
  if (!(await field.isVisible())) await page.getByRole('button', { name: 'Advanced' }).click();
  return field;
}

describe("the blocks' wrapper attributes", () => {
  it('an editor gives the media hub a CSS class, an anchor and wide width; the visitor has them', async () => {
    const { context, page } = await adminPage(browser);
    await newPageWithBlock(page, 'Latest from the schools', 'Media hub');
    await page.locator('.ssw-block-preview--media-hub').waitFor();
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await (await advancedField(page, 'HTML anchor')).fill('latest');
    await (await advancedField(page, 'Additional CSS class(es)')).fill(
      'is-style-featured school-news',
    );
    await page.getByRole('button', { name: 'Align' }).click();
    await page.getByRole('menuitemradio', { name: 'Wide width' }).click();
    const url = await publishFromEditor(page);

    // Saved: the editor opened again shows the anchor (a dynamic block keeps it in its comment).
    await page.reload();
    await page.locator('.ssw-block-preview--media-hub').click();
    expect(await (await advancedField(page, 'HTML anchor')).inputValue()).toBe('latest');
    await context.close();

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const view2 = await visitor.newPage();
    const errors: string[] = [];
    view2.on('pageerror', (error) => errors.push(error.message));
    await view2.goto(`${url}#latest`);
    const hub = view2.locator('[data-widget="media-hub"]');
    expect(await hub.getAttribute('id')).toBe('latest');
    const classes = ((await hub.getAttribute('class')) ?? '').split(/\s+/);
    expect(classes).toEqual(
      expect.arrayContaining(['wgt-media-hub', 'is-style-featured', 'school-news', 'alignwide']),
    );
    await widgetMounted(view2, 'media-hub');
    await view2.locator('#latest [data-widget-root] .wgt-card').first().waitFor();
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it.each([
    ['media-hub', '{}', 'wgt-media-hub'],
    ['calendar', '{}', 'wgt-calendar'],
    ['landing-intro', '{"title":"Welcome","align":"full"}', 'wgt-intro'],
  ])(
    '%s: the class, anchor and alignment saved are on its element, beside its own class',
    async (name, json, own) => {
      const attributes = {
        ...JSON.parse(json),
        className: 'term-dates',
        anchor: `our-${name}`,
        ...(name === 'landing-intro' ? {} : { align: 'wide' }),
      };
      const url = await createPage(
        `Wrapper ${name}`,
        `<!-- wp:school-site-widgets/${name} ${JSON.stringify(attributes)} /-->`,
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      const element = page.locator(`[data-widget="${name}"]`);
      expect(await element.getAttribute('id')).toBe(`our-${name}`);
      const classes = ((await element.getAttribute('class')) ?? '').split(/\s+/);
      expect(classes).toEqual(
        expect.arrayContaining([own, 'term-dates', `align${attributes.align}`]),
      );
      await widgetMounted(page, name);
      await context.close();
    },
  );

  it('an anchor that is no HTML id is left out, not written', async () => {
    const url = await createPage(
      'Wrapper bad anchor',
      '<!-- wp:school-site-widgets/calendar {"anchor":"x\\" onmouseover=\\"alert(1)"} /-->',
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    const calendar = page.locator('[data-widget="calendar"]');
    expect(await calendar.getAttribute('id')).toBeNull();
    expect(await calendar.getAttribute('onmouseover')).toBeNull();
    await context.close();
  });
});
