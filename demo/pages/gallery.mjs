// The widget gallery (`/widgets`): every widget live with its options, its markup contract and
// a copy button for the snippet, all read from the widgets' own README.md files at each
// request, so the gallery cannot drift from them (test/e2e/gallery checks every example
// mounts). The README files are this repository's: their example markup is trusted and put in
// the page as it is; everything else taken from them is escaped.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from './html.mjs';

const WIDGETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../widgets');

/** The order of widgets/catalog.ts, then any other folder with a README. */
const ORDER = [
  'header',
  'menu',
  'landing-intro',
  'footer',
  'home-screen-prompt',
  'media-hub',
  'calendar',
  'popups',
];

/**
 * @typedef {{ name: string, summary: string, snippet: string, bodyClass: string,
 *   options: { head: string[], rows: string[][] } | null }} GalleryEntry
 */

/** Each widget's README, read now. @returns {GalleryEntry[]} */
export function galleryEntries(dir = WIDGETS_DIR) {
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      try {
        readFileSync(join(dir, name, 'README.md'));
        return true;
      } catch {
        return false;
      }
    })
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((name) => readmeEntry(name, readFileSync(join(dir, name, 'README.md'), 'utf8')));
}

const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/** One README as a gallery entry: its example (or markup contract) and its options table. */
export function readmeEntry(name, markdown) {
  const sections = sectionsOf(markdown);
  const intro = sections.find((section) => section.level === 1)?.body ?? '';
  const summary = intro.split(/\n\s*\n/).find((paragraph) => paragraph.trim()) ?? '';
  const example =
    firstHtmlBlock(sections.filter((section) => /^example/i.test(section.title))) ??
    firstHtmlBlock(sections.filter((section) => /markup contract/i.test(section.title))) ??
    firstHtmlBlock(sections);
  if (!example) throw new Error(`widgets/${name}/README.md has no html example`);
  const body = /^\s*<body\b([^>]*)>([\s\S]*)<\/body>\s*$/i.exec(example);
  const bodyClass = body ? (/class="([^"]*)"/.exec(body[1] ?? '')?.[1] ?? '') : '';
  const options =
    firstTable(sections.filter((section) => /option|markup contract/i.test(section.title))) ?? null;
  return {
    name,
    summary: summary.replace(/\s+/g, ' ').trim(),
    snippet: example.trimEnd(),
    // A whole-page example (<body class="…">…</body>): its body's classes go on the gallery's
    // body and its content in the gallery, where its <main> becomes a <div> (a page has one).
    live: body ? (body[2] ?? '').replace(/<(\/?)main\b/g, '<$1div') : example,
    bodyClass,
    options,
  };
}

function sectionsOf(markdown) {
  const sections = [];
  let current = { level: 0, title: '', body: '' };
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,3}) (.*)$/.exec(line);
    if (heading) {
      sections.push(current);
      current = { level: heading[1].length, title: heading[2], body: '' };
    } else {
      current.body += `${line}\n`;
    }
  }
  sections.push(current);
  return sections;
}

function firstHtmlBlock(sections) {
  for (const section of sections) {
    const block = /```html\n([\s\S]*?)```/.exec(section.body);
    if (block) return block[1];
  }
  return undefined;
}

function firstTable(sections) {
  for (const section of sections) {
    const lines = section.body.split('\n');
    const start = lines.findIndex((line) => line.trim().startsWith('|'));
    if (start < 0) continue;
    const rows = [];
    for (let index = start; index < lines.length && lines[index]?.trim().startsWith('|'); index++) {
      rows.push(cells(lines[index] ?? ''));
    }
    const [head, , ...body] = rows;
    if (head && body.length > 0) return { head, rows: body };
  }
  return undefined;
}

/** A table row's cells; `\|` inside a cell is a literal bar. */
function cells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Escaped text with the README's inline code, bold and links (as their text). */
export function inline(text) {
  return escapeHtml(text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'))
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** The gallery page, whole. */
export function galleryPage({ config, nonce, entries = galleryEntries() }) {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  const bodyClasses = new Set(['template-shared']);
  for (const entry of entries) {
    for (const name of entry.bodyClass.split(/\s+/)) if (name) bodyClasses.add(name);
  }
  const sections = entries.map((entry) => {
    const id = `widget-${entry.name}`;
    const table = entry.options
      ? `<div class="gallery__table"><table>
<caption>Options and markup of ${escapeHtml(entry.name)}</caption>
<thead><tr>${entry.options.head.map((cell) => `<th scope="col">${inline(cell)}</th>`).join('')}</tr></thead>
<tbody>${entry.options.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`).join('\n')}</tbody>
</table></div>`
      : '<p>No options.</p>';
    return `<section class="gallery__widget" aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(entry.name)}</h2>
<p>${inline(entry.summary)}</p>
<h3>Options</h3>
${table}
<h3>Snippet</h3>
<div class="gallery__snippet">
<pre id="${id}-snippet" tabindex="0" aria-label="${escapeHtml(entry.name)} snippet"><code>${escapeHtml(entry.snippet)}</code></pre>
<button type="button" class="gallery__copy" data-copy="${id}-snippet">Copy the ${escapeHtml(entry.name)} snippet</button>
<span class="gallery__copied" role="status"></span>
</div>
<h3>Live</h3>
<div class="gallery__live" data-gallery-live="${escapeHtml(entry.name)}">
${entry.live}
</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Every widget of the bundle, live, with its options and its markup, read from the widgets' README files.">
<title>Widget gallery | International Schools Group</title>
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo-assets/site.css">
<link rel="stylesheet" href="/widgets/widgets.css">
<link rel="stylesheet" href="/demo-assets/gallery.css">
<script type="application/json" data-widgets-config${nonceAttr}>${configJson}</script>
<script type="module" src="/widgets/boot.js"${nonceAttr}></script>
<script type="module" src="/demo-assets/gallery.js"${nonceAttr}></script>
</head>
<body class="${[...bodyClasses].join(' ')}">
<main id="main" class="gallery">
<h1>Widget gallery</h1>
<p>Each widget of the bundle, live, with the options and the markup its README documents. The snippets are the READMEs' own examples: copy one into a CMS page.</p>
<nav aria-label="Widgets"><ul>${entries.map((entry) => `<li><a href="#widget-${entry.name}">${escapeHtml(entry.name)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
