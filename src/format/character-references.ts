// Character references in the service's text (HtmlEncode'd titles and names), decoded once.
// Below src/media (docs/architecture.md, "Floors"): media's wire reader decodes names with it
// (src/media/wire.ts name), and the calendar feed its descriptions' text (./ical-feed.ts).

// Named references a feed's titles use: the five HtmlEncode writes, spaces and punctuation,
// and the accented letters (&eacute;) composed from their base letter and accent below.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  euro: '\u20ac',
  pound: '\u00a3',
  copy: '\u00a9',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
};
const ACCENTS: Record<string, string> = {
  grave: '\u0300',
  acute: '\u0301',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  ring: '\u030a',
  cedil: '\u0327',
};

function character(reference: string): string | undefined {
  if (reference[0] === '#') {
    const code =
      reference[1] === 'x' || reference[1] === 'X'
        ? Number.parseInt(reference.slice(2), 16)
        : Number(reference.slice(1));
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : undefined;
  }
  const accented = /^([a-zA-Z])(grave|acute|circ|tilde|uml|ring|cedil)$/.exec(reference);
  return accented
    ? `${accented[1]}${ACCENTS[accented[2] as string]}`.normalize('NFC')
    : Object.hasOwn(NAMED, reference)
      ? NAMED[reference]
      : undefined;
}

/**
 * `text` with its character references decoded exactly once, so '&amp;lt;' shows '&lt;' as
 * typed; unknown references stay as sent. No DOM parser: the demo's tests read answers in Node,
 * and a one-pass replace cannot decode twice.
 */
export function decodeReferencesOnce(text: string): string {
  return text.replace(
    /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/g,
    (whole, reference: string) => character(reference) ?? whole,
  );
}
