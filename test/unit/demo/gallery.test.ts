import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { galleryEntries, galleryPage, inline, readmeEntry } from '../../../demo/pages/gallery.mjs';

const README = `# sample

The sample widget: \`data-x\` does **things**. See [the header](../header/README.md).

Second paragraph.

## Markup contract

\`\`\`html
<div data-widget="sample"></div>
\`\`\`

| Attribute | Meaning |
| --- | --- |
| \`data-x\` | \`a \\| b\` <b>bold?</b> |

## Example

\`\`\`html
<body class="template-shared parents-area">
  <main id="main"><div data-widget="sample" data-x="a"></div></main>
</body>
\`\`\`
`;

describe('a README as a gallery entry', () => {
  const entry = readmeEntry('sample', README);

  it('takes the Example block as the snippet, as written', () => {
    expect(entry.snippet).toBe(
      '<body class="template-shared parents-area">\n  <main id="main"><div data-widget="sample" data-x="a"></div></main>\n</body>',
    );
  });

  it("puts a whole-page example's content live, its main as a div, its body classes aside", () => {
    expect(entry.live.trim()).toBe(
      '<div id="main"><div data-widget="sample" data-x="a"></div></div>',
    );
    expect(entry.bodyClass).toBe('template-shared parents-area');
  });

  it('reads the first paragraph and the options table, escaped', () => {
    expect(entry.summary).toBe(
      'The sample widget: `data-x` does **things**. See [the header](../header/README.md).',
    );
    expect(entry.options).toEqual({
      head: ['Attribute', 'Meaning'],
      rows: [['`data-x`', '`a | b` <b>bold?</b>']],
    });
    expect(inline(entry.options?.rows[0]?.[1] ?? '')).toBe(
      '<code>a | b</code> &lt;b&gt;bold?&lt;/b&gt;',
    );
    expect(inline(entry.summary)).toBe(
      'The sample widget: <code>data-x</code> does <strong>things</strong>. See the header.',
    );
  });

  it('refuses a README without an html example', () => {
    expect(() => readmeEntry('empty', '# empty\n\nNothing.\n')).toThrow(/no html example/);
  });
});

it("the gallery page holds every widget README's snippet, escaped, and its example live", () => {
  const entries = galleryEntries();
  const page = galleryPage({ config: { timeZone: 'Europe/London' }, nonce: 'abc', entries });
  for (const { name } of entries) {
    const readme = readFileSync(`widgets/${name}/README.md`, 'utf8');
    expect(readme).toContain(`data-widget="${name}"`);
    expect(page).toContain(`data-gallery-live="${name}"`);
    expect(page).toContain(`id="widget-${name}-snippet"`);
  }
  expect(page.match(/<main\b/g)).toHaveLength(1);
  expect(page).toContain('<script type="module" src="/widgets/boot.js" nonce="abc">');
});
