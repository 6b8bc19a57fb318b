import { html, Raw } from './html.mjs';
import { siteChrome } from './site-chrome.mjs';
import { SCHOOLS } from './site-map.mjs';

/**
 * A page as the CMS renders it: plain HTML that works without JavaScript, the page config,
 * and the two tags that load the bundle.
 * @param {{ title: string, description: string,
 *   template: 'landing'|'second-level'|'media'|'shared', bodyClass?: string,
 *   config: object, main: Raw, nonce?: string, head?: Raw, widgets?: boolean, path?: string }} page
 *   description: the page's meta description, plain text (escaped here), as a CMS page has one.
 *   widgets: false renders the same page with no data-widget element (a page the bundle leaves alone).
 */
export function layout({
  title,
  description,
  template,
  bodyClass = '',
  config,
  main,
  nonce,
  head,
  widgets = true,
  path = '/',
}) {
  const nonceAttr = nonce ? new Raw(` nonce="${nonce}"`) : '';
  // JSON inside <script> must not be able to close the element.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<title>${title} | International Schools Group</title>
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo-assets/site.css">
<link rel="stylesheet" href="/widgets/widgets.css">
${head ?? ''}
<script type="application/json" data-widgets-config${nonceAttr}>${new Raw(configJson)}</script>
<script type="module" src="/widgets/boot.js"${nonceAttr}></script>
</head>
<body class="template-${template}${bodyClass ? ` ${bodyClass}` : ''}">
<a class="skip-link" href="#main">Skip to content</a>
${siteChrome({ template, path, widgets })}
<main id="main" tabindex="-1">
${main}
</main>
${footer(widgets)}
</body>
</html>
`.value;
}

// The logos' width and height are the images' own (the image stand-in draws 3:2): the box is
// kept while a logo loads, so the map below does not move when it arrives.
function footer(widgets) {
  return html`<footer class="site-footer">
  <div class="wgt-footer"${widgets ? new Raw(' data-widget="footer"') : ''}>
    <ul class="wgt-footer__schools" aria-label="Our schools">
      ${SCHOOLS.map(
        (school) => html`<li class="wgt-footer__school" data-footer-school>
        <a class="wgt-footer__logo" data-footer-logo href="/about/schools/${school.slug}"><img src="/images/logo-${school.slug}.svg" alt="${school.name}" width="150" height="100"></a>
      </li>`,
      )}
    </ul>
    <ul class="wgt-footer__map" aria-label="Find us">
      ${SCHOOLS.map(
        (school) => html`<li class="wgt-footer__pin" style="--x:${school.x}%;--y:${school.y}%">
        <a data-footer-pin data-x="${school.x}" data-y="${school.y}" href="/about/schools/${school.slug}#map">${school.place}</a>
      </li>`,
      )}
    </ul>
    <a class="wgt-footer__top" data-footer-top href="#top">Back to top</a>
  </div>
  <p class="site-footer__legal">© 2026 International Schools Group. A demo site.</p>
</footer>`;
}
