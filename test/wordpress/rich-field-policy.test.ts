// A rich field is sanitized by one policy, src/ui/sanitize-policies/rich-field.json, on both
// sides: the bridge's DOMPurify in the visitor's page (src/ui/sanitize-html.ts, run here in
// Chromium, where DOMPurify works) and the plugin's save (ssw_sanitize_rich, wp_kses, from the
// copy the build lays beside it). The samples and what must be kept of them are derived from
// the JSON: a tag or attribute added there must be kept by both, one taken out dropped by both.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import policy from '../../src/ui/sanitize-policies/rich-field.json';
import { sanitizerPage } from '../e2e/support/sanitizer-page';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await sanitizerPage());
});
afterAll(() => browser.close());

const TAGS = policy.tags as Record<string, string[]>;
const VOID = new Set(['br']);
const URL_OK = 'https://school.example/visit';

/** An element of `tag` with each attribute of the policy's and four it must drop. */
function sample(tag: string): string {
  const listed = (TAGS[tag] ?? []).map(
    (name) => `${name}="${policy.urls.attributes.includes(name) ? URL_OK : 'kept'}"`,
  );
  const extra = 'class="c" style="color:red" onclick="steal()" data-x="1"';
  const open = `<${tag} ${[...listed, extra].join(' ')}>`;
  return VOID.has(tag) ? open : `${open}text</${tag}>`;
}

/** What the policy keeps of sample(tag): the element and its listed attributes. */
const kept = (tag: string) => ({
  tag,
  ...Object.fromEntries(
    (TAGS[tag] ?? []).map((name) => [
      name,
      policy.urls.attributes.includes(name) ? URL_OK : 'kept',
    ]),
  ),
});

/** Tags no rich field keeps: they go, with every attribute. */
const DROPPED = ['h1', 'span', 'div', 'img', 'table', 'iframe', 'font', 'blockquote', 'code'];

/** The elements an HTML string builds, each with its attributes, as the browser parses it. */
function elements(html: string[]) {
  return page.evaluate(
    (list) =>
      list.map((one) => {
        const template = document.createElement('template');
        template.innerHTML = one;
        return [...template.content.querySelectorAll('*')].map((node) => ({
          tag: node.localName,
          ...Object.fromEntries([...node.attributes].map((a) => [a.name, a.value])),
        }));
      }),
    html,
  );
}

function bridge(samples: string[]) {
  return page.evaluate(
    (list) =>
      list.map((html) =>
        (window as unknown as { sanitizeHtml: (h: string, p: string) => string }).sanitizeHtml(
          html,
          'rich-field',
        ),
      ),
    samples,
  );
}

function plugin(samples: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'php',
      [join(import.meta.dirname, 'support/sanitize-rich.php')],
      { cwd: inject('wpSiteDir'), env: { ...process.env, SSW_URL: inject('wpUrl') } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${stdout}${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin?.end(JSON.stringify(samples));
  });
}

describe('a rich field, in the bridge and in the plugin’s save', () => {
  it('keeps the policy’s tags with their attributes only, and drops every other tag', async () => {
    const tags = [...Object.keys(TAGS), ...DROPPED];
    const samples = tags.map(sample);
    const expected = tags.map((tag) => (tag in TAGS ? [kept(tag)] : []));
    expect(await elements(await bridge(samples))).toEqual(expected);
    expect(await elements(await plugin(samples))).toEqual(expected);
    // Not a policy that keeps nothing: tags and an attribute are kept.
    expect(expected.flat().length).toBeGreaterThan(5);
    expect(Object.values(TAGS).flat().length).toBeGreaterThan(0);
  });

  it('keeps a URL attribute only in the policy’s schemes or as a site path', async () => {
    const [tag, attribute] = Object.entries(TAGS)
      .flatMap(([name, list]) => list.map((each) => [name, each]))
      .find(([, each]) => policy.urls.attributes.includes(each ?? '')) ?? ['', ''];
    const urls = [
      ...policy.urls.schemes.map((scheme) => `${scheme}://school.example/a`),
      ...(policy.urls.sitePaths ? ['/news/sports-day'] : []),
    ];
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.example/',
      'mailto:a@school.example',
      'news/x',
    ];
    const samples = [...urls, ...refused].map((url) => `<${tag} ${attribute}="${url}">x</${tag}>`);
    // And a value in single quotes, which kses leaves as written.
    samples.push(`<${tag} ${attribute}='javascript:alert(1)'>x</${tag}>`);
    const expected = [
      ...urls.map((url) => [{ tag, [attribute ?? '']: url }]),
      ...[...refused, 'quoted'].map(() => [{ tag }]),
    ];
    expect(await elements(await bridge(samples))).toEqual(expected);
    expect(await elements(await plugin(samples))).toEqual(expected);
  });
});
