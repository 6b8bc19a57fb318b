// Types of gallery.mjs for the TypeScript tests.

export interface GalleryEntry {
  name: string;
  /** The README's first paragraph. */
  summary: string;
  /** The README's example, as written there. */
  snippet: string;
  /** What the gallery puts in the page: the example (a whole page's body content). */
  live: string;
  /** The classes of a whole-page example's <body>. */
  bodyClass: string;
  options: { head: string[]; rows: string[][] } | null;
}

export declare function galleryEntries(dir?: string): GalleryEntry[];
export declare function readmeEntry(name: string, markdown: string): GalleryEntry;
export declare function inline(text: string): string;
export declare function galleryPage(page: {
  config: object;
  nonce?: string;
  entries?: GalleryEntry[];
}): string;
