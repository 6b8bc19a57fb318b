// The plugin's readme.txt, as the WordPress plugin directory reads it (its format:
// https://developer.wordpress.org/plugins/wordpress-org/how-your-readme-txt-works/): headers
// that agree with the plugin's own header and with the WordPress the tests run, the sections a
// school's team looks for, and an "External services" section that names every host the plugin
// or the bundle may call, read from where the bundle keeps them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORDPRESS } from '../../integrations/wordpress/server.mjs';
import { PROVIDERS } from '../../src/media/embed/providers';
import { DEFAULT_TAG_MANAGER_URL } from '../../src/tag-manager/tag-manager';

const PLUGIN = join(import.meta.dirname, '../../integrations/wordpress/school-site-widgets');
const read = (file: string) => readFile(join(PLUGIN, file), 'utf8');

/** The readme's header fields (the lines after its title, up to the first blank line). */
function headerFields(readme: string) {
  const head = (readme.split(/\n\s*\n/)[0] ?? '').split('\n').slice(1);
  return Object.fromEntries(
    head.map((line) => line.split(/:\s*(.*)/s).slice(0, 2) as [string, string]),
  );
}

/** The text of a `== Name ==` section. */
function section(readme: string, name: string) {
  const at = readme.indexOf(`== ${name} ==`);
  if (at < 0) return '';
  const rest = readme.slice(at + name.length + 6);
  const next = rest.search(/^== /m);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The plugin main file's header fields. */
async function pluginHeader() {
  const php = await read('school-site-widgets.php');
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of php.matchAll(/^ \* ([A-Za-z ]+):\s+(.+)$/gm))
    fields[name] = value;
  return fields;
}

describe("the plugin's readme.txt", () => {
  it("has the directory's headers, true to the plugin and to the WordPress it is tested on", async () => {
    const readme = await read('readme.txt');
    expect(readme.split('\n')[0]).toBe('=== School site widgets ===');
    const fields = headerFields(readme);
    const plugin = await pluginHeader();
    const version = /\$wp_version = '([\d.]+)'/.exec(
      await readFile(join(WORDPRESS, 'wp-includes/version.php'), 'utf8'),
    )?.[1];
    expect(version).toMatch(/^\d+\.\d+/);
    // "Tested up to" is the major version the tests run; "Requires at least" the plugin's.
    expect(fields['Tested up to']).toBe(version?.split('.').slice(0, 2).join('.'));
    expect(fields['Requires at least']).toBe(plugin['Requires at least']);
    expect(fields['Requires PHP']).toBe(plugin['Requires PHP']);
    expect(fields['Stable tag']).toBe(plugin.Version);
    expect(fields.License).toBe(plugin.License);
    // The short description: one line of at most 150 characters, as the directory shows it.
    const summary = readme.split(/\n\s*\n/)[1] ?? '';
    expect(summary).not.toContain('\n');
    expect(summary.length).toBeLessThanOrEqual(150);
    for (const name of ['Description', 'Installation', 'Frequently Asked Questions', 'Changelog']) {
      expect(section(readme, name).trim(), name).not.toBe('');
    }
  });

  it('names in "External services" every host the bundle may call, and what is sent', async () => {
    const services = section(await read('readme.txt'), 'External services');
    // The settings that name a service, by their labels on the settings screen.
    for (const label of [
      'Media service URL',
      'Image service URL',
      'Map tile URL',
      'Tag manager id',
      'Tag manager script URL',
      'Embed hosts',
    ]) {
      expect(services, label).toContain(`"${label}" setting`);
    }
    expect(services).toContain(new URL(DEFAULT_TAG_MANAGER_URL).hostname);
    // Every embed provider's player host (or, for a pattern, its domain; for none, its setting).
    const missing = Object.entries(PROVIDERS)
      .map(([id, provider]) => {
        const { origin } = provider;
        const host =
          typeof origin === 'string'
            ? new URL(origin).hostname
            : origin instanceof RegExp
              ? /\\\.([a-z]+\\\.[a-z]+)\$/.exec(origin.source)?.[1]?.replace(/\\/g, '')
              : null;
        return host ? (services.includes(host) ? null : `${id}: ${host}`) : null;
      })
      .filter(Boolean);
    expect(missing).toEqual([]);
    expect(services).toMatch(/what is sent/i);
  });
});
