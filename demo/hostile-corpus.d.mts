// Types of hostile-corpus.mjs for the TypeScript tests.

export interface HostileEntry {
  /** `blns: <section>` for the naughty strings, `own` for ours. */
  source: string;
  payload: string;
}

export declare const NAUGHTY_SECTIONS: readonly string[];
export declare function naughtyLines(
  text: string,
  sections?: readonly string[],
): { section: string; payload: string }[];
export declare function readNaughtyStrings(): string;
export declare const OWN_VECTORS: readonly string[];
export declare function hostileCorpus(naughtyText?: string): HostileEntry[];
