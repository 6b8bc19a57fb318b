import { log } from './log';
import { schema } from './schema';

/** The page config the CMS renders into `<script type="application/json" data-widgets-config>`. */
export interface WidgetsConfig {
  /** Base URL of the media service (JSONP calls of spec section 7), or of a route answering them. */
  mediaServiceUrl: string;
  /**
   * How the media calls are asked: 'jsonp' (absent: the spec's direct mode, a script from the
   * service), or 'json' (fetch, from a same-origin route that reads the service on the server:
   * the WordPress plugin's). `{call}` in mediaServiceUrl, if any, is where the call's name goes.
   */
  mediaTransport: 'jsonp' | 'json';
  /** Image resizing service endpoint (`?command_1=url&url_1=...`). */
  imageServiceUrl: string;
  /** Image shown when an item has none or its image fails. */
  defaultImage: string;
  /** FeedIds per group slug (news, events, twitter, photos, ...). */
  feedGroups: Record<string, number[]>;
  /** Base64 of the CMS admin origin; may still hold a placeholder word. */
  adminOrigin: string;
  /** Base64 of the website origin; may still hold a placeholder word. */
  websiteOrigin: string;
  /** Tag manager container id, e.g. GTM-ABC123; '' for none. */
  tagManagerId: string;
  /** Tag manager script URL with {id}; default Google's gtm.js (src/tag-manager). */
  tagManagerUrl: string;
  /** Map tile URL template with {z}, {x} and {y}. */
  mapTileUrl: string;
  /** IANA time zone every date is shown in. */
  timeZone: string;
  /** Provider -> base URL replacing its player origin; checked off boot, by readEmbedHosts. */
  embedHosts: Record<string, string>;
  /** The group's schools and their feeds (src/schools/schools.ts checks each entry). */
  schools: unknown[];
  /** Language of the widgets, overriding `<html lang>`: en, fr or ar (src/i18n). */
  locale: string;
}

export type ConfigKey = keyof WidgetsConfig;

export interface ConfigResult {
  /** The valid keys; defaults filled in where the spec gives one. */
  config: Partial<WidgetsConfig>;
  /** Keys that were present but bad (already reported on the console). */
  invalid: ReadonlySet<ConfigKey>;
}

type Check = (value: unknown) => boolean;

const isString = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isString(value) && value !== '';
const isUrl: Check = (value) => {
  if (!isFilled(value)) return false;
  try {
    return /^https?:$/.test(new URL(value, location.href).protocol);
  } catch {
    return false;
  }
};
/** A JSON object (not null, not a list). */
const isRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFeedGroups: Check = (value) =>
  isRecord(value) &&
  Object.values(value).every(
    (ids) => Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && id > 0),
  );
// The zone list first: a page's first Intl.DateTimeFormat builds ICU's date formats, a long task
// on a phone. The list holds canonical names only, so an alias ("UTC", "US/Eastern") is asked.
const isTimeZone: Check = (value) => {
  if (!isFilled(value)) return false;
  if (Intl.supportedValuesOf?.('timeZone').includes(value)) return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** `check`, and `pattern` found in the value. */
const matching =
  (check: Check, pattern: RegExp): Check =>
  (value) =>
    check(value) && pattern.test(value as string);

const CHECKS: Record<ConfigKey, [Check, string]> = {
  mediaServiceUrl: [isUrl, 'an http(s) or relative URL'],
  mediaTransport: [matching(isString, /^jsonp?$/), 'jsonp or json'],
  imageServiceUrl: [isUrl, 'an http(s) or relative URL'],
  defaultImage: [isUrl, 'an http(s) or relative URL'],
  feedGroups: [isFeedGroups, 'an object of positive integer FeedId lists'],
  adminOrigin: [isString, 'a base64 string'],
  websiteOrigin: [isString, 'a base64 string'],
  tagManagerId: [matching(isString, /^(GTM-[A-Z0-9]+)?$/), 'GTM-…'],
  tagManagerUrl: [matching(isUrl, /\{id\}/), 'an http(s) or relative URL with {id}'],
  mapTileUrl: [matching(isUrl, /\{z\}.*\{x\}.*\{y\}/), 'a URL with {z}, {x}, {y}'],
  timeZone: [isTimeZone, 'an IANA time zone'],
  embedHosts: [isRecord, 'an object of provider names to absolute http(s) URLs'],
  schools: [Array.isArray, 'a list'],
  locale: [isString, 'a language tag'],
};

const DEFAULTS: Partial<WidgetsConfig> = { timeZone: 'Europe/London', tagManagerId: '' };

/**
 * Reads and validates the page config. Each bad key is one console error naming it; a page
 * without a config element gets the defaults (widgets that need more report what they miss).
 */
export function readConfig(root: ParentNode = document): ConfigResult {
  const invalid = new Set<ConfigKey>();
  const config: Partial<WidgetsConfig> = { ...DEFAULTS };
  const element = root.querySelector(`script[${schema.config}]`);
  // No config element gives the defaults silently; one that is no JSON object gives them too,
  // with one error that shows why: the parser's, or the value that is no object.
  let raw: unknown = {};
  try {
    if (element) raw = JSON.parse(element.textContent ?? '');
    if (!isRecord(raw)) throw raw;
  } catch (why) {
    log.error('the page config is not a JSON object:', why);
    raw = {};
  }

  for (const [key, value] of Object.entries(raw as object)) {
    if (!(key in CHECKS)) {
      log.warn(`unknown config key "${key}" ignored.`);
      continue;
    }
    const name = key as ConfigKey;
    const [check, expected] = CHECKS[name];
    if (check(value)) {
      (config as Record<string, unknown>)[name] = value;
    } else {
      invalid.add(name);
      delete config[name];
      log.error(`config key "${name}" is invalid: expected ${expected}.`);
    }
  }
  return { config, invalid };
}

/** The keys of `needs` that the config lacks (missing or invalid). */
export const missingKeys = (config: Partial<WidgetsConfig>, needs: readonly ConfigKey[]) =>
  needs.filter((key) => config[key] === undefined);
