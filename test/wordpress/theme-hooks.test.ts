import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wpUrl } from './support/wordpress';

// Issue 48: a theme finds the plugin's hooks by name. Every filter is named ssw_*, and the names
// of 0.1.0 (school_site_widgets_*) still work, deprecated; every hook the plugin adds is a named
// function a theme can take off with remove_action(). The theme here is a mu-plugin
// (support/theme-hooks.php) switched on by a cookie.

const THEME_HOOKS = join(import.meta.dirname, 'support/theme-hooks.php');
const muPlugin = () => join(inject('wpSiteDir'), 'wp-content/mu-plugins/ssw-theme-hooks.php');

beforeAll(async () => {
  await mkdir(dirname(muPlugin()), { recursive: true });
  await copyFile(THEME_HOOKS, muPlugin());
});
afterAll(() => rm(muPlugin(), { force: true }));

/** The About us page's HTML as a visitor gets it (its text makes a description), the theme's hooks set to `hooks`. */
async function aboutPage(hooks: string) {
  const response = await fetch(wpUrl('/about/'), {
    headers: { cookie: `ssw_test_hooks=${hooks}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

const description = (html: string) =>
  /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? null;

describe("given a theme's filter on the page's meta description", () => {
  it("under its name, ssw_meta_description, it is the page's", async () => {
    expect(description(await aboutPage('new'))).toBe('From ssw_meta_description');
  });

  it('under its name before 0.2.0, school_site_widgets_meta_description, it still is', async () => {
    expect(description(await aboutPage('old'))).toBe('From school_site_widgets_meta_description');
  });

  it('under both, the old name filters what the new one gave', async () => {
    expect(description(await aboutPage('both'))).toBe(
      'From ssw_meta_description, then the old name',
    );
  });
});

describe('given a theme that takes hooks off by their names', () => {
  it("the meta description and the widgets' header are gone, the page still served", async () => {
    const before = await aboutPage('none');
    expect(description(before)).not.toBeNull();
    expect(before).toContain('data-widget="header"');

    const after = await aboutPage('unhook');
    expect(description(after)).toBeNull();
    expect(after).not.toContain('data-widget="header"');
  });
});
