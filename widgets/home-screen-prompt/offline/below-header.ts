import type { Schema } from '../../../src/kernel/types';

/**
 * Puts `node` in the page's flow right after the site header's element: below the header
 * (whose element keeps the bar's height even while the bar is fixed), so it covers none of the
 * header's controls and pushes the page down instead of covering it. At the top of the body on
 * a page without a header widget.
 */
export function placeBelowHeader(node: Element, schema: Schema) {
  const header = document.querySelector(`[${schema.widget}="header"]`);
  if (header?.parentElement) header.after(node);
  else document.body.prepend(node);
}
