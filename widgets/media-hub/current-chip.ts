// The current group's chip in view on load (styles.css does it with CSS scroll-initial-target,
// which Firefox and Safari do not have yet): there, the row is scrolled to centre the chip once
// the hub's code is here. Measured by rectangles, so one sum serves both directions: a row's
// scrollLeft grows rightwards in left-to-right and right-to-left rows alike (CSSOM View).

/** Centres the current chip of the page's media groups row, unless the browser did or the visitor scrolled it. */
export function centreCurrentChip(doc: Document = document): void {
  if (globalThis.CSS?.supports?.('scroll-initial-target', 'nearest')) return;
  const chip = doc.querySelector('[data-media-groups] [aria-current="page"]');
  const row = chip?.closest('ul');
  if (!chip || !row || row.scrollLeft !== 0 || row.scrollWidth <= row.clientWidth) return;
  const chipBox = chip.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  row.scrollLeft += chipBox.left + chipBox.width / 2 - (rowBox.left + rowBox.width / 2);
}
