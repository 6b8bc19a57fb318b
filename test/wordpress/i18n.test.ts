// The plugin's own texts in other languages: every text of its PHP, its editor scripts and its
// blocks in the template (.pot), each translation (.po) complete, and an administrator whose
// WordPress speaks Arabic gets the settings, the blocks and Edit on page in Arabic, right to left.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_FILES,
  DOMAIN,
  dataTexts,
  extractPot,
  keyOf,
  POT,
  parsePo,
  poFiles,
  sourceFiles,
} from '../../integrations/wordpress/i18n.mjs';
import { dateWords, STAND_IN_LANGUAGES } from '../../integrations/wordpress/server.mjs';
import ar from '../../src/i18n/ar';
import fr from '../../src/i18n/fr';
import { launch } from '../e2e/support/browser';
import { readVectors } from '../support/vectors';
import { createPage, createUser, logInAs, setSiteLocale, wpUrl } from './support/wordpress';

const ROOT = join(import.meta.dirname, '../..');
/** The mark of an i18n call whose text is data, not a literal: WPCS's rule, set aside. */
const DATA_TEXT = 'WordPress.WP.I18n.NonSingularStringLiteralText';

/** WordPress's i18n functions, in PHP and in wp.i18n: each one's text arguments come first. */
const CALL =
  /(?<![\w$>:.])(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e|_x|_ex|esc_html_x|esc_attr_x|_n|_nx|_n_noop|_nx_noop)\(/g;
const LITERAL = /^\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/;

/**
 * The arguments' text of a call whose `(` is at `open`: up to its `)`, strings and comments (a
 * translators' note) skipped.
 */
function callArguments(code: string, open: number) {
  let depth = 0;
  for (let at = open; at < code.length; at++) {
    const char = code[at];
    const comment = code.startsWith('/*', at) ? '*/' : code.startsWith('//', at) ? '\n' : '';
    if (comment) {
      const end = code.indexOf(comment, at + 2);
      at = end < 0 ? code.length : end + comment.length - 1;
    } else if (char === "'" || char === '"' || char === '`') {
      for (at++; at < code.length && code[at] !== char; at++) if (code[at] === '\\') at++;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return code.slice(open + 1, at);
  }
  return code.slice(open + 1);
}

/**
 * Every i18n call of a source file, read apart from xgettext: its text, or what is wrong with
 * it (a text that is not a literal string, which no extraction can read; another domain).
 */
async function calls(file: string) {
  const code = await readFile(join(ROOT, file), 'utf8');
  const found: { text?: string; problem?: string }[] = [];
  for (const match of code.matchAll(CALL)) {
    const args = callArguments(code, (match.index ?? 0) + match[0].length - 1);
    const literal = LITERAL.exec(args.replace(/^(\s*\/\*[\s\S]*?\*\/)+/, ''));
    const where = `${file}: ${match[1]}(${args.slice(0, 60)}`;
    // A text read from the bundle's data (i18n.mjs's dataTexts, checked below) says so.
    const line = code.slice(
      code.lastIndexOf('\n', match.index) + 1,
      code.indexOf('\n', match.index),
    );
    if (!literal && line.includes(DATA_TEXT)) continue;
    if (!literal) found.push({ problem: `${where}: its text is not a literal string` });
    else if (!new RegExp(`'${DOMAIN}'\\s*,?\\s*$`).test(args))
      found.push({ problem: `${where}: its domain is not the literal '${DOMAIN}'` });
    else found.push({ text: (literal[1] ?? literal[2] ?? '').replace(/\\(['"\\])/g, '$1') });
  }
  return found;
}

describe('the template and the translations', () => {
  it('the .pot holds every text of the PHP, the editor scripts and the blocks, as the extraction makes it', async () => {
    const pot = await readFile(POT, 'utf8');
    const ids = new Set(parsePo(pot).map((entry) => entry.id));
    const { php, scripts, blocks } = await sourceFiles();
    const problems: string[] = [];
    for (const file of [...php, ...scripts]) {
      for (const call of await calls(file)) {
        if (call.problem) problems.push(call.problem);
        else if (call.text !== undefined && !ids.has(call.text))
          problems.push(`${file}: "${call.text}" is not in the .pot (npm run i18n)`);
      }
    }
    for (const file of blocks) {
      const block = JSON.parse(await readFile(join(ROOT, file), 'utf8'));
      for (const text of [block.title, block.description, ...(block.keywords ?? [])]) {
        if (!ids.has(text)) problems.push(`${file}: "${text}" is not in the .pot (npm run i18n)`);
      }
    }
    // The texts the plugin reads from the bundle's data: each key's rule, each group's name.
    const keys = new Set(parsePo(pot).map(keyOf));
    for (const [file, texts] of Object.entries(await dataTexts())) {
      expect(texts.length, file).toBeGreaterThan(0);
      for (const [text, context] of texts) {
        if (!keys.has(context === undefined ? text : `${context}\u0004${text}`))
          problems.push(`${file}: "${text}" is not in the .pot`);
      }
    }
    expect(problems).toEqual([]);
    expect(pot, 'the .pot is not the extraction of the sources now: npm run i18n').toBe(
      await extractPot(),
    );
  });

  it('each .po translates every text of the .pot, with its placeholders and every plural form', async () => {
    const template = parsePo(await readFile(POT, 'utf8')).filter((entry) => entry.id !== '');
    const files = await poFiles();
    expect(Object.keys(files)).toEqual(['ar', 'fr_FR']);
    const placeholders = (text: string) => (text.match(/%(\d+\$)?[sd]/g) ?? []).sort().join(' ');
    for (const [locale, file] of Object.entries(files)) {
      const entries = parsePo(await readFile(file, 'utf8'));
      const header = entries.find((entry) => entry.id === '')?.strings[0] ?? '';
      const forms = Number(/nplurals=(\d+)/.exec(header)?.[1]);
      expect(forms, locale).toBe(locale === 'ar' ? 6 : 2);
      const byKey = new Map(entries.map((entry) => [keyOf(entry), entry]));
      const problems: string[] = [];
      for (const wanted of template) {
        const entry = byKey.get(keyOf(wanted));
        const count = wanted.plural === undefined ? 1 : forms;
        const strings = entry?.strings ?? [];
        if (
          !entry ||
          entry.flags.includes('fuzzy') ||
          strings.length !== count ||
          strings.some((text) => !text)
        ) {
          problems.push(`${locale}: "${wanted.id}" is not translated`);
        } else if (strings.some((text) => placeholders(text) !== placeholders(wanted.id))) {
          problems.push(`${locale}: "${wanted.id}" has other placeholders than the text`);
        }
      }
      expect(problems).toEqual([]);
    }
  });

  it("names the feed groups as the widgets do: the plugin's French and Arabic are the bundle's", async () => {
    const catalogs = { fr_FR: fr.messages, ar: ar.messages };
    const [, groups] =
      Object.entries(await dataTexts()).find(([file]) => file === DATA_FILES.itemTypes) ?? [];
    const differ: string[] = [];
    for (const [locale, file] of Object.entries(await poFiles())) {
      const byKey = new Map(parsePo(await readFile(file, 'utf8')).map((e) => [keyOf(e), e]));
      for (const [name, context] of (groups ?? []).filter(
        ([, context]) => context === 'feed group',
      )) {
        const plugin = byKey.get(`${context}\u0004${name}`)?.strings[0];
        // A name the bundle leaves untranslated (a brand: Twitter) is the name itself.
        const bundle = catalogs[locale as keyof typeof catalogs][name] ?? name;
        if (plugin !== bundle)
          differ.push(`${locale}: "${name}" is "${plugin}" here, "${bundle}" in the widgets`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('says each text it shares with the widgets as their French and Arabic do', async () => {
    const catalogs = { fr_FR: fr.messages, ar: ar.messages };
    const differ: string[] = [];
    let shared = 0;
    for (const [locale, file] of Object.entries(await poFiles())) {
      const bundle: Record<string, unknown> = catalogs[locale as keyof typeof catalogs];
      for (const entry of parsePo(await readFile(file, 'utf8'))) {
        const theirs = bundle[entry.id];
        if (entry.id === '' || entry.context !== undefined || typeof theirs !== 'string') continue;
        shared += 1;
        if (entry.strings[0] !== theirs)
          differ.push(
            `${locale}: "${entry.id}" is "${entry.strings[0]}" here, "${theirs}" in the widgets`,
          );
      }
    }
    // 'All day', 'Show more dates', the calendar's 'continues', 'Runs', 'Location:' ...
    expect(shared).toBeGreaterThanOrEqual(20);
    expect(differ).toEqual([]);
  });
});

describe("the no-JavaScript cards' date words (includes/rules/card-dates.php)", () => {
  // The words each language brings to the card dates, held to the bundle's by vectors.test.ts.
  const { languages = {} } = readVectors('card-dates');
  const byLocale = { fr_FR: languages.fr, ar: languages.ar };

  it("are the widgets' texts: the plugin's French and Arabic are the bundle's", async () => {
    const catalogs = { fr_FR: fr.messages, ar: ar.messages };
    const keys = Object.keys(languages.en?.messages ?? {});
    expect(keys).toContain('{hours}hrs and {minutes}m ago');
    const differ: string[] = [];
    for (const [locale, file] of Object.entries(await poFiles())) {
      const byKey = new Map(parsePo(await readFile(file, 'utf8')).map((e) => [keyOf(e), e]));
      for (const key of keys) {
        const plugin = byKey.get(key)?.strings[0];
        const bundle = catalogs[locale as keyof typeof catalogs][key];
        if (plugin !== bundle)
          differ.push(`${locale}: "${key}" is "${plugin}" here, "${bundle}" in the widgets`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("are the widgets' month names in the stand-in language packs (WP_Locale's)", () => {
    const months = (language: string) =>
      dateWords(language)
        .filter((word) => word.context?.endsWith(' abbreviation'))
        .map((word) => word.strings[0]);
    // fr_CA is left out: its pack's July is Intl's 'juill.', where the widgets, speaking French
    // on a fr-CA page, write 'juil.' (a real fr_CA pack may differ again).
    for (const [locale, words] of Object.entries(byLocale)) {
      const [, language = ''] =
        STAND_IN_LANGUAGES.find(([installed]) => installed === locale) ?? [];
      expect(language, locale).not.toBe('');
      expect(months(language), locale).toEqual(words?.months);
    }
  });
});

describe('an administrator whose WordPress speaks Arabic', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    await createUser('amira', 'administrator');
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await logInAs(page, 'amira');
    // Users -> Profile -> Language, as she would set it.
    await page.goto(wpUrl('/wp-admin/profile.php'));
    await page.selectOption('#locale', 'ar');
    await Promise.all([page.waitForURL(/updated=1/), page.click('#submit')]);
  });
  afterAll(() => browser.close());

  /** The admin's html reads right to left, with WordPress's right-to-left styles. */
  async function expectRightToLeft() {
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('body', 'class')).toMatch(/\brtl\b/);
  }

  it('sees the settings in Arabic, right to left', async () => {
    await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    expect(await page.locator('.wrap h1').textContent()).toBe('عناصر موقع المدرسة');
    expect(await page.locator('label[for="ssw-mediaServiceUrl"]').textContent()).toBe(
      'رابط خدمة الوسائط',
    );
    expect(await page.locator('label[for="ssw-timeZone"]').textContent()).toBe('المنطقة الزمنية');
    // The groups by their Arabic names, as the widgets name them; what a key must hold too.
    expect(
      await page.locator('select[name$="[feedGroups][0][group]"] option').allTextContents(),
    ).toContain('الفعاليات');
    expect(await page.locator('#ssw-timeZone-help').textContent()).toContain(
      'منطقة زمنية من قائمة IANA',
    );
    // A value refused: its message in Arabic, naming the key.
    await page.locator('#ssw-timeZone').fill('Mars/Olympus');
    await Promise.all([page.waitForURL(/settings-updated=true/), page.locator('#submit').click()]);
    expect(
      await page.locator('.notice-error, .error').filter({ hasText: 'timeZone' }).textContent(),
    ).toContain('يجب أن يكون timeZone منطقة زمنية من قائمة IANA.');
    // The settings' own menu entry too.
    expect(await page.locator('#adminmenu a[href$="page=school-site-widgets"]').textContent()).toBe(
      'عناصر موقع المدرسة',
    );
    await expectRightToLeft();
  });

  it('finds the blocks by their Arabic titles in the inserter, and the block speaks Arabic', async () => {
    await page.goto(wpUrl('/wp-admin/post-new.php?post_type=page'));
    await page.locator('.edit-post-header-toolbar__inserter-toggle').waitFor();
    const welcome = page.getByRole('dialog', { name: /welcome/i });
    if (await welcome.isVisible().catch(() => false)) {
      await welcome.getByRole('button', { name: 'Close dialog' }).click();
    }
    await expectRightToLeft();
    await page.getByRole('button', { name: 'Toggle block inserter' }).click();
    await page.getByPlaceholder('Search').fill('مركز الوسائط');
    await page.getByRole('option', { name: 'مركز وسائط المدرسة' }).click();
    // The editor script's texts, from its JSON: the preview, with Arabic's plural for 12.
    const preview = page.locator('.ssw-block-preview--media-hub');
    await preview.waitFor();
    expect(await preview.locator('strong').textContent()).toBe('مركز وسائط المدرسة');
    expect(await preview.textContent()).toContain(
      'يعرض أحدث 12 عنصرًا من كل المجموعات، مع مربع بحث، ثم 12 عنصرًا آخر مع كل «تحميل المزيد».',
    );
    await page.getByPlaceholder('Search').fill('تقويم');
    await page.getByRole('option', { name: 'تقويم المدرسة' }).waitFor();
  });

  it('sees Edit on page in Arabic: the screen and its script', async () => {
    // A title of its own: edit-on-page.test.ts finds its "Open day" by name in Pages.
    const url = await createPage(
      'Arabic open day',
      '<!-- wp:paragraph -->\n<p>Our open day is in March.</p>\n<!-- /wp:paragraph -->',
    );
    const visitor = await browser.newPage();
    await visitor.goto(url);
    const id = /\bpage-id-(\d+)\b/.exec((await visitor.getAttribute('body', 'class')) ?? '')?.[1];
    await visitor.close();
    await page.goto(wpUrl(`/wp-admin/admin.php?page=school-site-widgets-edit&post=${id}`));
    expect(await page.locator('.ssw-edit h1').textContent()).toContain(
      'التحرير في الصفحة: Arabic open day',
    );
    expect(await page.locator('#ssw-edit-reload').textContent()).toBe('إعادة تحميل الصفحة');
    expect(await page.locator('#ssw-edit-saves-title').textContent()).toBe('التغييرات');
    // Once the framed page has connected, the script's own words.
    await expect
      .poll(() => page.locator('#ssw-edit-status').textContent(), { timeout: 30_000 })
      .toBe('التحرير: انقر على عنوان أو عنوان فرعي أو فقرة في الصفحة واكتب.');
    await expect
      .poll(() => page.locator('#ssw-edit-widgets-status').textContent(), { timeout: 30_000 })
      .toBe('كل العناصر في الصفحة تعمل.');
    await expectRightToLeft();
  });
});

describe('a site in another French locale', () => {
  afterAll(() => setSiteLocale(''));

  it('Canadian French: the plugin speaks its French to visitors', async () => {
    await setSiteLocale('fr_CA');
    const browser = await launch();
    const page = await browser.newPage();
    await page.goto(wpUrl('/media/'));
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await page.locator('label[for="site-search-text"]').textContent()).toBe(
      'Rechercher sur le site',
    );
    await browser.close();
  });
});
