// The plugin's own texts in other languages (integrations/wordpress/README.md, "Translations").
//
// `npm run i18n` (needs GNU gettext: xgettext, msgmerge) writes the template,
// school-site-widgets/languages/school-site-widgets.pot, from every i18n call of the PHP and the
// editor scripts and from the blocks' block.json, then merges it into each .po there: a new text
// comes in untranslated, an old one goes. The .pot and the .po files are sources, kept in git.
//
// The build (build-plugin.mjs) compiles each .po, in plain Node (a machine without gettext builds
// too), to what WordPress reads: the PHP's `.mo`, and one Jed JSON per editor script, named as
// load_script_textdomain() looks it up: {domain}-{locale}-{md5 of the script's path in the
// plugin}.json. Both are ignored by git.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PLUGIN = join(ROOT, 'integrations/wordpress/school-site-widgets');
export const DOMAIN = 'school-site-widgets';
export const LANGUAGES = join(PLUGIN, 'languages');
export const POT = join(LANGUAGES, `${DOMAIN}.pot`);

/** WordPress's i18n functions: the arguments that are texts (c: the context). */
const PHP_KEYWORDS = [
  '__:1',
  '_e:1',
  'esc_html__:1',
  'esc_html_e:1',
  'esc_attr__:1',
  'esc_attr_e:1',
  '_x:1,2c',
  '_ex:1,2c',
  'esc_html_x:1,2c',
  'esc_attr_x:1,2c',
  '_n:1,2',
  '_nx:1,2,4c',
  '_n_noop:1,2',
  '_nx_noop:1,2,3c',
];
/** wp.i18n's. */
const JS_KEYWORDS = ['__:1', '_x:1,2c', '_n:1,2', '_nx:1,2,4c'];
/** What WordPress translates in a block.json (wp-includes/block-i18n.json), with its context. */
const BLOCK_FIELDS = { title: 'block title', description: 'block description' };

const sources = async (dir, pattern) =>
  (await readdir(join(ROOT, dir), { recursive: true }))
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => join(dir, file));

/** The PHP and script files whose texts are the plugin's, relative to the project root. */
export async function sourceFiles() {
  return {
    php: await sources(
      'integrations/wordpress/school-site-widgets',
      /^((includes|blocks\/[\w-]+)\/)?[\w-]+\.php$/,
    ),
    scripts: [
      ...(await sources('integrations/wordpress/editor', /^[\w-]+\.ts$/)),
      ...(await sources('integrations/wordpress/school-site-widgets/blocks', /\/edit\.ts$/)),
    ].filter((file) => !file.endsWith('.d.ts')),
    blocks: await sources('integrations/wordpress/school-site-widgets/blocks', /block\.json$/),
  };
}

// --- .po: parse and write -------------------------------------------------------------------

/**
 * @typedef {{ context?: string, id: string, plural?: string, strings: string[],
 *   comments: string[], references: string[], flags: string[] }} Entry
 */

/** A .po string's text: JSON's escapes are C's for what a .po holds (\n, \t, \", \\). */
const unquote = (text) => JSON.parse(text);

/** A .po or .pot file's entries (an entry a block of lines between blank ones). @returns {Entry[]} */
export function parsePo(text) {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() && !line.startsWith('#~')))
    .filter((lines) => lines.some((line) => !line.startsWith('#')))
    .map(parseEntry);
}

/** One entry's lines. @returns {Entry} */
function parseEntry(lines) {
  const entry = { id: '', strings: [], comments: [], references: [], flags: [] };
  let field = null;
  for (const line of lines) {
    const keyword = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/);
    if (line.startsWith('#.')) entry.comments.push(line.slice(2).trim());
    else if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/));
    else if (line.startsWith('#,'))
      entry.flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((f) => f.trim()),
      );
    else if (line.startsWith('#'))
      continue; // a translator's comment
    else if (keyword) {
      field = keyword[1];
      append(entry, field, unquote(keyword[2]));
    } else if (/^".*"$/.test(line) && field) append(entry, field, unquote(line));
    else throw new Error(`not a .po line: ${line}`);
  }
  return entry;
}

function append(entry, field, text) {
  if (field === 'msgctxt') entry.context = (entry.context ?? '') + text;
  else if (field === 'msgid') entry.id += text;
  else if (field === 'msgid_plural') entry.plural = (entry.plural ?? '') + text;
  else {
    const index = field === 'msgstr' ? 0 : Number(field.slice(7, -1));
    entry.strings[index] = (entry.strings[index] ?? '') + text;
  }
}

/** An entry's key in a .mo and a Jed JSON: its context, \u0004, its text. */
export const keyOf = (entry) =>
  entry.context === undefined ? entry.id : `${entry.context}\u0004${entry.id}`;

const quote = (text) => JSON.stringify(text);

function writeEntry(entry) {
  const lines = [
    ...entry.comments.map((comment) => `#. ${comment}`),
    ...entry.references.map((reference) => `#: ${reference}`),
    ...(entry.flags.length ? [`#, ${entry.flags.join(', ')}`] : []),
  ];
  if (entry.context !== undefined) lines.push(`msgctxt ${quote(entry.context)}`);
  lines.push(`msgid ${quote(entry.id)}`);
  if (entry.plural !== undefined) {
    lines.push(`msgid_plural ${quote(entry.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""');
  } else {
    lines.push(`msgstr ${quote(entry.strings[0] ?? '')}`);
  }
  return lines.join('\n');
}

// --- the template ---------------------------------------------------------------------------

const POT_HEADER = `# The School site widgets plugin's own texts: the template of its translations.
# Made by \`npm run i18n\` (integrations/wordpress/i18n.mjs): do not edit by hand.
msgid ""
msgstr ""
"Project-Id-Version: School site widgets\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"
"X-Domain: ${DOMAIN}\\n"
`;

function xgettext(language, keywords, files, out) {
  execFileSync(
    'xgettext',
    [
      `--language=${language}`,
      '--from-code=UTF-8',
      '--add-comments=translators:',
      '--add-location=file',
      '--sort-by-file',
      '--keyword=',
      ...keywords.map((keyword) => `--keyword=${keyword}`),
      ...(out.joined ? ['--join-existing'] : []),
      '-o',
      out.file,
      ...files,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  out.joined = true;
}

/** The template's text, from the sources as they are now (needs xgettext). */
export async function extractPot() {
  const { php, scripts, blocks } = await sourceFiles();
  const dir = await mkdtemp(join(tmpdir(), 'ssw-pot-'));
  try {
    const out = { file: join(dir, 'code.pot'), joined: false };
    xgettext('PHP', PHP_KEYWORDS, php, out);
    // TypeScript read as JavaScript: xgettext has no TypeScript, and the types hold no text.
    xgettext('JavaScript', JS_KEYWORDS, scripts, out);
    const entries = parsePo(await readFile(out.file, 'utf8')).filter((entry) => entry.id !== '');
    for (const file of blocks) await addBlockTexts(entries, file);
    for (const [file, texts] of Object.entries(await dataTexts())) addTexts(entries, file, texts);
    for (const entry of entries) entry.flags = entry.flags.filter((flag) => flag !== 'fuzzy');
    return `${POT_HEADER}\n${entries.map(writeEntry).join('\n\n')}\n`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A block.json's title, description and keywords, with WordPress's contexts for them. */
async function addBlockTexts(entries, file) {
  const block = JSON.parse(await readFile(join(ROOT, file), 'utf8'));
  const texts = Object.entries(BLOCK_FIELDS)
    .filter(([field]) => typeof block[field] === 'string')
    .map(([field, context]) => [block[field], context]);
  for (const keyword of block.keywords ?? []) texts.push([keyword, 'block keyword']);
  addTexts(entries, file, texts);
}

/** The bundle's data files whose texts the plugin shows. */
export const DATA_FILES = {
  schema: 'src/kernel/config.schema.json',
  itemTypes: 'src/media/item-types.json',
};

/**
 * Texts the plugin reads from the bundle's data, not from its code (xgettext cannot see them):
 * what each config key must hold (includes/settings.php, context "config rule"), the feed
 * groups' names (includes/item-types.php, context "feed group") and their cards' link names
 * (no context). File => [text, context] pairs.
 */
export async function dataTexts() {
  const read = async (file) => JSON.parse(await readFile(join(ROOT, file), 'utf8'));
  const schema = await read(DATA_FILES.schema);
  const itemTypes = await read(DATA_FILES.itemTypes);
  const name = itemTypes.groupColumns.indexOf('name');
  const postViewLabel = itemTypes.groupColumns.indexOf('postViewLabel');
  return {
    [DATA_FILES.schema]: Object.values(schema.properties)
      .map((rule) => rule['x-expected'])
      .filter((text, index, all) => typeof text === 'string' && all.indexOf(text) === index)
      .map((text) => [text, 'config rule']),
    [DATA_FILES.itemTypes]: [
      ...itemTypes.groups.map((row) => [row[name], 'feed group']),
      // A card link's name when its item has no title (the widgets' t(PostViewLabel)): no
      // context, so it takes the widgets' translation (fillFromBundle).
      ...[...new Set(itemTypes.groups.map((row) => row[postViewLabel]))].map((text) => [
        text,
        undefined,
      ]),
    ],
  };
}

/** Adds each [text, context] of `file` to the entries, or `file` to an entry's references. */
function addTexts(entries, file, texts) {
  for (const [id, context] of texts) {
    let entry = entries.find((e) => e.id === id && e.context === context);
    if (!entry) {
      entry = { context, id, strings: [], comments: [], references: [], flags: [] };
      entries.push(entry);
    }
    if (!entry.references.includes(file)) entry.references.push(file);
  }
}

/** The .po files beside the template: locale => path. */
export async function poFiles() {
  const files = (await readdir(LANGUAGES)).filter((file) => file.endsWith('.po')).sort();
  return Object.fromEntries(
    files.map((file) => [file.slice(DOMAIN.length + 1, -3), join(LANGUAGES, file)]),
  );
}

/** `npm run i18n`: the template anew, merged into each .po. */
async function updateTranslations() {
  await writeFile(POT, await extractPot());
  for (const file of Object.values(await poFiles())) {
    // No fuzzy guesses: a new text comes in empty, and the test names it until it is translated.
    execFileSync(
      'msgmerge',
      ['--quiet', '--update', '--backup=none', '--no-fuzzy-matching', '--no-wrap', file, POT],
      {
        stdio: 'inherit',
      },
    );
  }
  const filled = await fillFromBundle();
  console.log(
    `${relative(ROOT, POT)} and ${Object.keys(await poFiles()).join(', ')} updated${filled ? `; ${filled} texts the widgets share taken from their catalogs` : ''}`,
  );
}

/** The locales of the plugin's .po files whose texts the bundle's catalogs translate. */
export const BUNDLE_LANGUAGES = { fr_FR: 'fr', ar: 'ar' };

/**
 * The bundle's catalogs (src/i18n/fr.ts, ar.ts), built for Node: a text the plugin shows as the
 * widgets do ('All day', 'continues') has one translation, theirs.
 * @returns {Promise<Record<string, Record<string, unknown>>>} .po locale => the catalog's messages
 */
export async function bundleCatalogs() {
  const catalogs = {};
  for (const [locale, lang] of Object.entries(BUNDLE_LANGUAGES)) {
    const { outputFiles } = buildSync({
      entryPoints: [join(ROOT, `src/i18n/${lang}.ts`)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'warning',
    });
    const code = Buffer.from(outputFiles[0]?.text ?? '').toString('base64');
    catalogs[locale] = (await import(`data:text/javascript;base64,${code}`)).default.messages;
  }
  return catalogs;
}

/**
 * Fills each .po's untranslated texts that the widgets translate with their translation (one
 * line msgid, no context, no plural); what they do not translate is left for a translator.
 * @returns {Promise<number>} how many were filled
 */
async function fillFromBundle() {
  const catalogs = await bundleCatalogs();
  let filled = 0;
  for (const [locale, file] of Object.entries(await poFiles())) {
    const messages = catalogs[locale] ?? {};
    const text = await readFile(file, 'utf8');
    const updated = text
      .split('\n\n')
      .map((block) =>
        /^(msgctxt|msgid_plural) /m.test(block)
          ? block
          : block.replace(/^msgid (".+")\nmsgstr ""$/m, (entry, id) => {
              const translation = messages[unquote(id)];
              if (typeof translation !== 'string' || translation === '') return entry;
              filled += 1;
              return `msgid ${id}\nmsgstr ${quote(translation)}`;
            }),
      )
      .join('\n\n');
    if (updated !== text) await writeFile(file, updated);
  }
  return filled;
}

// --- compiled: .mo and the scripts' JSON ----------------------------------------------------

/** A .mo file (GNU gettext's format, little-endian) of the translated entries. */
export function writeMo(entries) {
  const pairs = entries
    .filter((entry) => entry.id === '' || entry.strings.some((text) => text))
    .map((entry) => [
      Buffer.from(entry.plural === undefined ? keyOf(entry) : `${keyOf(entry)}\0${entry.plural}`),
      Buffer.from(entry.strings.join('\0')),
    ])
    .sort((a, b) => Buffer.compare(a[0], b[0]));
  const count = pairs.length;
  const tables = 28;
  let offset = tables + count * 16;
  const head = Buffer.alloc(offset);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(count, 8);
  head.writeUInt32LE(tables, 12);
  head.writeUInt32LE(tables + count * 8, 16);
  // No hash table (size 0), at the end of the tables: WordPress's MO reader takes the
  // translations' table to end where it starts.
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(offset, 24);
  const bodies = [];
  for (const column of [0, 1]) {
    pairs.forEach((pair, index) => {
      const at = tables + column * count * 8 + index * 8;
      head.writeUInt32LE(pair[column].length, at);
      head.writeUInt32LE(offset, at + 4);
      bodies.push(pair[column], Buffer.from([0]));
      offset += pair[column].length + 1;
    });
  }
  return Buffer.concat([head, ...bodies]);
}

/** The header's value of a field (Plural-Forms, Language, ...). */
const headerField = (entries, name) =>
  entries
    .find((entry) => entry.id === '')
    ?.strings[0]?.split('\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

/** A script's translations as wp.i18n takes them (Jed 1.x, the domain "messages"). */
export function writeJed(entries, locale) {
  const messages = {
    '': {
      domain: 'messages',
      lang: locale,
      'plural-forms': headerField(entries, 'Plural-Forms') ?? 'nplurals=2; plural=(n != 1);',
    },
  };
  for (const entry of entries) {
    if (entry.id !== '' && entry.strings.some((text) => text))
      messages[keyOf(entry)] = entry.strings;
  }
  return JSON.stringify({ domain: 'messages', locale_data: { messages } });
}

/**
 * The build's part: each .po compiled into the plugin's languages/ folder.
 *
 * @param {Record<string, string[]>} scripts Each editor script's path in the plugin
 *   (build/editor.js) => its source files, relative to the project root (from esbuild's metafile).
 */
export async function compileTranslations(scripts) {
  // None left of an earlier build (a script since renamed, a .po since removed).
  for (const file of await readdir(LANGUAGES)) {
    if (/\.(mo|json)$/.test(file)) await rm(join(LANGUAGES, file));
  }
  for (const [locale, file] of Object.entries(await poFiles())) {
    const entries = parsePo(await readFile(file, 'utf8')).filter(
      (entry) => !entry.flags.includes('fuzzy'),
    );
    await writeFile(join(LANGUAGES, `${DOMAIN}-${locale}.mo`), writeMo(entries));
    for (const [script, inputs] of Object.entries(scripts)) {
      const own = entries.filter(
        (entry) => entry.id === '' || entry.references.some((ref) => inputs.includes(ref)),
      );
      const name = `${DOMAIN}-${locale}-${createHash('md5').update(script).digest('hex')}.json`;
      await writeFile(join(LANGUAGES, name), writeJed(own, locale));
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await updateTranslations();
