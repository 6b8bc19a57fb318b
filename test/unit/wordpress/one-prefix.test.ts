import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One prefix for the plugin's functions, constants and hooks: `ssw_` (`SSW_`), issue #48. The
// filters a theme could use before 0.2.0 under `school_site_widgets_*` keep working, applied
// after their new name through apply_filters_deprecated(), which tells a developer the new one.

const PLUGIN = join(import.meta.dirname, '../../../integrations/wordpress/school-site-widgets');

/** The filters of 0.1.0 (integrations/wordpress/README.md), for themes and small plugins. */
const PUBLIC_BEFORE_0_2 = [
  'school_site_widgets_footer_schools',
  'school_site_widgets_media_page',
  'school_site_widgets_meta_description',
  'school_site_widgets_page_config',
  'school_site_widgets_print_chrome',
];

function sources(): Array<[string, string]> {
  return readdirSync(PLUGIN, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.php') && !/(^|\/)(dist|build)\//.test(file))
    .sort()
    .map((file) => [file, readFileSync(join(PLUGIN, file), 'utf8')]);
}

describe("the plugin's PHP names", () => {
  it('defines functions named ssw_*, the old template tags only in includes/deprecated.php', () => {
    const off: string[] = [];
    for (const [file, source] of sources()) {
      for (const [, name = ''] of source.matchAll(/^function\s+(\w+)\s*\(/gm)) {
        const allowed = file === 'includes/deprecated.php' ? /^school_site_widgets_/ : /^ssw_/;
        if (!allowed.test(name)) off.push(`${file}: ${name}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('defines constants named SSW_*', () => {
    const off: string[] = [];
    for (const [file, source] of sources()) {
      for (const [, name = ''] of source.matchAll(/(?:\bdefine\(\s*'|^\s*const\s+)(\w+)/gm)) {
        if (!name.startsWith('SSW_')) off.push(`${file}: ${name}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('fires its own actions and filters under ssw_* names', () => {
    const off: string[] = [];
    for (const [file, source] of sources()) {
      for (const [, call, name = ''] of source.matchAll(
        /\b(apply_filters|do_action)\(\s*'([^']*)'/g,
      )) {
        if (!name.startsWith('ssw_')) off.push(`${file}: ${call}( '${name}' )`);
      }
    }
    expect(off).toEqual([]);
  });

  it('keeps each filter of 0.1.0 under its old name, deprecated since 0.2.0 for the ssw_ one', () => {
    const deprecated: string[] = [];
    for (const [file, source] of sources()) {
      const calls = source.matchAll(
        /apply_filters_deprecated\(\s*'(\w+)',\s*array\(\s*\$(\w+)\s*\),\s*'([^']*)',\s*'(\w+)'\s*\)/g,
      );
      for (const [, old = '', variable, version, replacement = ''] of calls) {
        expect(version, old).toBe('0.2.0');
        expect(replacement, old).toBe(old.replace(/^school_site_widgets_/, 'ssw_'));
        // The old name filters what the new one gave.
        expect(source, `${file}: ${old}`).toMatch(
          new RegExp(
            `\\$${variable} = apply_filters\\( '${replacement}', [^;]+;\\s*(?:/\\*\\*.*\\*/\\s*)?`,
          ),
        );
        deprecated.push(old);
      }
    }
    expect(deprecated.sort()).toEqual(PUBLIC_BEFORE_0_2);
  });
});
