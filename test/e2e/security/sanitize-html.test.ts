// The one sanitizer (src/ui/sanitize-html.ts) and its three policies, in Chromium: DOMPurify
// needs a real DOM (under happy-dom it lets everything through), so the unit project cannot
// check it. The module is bundled here and run in a blank page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizerPage } from '../support/sanitizer-page';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await sanitizerPage());
});
afterAll(() => browser.close());

type Policy = 'description' | 'rich-field' | 'text-field';

/** What the sanitized HTML builds in the page: its text, and what `selector` finds in it. */
function sanitized(html: unknown, policy: Policy, selector = '*') {
  return page.evaluate(
    ({ html, policy, selector }) => {
      const run = (window as unknown as { sanitizeHtml: (h: unknown, p: string) => string })
        .sanitizeHtml;
      const clean = run(html, policy);
      const template = document.createElement('template');
      template.innerHTML = clean;
      const attributes = (node: Element) =>
        Object.fromEntries([...node.attributes].map((a) => [a.name, a.value]));
      return {
        clean,
        text: template.content.textContent,
        found: [...template.content.querySelectorAll(selector)].map((node) => ({
          tag: node.localName,
          text: node.textContent,
          ...attributes(node),
        })),
      };
    },
    { html, policy, selector },
  );
}

describe('given a media description from a source network (description policy)', () => {
  const html = [
    '<p>Sports day <strong>results</strong><script>window.__pwned = 1</script></p>',
    '<img src="https://images.example.org/a.jpg" onerror="alert(1)" alt="Race">',
    '<img src="javascript:alert(1)" alt="no source"><img src="photo.jpg" alt="relative">',
    '<a href="javascript:alert(1)">bad link</a><a href="mailto:head@school.example">mail</a>',
    '<a href="https://example.org/post" target="_blank">the post</a>',
    '<a href="/media" target="top">site page</a>',
    '<iframe src="https://evil.example"></iframe><form action="/x"><input name="q"></form>',
    '<span style="position:fixed" id="header">styled</span>',
  ].join('');

  it('keeps the text and its emphasis; nothing runs, frames, submits or restyles', async () => {
    const { found } = await sanitized(html, 'description');
    expect(found.map((node) => node.tag)).toEqual([
      'p',
      'strong',
      'img',
      'a',
      'a',
      'a',
      'a',
      'span',
    ]);
    expect(found.find((node) => node.tag === 'strong')?.text).toBe('results');
    expect(found.find((node) => node.tag === 'span')).toEqual({ tag: 'span', text: 'styled' });
  });

  it('keeps an image with an http(s) source, lazily decoded; drops one without', async () => {
    const { found } = await sanitized(html, 'description', 'img');
    expect(found).toEqual([
      {
        tag: 'img',
        text: '',
        src: 'https://images.example.org/a.jpg',
        alt: 'Race',
        loading: 'lazy',
        decoding: 'async',
      },
    ]);
  });

  it('allows only http(s) and site links; a new tab opens without an opener', async () => {
    const { found } = await sanitized(html, 'description', 'a');
    expect(found).toEqual([
      { tag: 'a', text: 'bad link' },
      { tag: 'a', text: 'mail' },
      {
        tag: 'a',
        text: 'the post',
        href: 'https://example.org/post',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      { tag: 'a', text: 'site page', href: '/media' },
    ]);
  });

  it('gives nothing for an empty or non-string value', async () => {
    expect((await sanitized('', 'description')).clean).toBe('');
    expect((await sanitized(null, 'description')).clean).toBe('');
    expect((await sanitized({ html: '<b>x</b>' }, 'description')).clean).toBe('');
  });
});

describe('given what an editor typed or pasted in a CMS field', () => {
  const pasted =
    '<h1>Title</h1><p>Open <b>day</b> <a href="javascript:alert(1)">here</a> ' +
    '<a href="https://school.example/visit" onclick="steal()" target="_blank">visit</a></p>' +
    '<img src="https://images.example.org/x.jpg" onerror="alert(1)">';

  it('a rich field keeps the small rich set and safe links, without a target', async () => {
    const { found, text } = await sanitized(pasted, 'rich-field');
    expect(found).toEqual([
      { tag: 'p', text: 'Open day here visit' },
      { tag: 'b', text: 'day' },
      { tag: 'a', text: 'here' },
      { tag: 'a', text: 'visit', href: 'https://school.example/visit' },
    ]);
    expect(text).toBe('TitleOpen day here visit');
  });

  it('a text field keeps the words and no tag at all', async () => {
    expect((await sanitized(pasted, 'text-field')).clean).toBe('TitleOpen day here visit');
  });
});
