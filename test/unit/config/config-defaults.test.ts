import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/kernel/config';
import schema from '../../../src/kernel/config.schema.json';
import { cardSettings } from '../../../src/ui/cards/settings';

// The page config's rules have one source for servers, src/kernel/config.schema.json; the
// bundle's reader (src/kernel/config.ts) is held to it key by key and value by value in
// test/wordpress/config-rules.test.ts, against the WordPress plugin's PHP check. The defaults are
// part of the rules too: the plugin writes dates in the schema's default zone when none is saved
// (ssw_time_zone), or a bad one, and the widgets must use the same one. The bundle holds the
// default zone twice, as floors require (src/kernel/config.ts's DEFAULTS for the config, and
// src/format/instant.ts's DEFAULT_TIME_ZONE for the cards when the config's is bad): both here.

afterEach(() => {
  document.head.innerHTML = '';
});

/** Each key of the schema that has a default, with it. */
const SCHEMA_DEFAULTS = Object.fromEntries(
  Object.entries(schema.properties).flatMap(([key, rule]) =>
    'default' in rule ? [[key, rule.default]] : [],
  ),
);

describe('a page config that sets no key', () => {
  it('gets exactly the schema’s defaults, as a server reading the schema does', () => {
    document.head.innerHTML = '<script type="application/json" data-widgets-config>{}</script>';
    expect(readConfig().config).toEqual(SCHEMA_DEFAULTS);
    // The schema does give defaults: the time zone of every date, at least.
    expect(SCHEMA_DEFAULTS).toHaveProperty('timeZone');
  });

  it('a bad time zone: the cards show dates in the schema’s default zone, as the plugin does', () => {
    document.head.innerHTML =
      '<script type="application/json" data-widgets-config>{"timeZone": "Mars/Olympus"}</script>';
    const { config, invalid } = readConfig();
    expect(invalid.has('timeZone')).toBe(true);
    expect(cardSettings(config).timeZone).toBe(schema.properties.timeZone.default);
  });
});
